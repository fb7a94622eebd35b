import { useQuery } from '@tanstack/react-query';
import type { Lead } from '@shared/lead-schema';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isNumericId } from '@shared/row-id';
import { toLeadRow, type LeadRow } from '../lead-row';
import { updateStoredQuote } from './quotes-storage';

async function fetchLead(id: string, signal: AbortSignal): Promise<LeadRow> {
  // A non-numeric id fails the way the server would, without asking it.
  if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
  const row = toLeadRow(await api.get<Lead>(`/quote/${id}`, { signal }));
  updateStoredQuote(row);
  return row;
}

/** One lead: the current one, whose stored list entry it refreshes. */
export function useLead(id: string) {
  return useQuery({
    queryKey: queryKeys.leads.detail(id),
    queryFn: ({ signal }) => fetchLead(id, signal),
  });
}
