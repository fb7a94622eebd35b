import { useQuery } from '@tanstack/react-query';
import type { Lead } from '@shared/lead-schema';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isNumericId, toLeadRow, type LeadRow } from '../lead-row';
import { rememberQuote } from '../lead-store';

async function fetchLead(id: string, signal: AbortSignal): Promise<LeadRow> {
  // A non-numeric id fails the way the server would, without asking it.
  if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
  const row = toLeadRow(await api.get<Lead>(`/quote/${id}`, { signal }));
  rememberQuote(row);
  return row;
}

/** One lead, which becomes the current one. */
export function useLead(id: string) {
  return useQuery({
    queryKey: queryKeys.leads.detail(id),
    queryFn: ({ signal }) => fetchLead(id, signal),
  });
}
