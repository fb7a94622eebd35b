import { createContext, useContext } from 'react';
import type { PageKind } from '@shared/content-schema';
import type { PageContentByKind } from '@shared/default-content';
import type { PublicPageData } from '@shared/ssr-contract';

/** The page data the server rendered the first page with (null when client-rendered). */
export const PageDataContext = createContext<PublicPageData | null>(null);

/** The element id of the page data the server writes into the HTML. */
export const PAGE_DATA_ID = 'page-data';

/** Set once the first page has taken the server's content: later visits read it afresh. */
let consumed = false;

export function consumeServerContent(): void {
  consumed = true;
}

/** The server's content for this page, when the page was rendered with it. */
export function useServerContent<K extends PageKind>(
  kind: K,
  slug: string,
): { content: PageContentByKind[K]; published: boolean } | undefined {
  const data = useContext(PageDataContext);
  const page = consumed ? null : data?.page;
  if (!page || page.kind !== kind || page.slug !== slug) return undefined;
  return { content: page.content as PageContentByKind[K], published: page.published };
}

/** Read the page data the server wrote into the document, if any. */
export function readPageData(doc: Document): PublicPageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicPageData;
  } catch {
    return null;
  }
}
