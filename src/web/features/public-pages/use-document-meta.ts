import { createContext, useContext } from 'react';
import { documentTitle } from '@shared/page-meta';
import { SITE } from '@shared/site';
import type { PageMeta } from '@shared/ssr-contract';

export { documentTitle };

/** On the server, the head of the page being rendered is collected here. */
export const MetaCollectorContext = createContext<{ meta?: PageMeta } | null>(null);

/**
 * The page title (with the brand) and meta description, which the server writes into the
 * head of the page. `noindex` keeps pages such as the 404 and /thank-you out of search
 * results. Public pages are never rendered in the browser, so there is nothing to update
 * there: every move to another public page is a new document.
 */
export function useDocumentMeta(
  title: string,
  description: string = SITE.tagline,
  { noindex = false }: { noindex?: boolean } = {},
) {
  const collector = useContext(MetaCollectorContext);
  if (collector) collector.meta = { title: documentTitle(title), description, noindex };
}

/** A content page's head as its search and share metadata says, title as is. */
export function usePageMeta(meta: { title: string; description: string; image: string }) {
  const collector = useContext(MetaCollectorContext);
  if (collector) {
    collector.meta = {
      title: meta.title,
      description: meta.description,
      noindex: false,
      ...(meta.image ? { image: meta.image } : {}),
    };
  }
}
