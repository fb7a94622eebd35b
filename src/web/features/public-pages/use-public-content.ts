import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { PageKind } from '@shared/content-schema';
import { resolveContent, type PageContentByKind } from '@shared/default-content';
import { cachedHomeContent, fetchPublicContent, storeHomeContent } from './public-content';

/** Content seen in this visit, so going back to a page does not flash the defaults. */
const seenThisVisit = new Map<string, unknown>();

function initialContent<K extends PageKind>(kind: K, slug: string): PageContentByKind[K] {
  const seen = seenThisVisit.get(`${kind}:${slug}`) as PageContentByKind[K] | undefined;
  if (seen) return seen;
  if (kind === 'index') {
    const cached = cachedHomeContent(slug) as PageContentByKind[K] | undefined;
    if (cached) return cached;
  }
  return resolveContent(kind, undefined);
}

/**
 * The published content of a public page (SPEC 7): what is known shows at once (home
 * from the home_content_v1 cache, else the defaults), then the server's answer replaces
 * it only if different. A page with nothing published shows the defaults; a failed read
 * keeps what is shown, which is always published content or the defaults.
 */
export function usePublicContent<K extends PageKind>(kind: K, slug: string): PageContentByKind[K] {
  const { pathname } = useLocation();
  const key = `${kind}:${slug}`;
  const [state, setState] = useState(() => ({ key, content: initialContent(kind, slug) }));
  let current = state;
  if (state.key !== key) {
    // A new page: show what is known for it in this same render, not the last page's copy.
    current = { key, content: initialContent(kind, slug) };
    setState(current);
  }

  useEffect(() => {
    const controller = new AbortController();
    void fetchPublicContent(kind, slug, controller.signal).then((result) => {
      if (controller.signal.aborted || result.status === 'failed') return;
      const next = result.status === 'published' ? result.content : resolveContent(kind, undefined);
      if (kind === 'index') {
        storeHomeContent(
          slug,
          result.status === 'published' ? (next as PageContentByKind['index']) : undefined,
        );
      }
      seenThisVisit.set(key, next);
      setState((shown) =>
        shown.key === key && JSON.stringify(shown.content) === JSON.stringify(next)
          ? shown
          : { key, content: next },
      );
    });
    return () => controller.abort();
    // The path is a dependency on purpose: every path change reloads (SPEC 4).
  }, [kind, slug, key, pathname]);

  return current.content;
}
