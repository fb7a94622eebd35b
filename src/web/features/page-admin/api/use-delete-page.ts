import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { contentApi } from '@/lib/content-api';
import { queryKeys } from '@/lib/query-keys';

export function useDeletePage(kind: PageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => contentApi.remove(kind, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ContentPage[]>(queryKeys.content.list(kind), (pages) =>
        pages?.filter((page) => page.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.content.kind(kind) });
    },
  });
}
