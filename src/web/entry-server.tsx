import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SITE } from '@shared/site';
import type { PageMeta, PublicPageData, RenderPublicPage } from '@shared/ssr-contract';
import { PageDataContext } from '@/features/public-pages/page-data';
import { RequestSearchContext } from '@/features/public-pages/request-search';
import { MetaCollectorContext } from '@/features/public-pages/use-document-meta';
import { NotFoundPage } from '@/routes/public/not-found-page';
import PrivacyPage from '@/routes/public/privacy-page';
import { PublicContentPage } from '@/routes/public/public-content-page';
import { PublicLayout } from '@/routes/public/public-layout';
import { RequestPage } from '@/routes/public/request-page';
import { ThankYouPage } from '@/routes/public/thank-you-page';

/** The public pages that are not content pages, by path. */
const OTHER_PAGES: Record<string, () => ReactNode> = {
  '/thank-you': () => <ThankYouPage />,
  '/privacy': () => <PrivacyPage />,
};

function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Render one public page to HTML with the content the server read for it. The page is
 * plain HTML in the browser except its islands (src/web/public-main.tsx), which hydrate
 * from the same data.
 */
/** A homeowner's page: `/request/<token>`, the same frame for every token. */
const REQUEST_PAGE = /^\/request\/[^/]+$/;

export const render: RenderPublicPage = async (url, data: PublicPageData) => {
  const path = trimmed(data.path);
  const other = REQUEST_PAGE.test(path) ? () => <RequestPage path={path} /> : OTHER_PAGES[path];
  const found = data.page !== null || other !== undefined;
  const collector: { meta?: PageMeta } = {};
  const html = renderToString(
    <StrictMode>
      <MetaCollectorContext.Provider value={collector}>
        <PageDataContext.Provider value={data}>
          <RequestSearchContext.Provider value={new URL(url, 'http://localhost').searchParams}>
            <PublicLayout>
              {data.page ? (
                <PublicContentPage page={data.page} />
              ) : other ? (
                other()
              ) : (
                <NotFoundPage />
              )}
            </PublicLayout>
          </RequestSearchContext.Provider>
        </PageDataContext.Provider>
      </MetaCollectorContext.Provider>
    </StrictMode>,
  );
  return { status: found ? 200 : 404, html, meta: collector.meta ?? fallbackMeta() };
};

function fallbackMeta(): PageMeta {
  return { title: SITE.name, description: SITE.tagline, noindex: false };
}
