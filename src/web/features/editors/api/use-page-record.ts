import { useQuery } from '@tanstack/react-query';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { contentApi } from '@/lib/content-api';
import { queryKeys } from '@/lib/query-keys';

/** The page an editor edits: the record with its sublink, else the one at its URL. */
export function findRecord(records: ContentPage[], sublink: string, url: string) {
  return (
    records.find((record) => record.sublink === sublink) ??
    records.find((record) => record.url === url) ??
    null
  );
}

/**
 * The saved page behind an editor, or null when there is none yet. An editor that cannot
 * load shows the built-in defaults, so a failure reads as "no saved page".
 */
export function usePageRecord(kind: PageKind, slug: string, sublink: string, url: string) {
  return useQuery({
    queryKey: queryKeys.content.record(kind, slug),
    queryFn: async () => {
      try {
        return findRecord(await contentApi.list(kind, { sublink }), sublink, url);
      } catch (error) {
        console.warn('Could not load page content', error);
        return null;
      }
    },
    // What the editor holds is the person's work: the server's copy is not re-read behind it.
    staleTime: Infinity,
  });
}
