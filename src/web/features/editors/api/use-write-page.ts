import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageKind } from '@shared/content-schema';
import { contentApi, type ContentPageBody } from '@/lib/content-api';
import { queryKeys } from '@/lib/query-keys';
import { findRecord } from './use-page-record';

interface WritePageTarget {
  kind: PageKind;
  slug: string;
  sublink: string;
  url: string;
}

/**
 * Save content, publish or restore an editor's page: the record is looked up afresh, so a
 * page created elsewhere meanwhile is updated, not duplicated; a page never saved is created.
 */
export function useWritePage({ kind, slug, sublink, url }: WritePageTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContentPageBody) => {
      const target = findRecord(await contentApi.list(kind), sublink, url);
      return target
        ? contentApi.update(kind, target.id, body)
        : contentApi.create(kind, { url, sublink, content: {}, ...body });
    },
    onSuccess: async (page) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.content.list(kind) });
      queryClient.setQueryData(queryKeys.content.record(kind, slug), page);
    },
  });
}
