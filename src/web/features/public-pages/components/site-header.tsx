import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, Phone } from 'lucide-react';
import { SITE } from '@shared/site';
import { useActiveCampaign } from '../campaign';
import { headerLinks } from '../nav-links';
import { BrandLogo } from './brand-logo';
import { HeaderLink, telHref } from './header-link';

// The drawer (Radix dialog) loads when first wanted: most visitors never open it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

/** The public header: brand and navigation; below 768 px the links move into a drawer. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const campaign = useActiveCampaign();
  const links = headerLinks(pathname, campaign);

  function changeMenu(open: boolean) {
    setMenuOpen(open);
    // The drawer has no Radix trigger to hand focus back to, so return it to the menu button.
    if (!open) requestAnimationFrame(() => menuButton.current?.focus());
  }
  // A link in the drawer navigates, and the layout then moves focus to the new page.
  const closeForNavigation = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo to={campaign?.home ?? '/'} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <HeaderLink
              key={link.label}
              link={link}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
            />
          ))}
          <a
            href={telHref(SITE.phone)}
            className="ml-3 hidden items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:inline-flex"
          >
            <Phone aria-hidden className="size-4" />
            {SITE.phone}
          </a>
        </nav>
        <button
          ref={menuButton}
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <Menu aria-hidden className="size-6" />
        </button>
      </div>

      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={changeMenu}
            links={links}
            onNavigate={closeForNavigation}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
