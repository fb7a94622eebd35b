import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CampaignProvider } from '@/features/public-pages/campaign';
import { SiteFooter } from '@/features/public-pages/components/site-footer';
import { SiteHeader } from '@/features/public-pages/components/site-header';

/**
 * After moving to another page, put focus at the start of its content, so keyboard and
 * screen-reader users start there as they would after a full page load. A #hash target is
 * left to the browser's scrolling.
 */
function useFocusMainOnNavigation() {
  const { pathname, hash } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash) main.current?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return main;
}

/** Header, page and footer of every public page; scrolls to the top, or to a #hash, on navigation. */
export function PublicLayout() {
  const main = useFocusMainOnNavigation();
  return (
    <CampaignProvider>
      <div className="flex min-h-dvh flex-col bg-white">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main ref={main} id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </CampaignProvider>
  );
}
