import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SITE } from '@shared/site';
import type { PageMeta, PublicPageData, RenderPublicPage } from '@shared/ssr-contract';
import { resolvePublicPath } from '@shared/url-variants';
import { PageDataContext } from '@/features/public-pages/page-data';
import { MetaCollectorContext } from '@/features/public-pages/use-document-meta';
import { routes } from './app-routes';

const handler = createStaticHandler(routes);

/** Public routes that are not content pages. */
const OTHER_PUBLIC_PATHS = new Set(['/thank-you', '/privacy']);

function isKnownPublicPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return resolvePublicPath(pathname) !== null || OTHER_PUBLIC_PATHS.has(trimmed);
}

/**
 * Render one public page to HTML with the content the server read for it (issue 11). The
 * client hydrates the same tree from the same data (src/web/main.tsx).
 */
export const render: RenderPublicPage = async (url, data: PublicPageData) => {
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    // No loaders redirect today; treat anything else as a page that is not there.
    return { status: 404, html: '', meta: fallbackMeta() };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: { meta?: PageMeta } = {};
  const html = renderToString(
    <StrictMode>
      <MetaCollectorContext.Provider value={collector}>
        <PageDataContext.Provider value={data}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageDataContext.Provider>
      </MetaCollectorContext.Provider>
    </StrictMode>,
  );
  const pathname = new URL(request.url).pathname;
  const status =
    context.statusCode !== 200 ? context.statusCode : isKnownPublicPath(pathname) ? 200 : 404;
  return { status, html, meta: collector.meta ?? fallbackMeta() };
};

function fallbackMeta(): PageMeta {
  return { title: SITE.name, description: SITE.tagline, noindex: false };
}
