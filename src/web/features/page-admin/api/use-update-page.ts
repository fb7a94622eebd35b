import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { contentApi, type ContentPageBody } from '@/lib/content-api';
import { queryKeys } from '@/lib/query-keys';

export interface PageChanges {
  id: number;
  body: ContentPageBody;
}

/** Change a page's address or publish state; the list shows the answer at once. */
export function useUpdatePage(kind: PageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: PageChanges) => contentApi.update(kind, id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData<ContentPage[]>(queryKeys.content.list(kind), (pages) =>
        pages?.map((page) => (page.id === updated.id ? updated : page)),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.content.kind(kind) });
    },
  });
}
