import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageKind } from '@shared/content-schema';
import { contentApi, type ContentPageBody } from '@/lib/content-api';
import { queryKeys } from '@/lib/query-keys';

export function useCreatePage(kind: PageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentPageBody) => contentApi.create(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.kind(kind) }),
  });
}
