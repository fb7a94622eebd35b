import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { PageKind } from '@shared/content-schema';
import { resolveContent, type PageContentByKind } from '@shared/default-content';
import { consumeServerContent, useServerContent } from './page-data';
import { cachedHomeContent, fetchPublicContent, storeHomeContent } from './public-content';

/** How long a page with nothing known may wait for its content before showing the defaults. */
export const FIRST_READ_WAIT_MS = 800;

/** Content seen in this visit, so going back to a page does not flash the defaults. */
const seenThisVisit = new Map<string, unknown>();

interface Shown<K extends PageKind> {
  key: string;
  content: PageContentByKind[K];
  /** False only while a page with nothing known waits for its first read. */
  ready: boolean;
}

function initialState<K extends PageKind>(kind: K, slug: string): Shown<K> {
  const key = `${kind}:${slug}`;
  const seen = seenThisVisit.get(key) as PageContentByKind[K] | undefined;
  if (seen) return { key, content: seen, ready: true };
  if (kind === 'index') {
    const cached = cachedHomeContent(slug) as PageContentByKind[K] | undefined;
    if (cached) return { key, content: cached, ready: true };
  }
  return { key, content: resolveContent(kind, undefined), ready: false };
}

/**
 * The published content of a public page (SPEC 7): what is known shows at once (home
 * from the home_content_v1 cache, else what was seen this visit), then the server's answer
 * replaces it only if different. With nothing known, the page waits briefly for the first
 * read (`ready` false) so a campaign page does not flash the default copy, then shows the
 * defaults anyway. Nothing published means the defaults; a failed read keeps what is shown,
 * which is always published content or the defaults. A page the server rendered starts
 * from the server's content and does not read it again (issue 11).
 */
export function usePublicContent<K extends PageKind>(kind: K, slug: string) {
  const { pathname } = useLocation();
  const key = `${kind}:${slug}`;
  const server = useServerContent(kind, slug);
  const [state, setState] = useState<Shown<K>>(() =>
    server ? { key, content: server.content, ready: true } : initialState(kind, slug),
  );
  // The server read this page's content while rendering it: that read stands for the first.
  const serverRead = useRef(server);
  let current = state;
  if (state.key !== key) {
    // A new page: show what is known for it in this same render, not the last page's copy.
    current = initialState(kind, slug);
    setState(current);
  }

  useEffect(() => {
    const fromServer = serverRead.current;
    if (fromServer) {
      serverRead.current = undefined;
      consumeServerContent();
      seenThisVisit.set(key, fromServer.content);
      if (kind === 'index') {
        storeHomeContent(
          slug,
          fromServer.published ? (fromServer.content as PageContentByKind['index']) : undefined,
        );
      }
      return;
    }
    const controller = new AbortController();
    const showAnyway = setTimeout(
      () => setState((shown) => (shown.key === key ? { ...shown, ready: true } : shown)),
      FIRST_READ_WAIT_MS,
    );
    void fetchPublicContent(kind, slug, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      clearTimeout(showAnyway);
      if (result.status === 'failed') {
        setState((shown) => (shown.key === key ? { ...shown, ready: true } : shown));
        return;
      }
      const next = result.status === 'published' ? result.content : resolveContent(kind, undefined);
      if (kind === 'index') {
        storeHomeContent(
          slug,
          result.status === 'published' ? (next as PageContentByKind['index']) : undefined,
        );
      }
      seenThisVisit.set(key, next);
      setState((shown) =>
        shown.key === key && shown.ready && JSON.stringify(shown.content) === JSON.stringify(next)
          ? shown
          : { key, content: next, ready: true },
      );
    });
    return () => {
      controller.abort();
      clearTimeout(showAnyway);
    };
    // The path is a dependency on purpose: every path change reloads (SPEC 4).
  }, [kind, slug, key, pathname]);

  return { content: current.content, ready: current.ready };
}
