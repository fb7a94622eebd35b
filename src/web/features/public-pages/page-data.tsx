import { createContext } from 'react';
import type { PublicPageData } from '@shared/ssr-contract';

/** The data the server rendered the public page with; the islands hydrate from the same. */
export const PageDataContext = createContext<PublicPageData | null>(null);

/** The element id of the page data the server writes into the HTML. */
export const PAGE_DATA_ID = 'page-data';

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
