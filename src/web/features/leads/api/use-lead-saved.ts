import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { LeadRow } from '../lead-row';
import { updateStoredQuote } from './quotes-storage';

/**
 * What follows a saved lead: it becomes the current one at once, and every list, count,
 * history and dashboard that may show it is fetched again.
 */
export function useLeadSaved() {
  const queryClient = useQueryClient();
  return async (row: LeadRow) => {
    queryClient.setQueryData(queryKeys.leads.detail(row.id), row);
    updateStoredQuote(row);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    ]);
  };
}
