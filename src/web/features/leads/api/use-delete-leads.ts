import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isNumericId } from '@shared/row-id';
import { LEAD_ERRORS } from '../lead-errors';
import { removeStoredQuotes } from './quotes-storage';

/** Delete leads one by one: non-numeric ids are skipped, failures logged; the ids deleted. */
async function deleteLeads(ids: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (const id of ids.filter(isNumericId)) {
    try {
      await api.delete(`/quote/${id}`);
      deleted.push(id);
    } catch (error) {
      console.error(`${LEAD_ERRORS.delete} ${id}`, error);
    }
  }
  return deleted;
}

export function useDeleteLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeads,
    onSuccess: removeStoredQuotes,
    onSettled: async (deleted) => {
      const gone = new Set(deleted ?? []);
      // A deleted lead's own queries are dropped, not fetched again into a "not found".
      const ofDeletedLead = (key: readonly unknown[]) =>
        key.length === 3 && typeof key[2] === 'string' && gone.has(key[2]);
      queryClient.removeQueries({
        queryKey: queryKeys.leads.all,
        predicate: (query) => ofDeletedLead(query.queryKey),
      });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.leads.all,
          predicate: (query) => !ofDeletedLead(query.queryKey),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
