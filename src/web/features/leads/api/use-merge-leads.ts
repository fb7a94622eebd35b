import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead } from '@shared/lead-schema';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toLeadRow } from '../lead-row';
import { removeStoredQuotes } from './quotes-storage';
import { useLeadSaved } from './use-lead-saved';

/** Merge lead `otherId` into lead `keptId`: the other is deleted, the kept one answered. */
export function useMergeLeads() {
  const queryClient = useQueryClient();
  const saved = useLeadSaved();
  return useMutation({
    mutationFn: async ({ keptId, otherId }: { keptId: string; otherId: string }) =>
      toLeadRow(await api.post<Lead>(`/quote/${keptId}/merge`, { other_id: Number(otherId) })),
    onSuccess: async (row, { otherId }) => {
      removeStoredQuotes([otherId]);
      // The merged lead's own queries are dropped, not fetched again into a "not found".
      queryClient.removeQueries({
        queryKey: queryKeys.leads.all,
        predicate: (query) => query.queryKey.length === 3 && query.queryKey[2] === otherId,
      });
      await saved(row);
    },
  });
}
