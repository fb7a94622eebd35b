import type { PageContentByKind } from '@shared/default-content';
import { apiSlugFor } from '@shared/url-variants';
import { readJson, removeItem, writeJson, STORAGE_KEYS } from '@/lib/storage';

/** Cached home variants are capped so a visitor's storage stays small. */
const MAX_CACHED_HOME_PAGES = 10;

type HomeCache = Record<string, unknown>;

function readHomeCache(): HomeCache {
  const cache = readJson<unknown>(STORAGE_KEYS.homeContent);
  return typeof cache === 'object' && cache !== null && !Array.isArray(cache)
    ? (cache as HomeCache)
    : {};
}

/**
 * Keep the home content in local storage under home_content_v1, by slug, as the product
 * has always done: the published content of the slug, or nothing when none is published.
 * The page itself always shows what the server rendered, so nothing reads it back.
 */
export function storeHomeContent(slug: string, content: PageContentByKind['index'] | undefined) {
  const key = apiSlugFor('index', slug);
  const { [key]: _dropped, ...others } = readHomeCache();
  if (content === undefined) {
    if (Object.keys(others).length === 0) removeItem(STORAGE_KEYS.homeContent);
    else writeJson(STORAGE_KEYS.homeContent, others);
    return;
  }
  // Newest last, so the oldest entries are the ones dropped past the cap.
  const kept = Object.entries(others).slice(-(MAX_CACHED_HOME_PAGES - 1));
  writeJson(STORAGE_KEYS.homeContent, { ...Object.fromEntries(kept), [key]: content });
}
