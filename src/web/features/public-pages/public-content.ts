import type { PageKind } from '@shared/content-schema';
import { resolveContent, type PageContentByKind } from '@shared/default-content';
import { apiSlugFor } from '@shared/url-variants';
import { api, ApiError } from '@/lib/api-client';
import { readJson, removeItem, writeJson, STORAGE_KEYS } from '@/lib/storage';

/** Cached home variants are capped so a visitor's storage stays small. */
const MAX_CACHED_HOME_PAGES = 10;

type HomeCache = Record<string, unknown>;

/** Outcome of one public read: the page's content, none published (404), or no answer. */
export type PublicContentResult<K extends PageKind> =
  | { status: 'published'; content: PageContentByKind[K] }
  | { status: 'missing' }
  | { status: 'failed' };

/** GET /api/{index|about|how-it-works}/{slug}: published content only, never a draft (SPEC 7). */
export async function fetchPublicContent<K extends PageKind>(
  kind: K,
  slug: string,
  signal?: AbortSignal,
): Promise<PublicContentResult<K>> {
  try {
    const path = `/${kind}/${encodeURIComponent(apiSlugFor(kind, slug))}`;
    // 204 rather than 404 when nothing is published, so no error shows in the console.
    const body = await api.get<unknown>(path, { signal, headers: { 'X-Content-Optional': '1' } });
    if (body === undefined) return { status: 'missing' };
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return { status: 'failed' };
    }
    return { status: 'published', content: resolveContent(kind, body) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'missing' };
    return { status: 'failed' };
  }
}

function readHomeCache(): HomeCache {
  const cache = readJson<unknown>(STORAGE_KEYS.homeContent);
  return typeof cache === 'object' && cache !== null && !Array.isArray(cache)
    ? (cache as HomeCache)
    : {};
}

/** The home content last seen for this slug, made whole with today's defaults. */
export function cachedHomeContent(slug: string): PageContentByKind['index'] | undefined {
  const cached = readHomeCache()[apiSlugFor('index', slug)];
  if (typeof cached !== 'object' || cached === null) return undefined;
  return resolveContent('index', cached);
}

/** Remember (or, with undefined, forget) the published home content of a slug. */
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
