import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageKind } from '@shared/content-schema';
import { contentApi } from '@/lib/content-api';
import { queryKeys } from '@/lib/query-keys';
import { duplicatePage } from '../duplicate';

/** A new draft with the default content at a random address. */
export function useDuplicatePage(kind: PageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => duplicatePage(kind, contentApi.create),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.kind(kind) }),
  });
}
