import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeadSummary } from '@shared/dashboard';
import type { LeadFilter } from '@shared/lead-schema';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The stat cards' counts over every lead matching the filters (GET /quote/summary). */
export function useLeadSummary({ search, status, filter, owner, lost_reason }: LeadFilter) {
  const query = { search, status, filter, owner, lost_reason };
  return useQuery({
    queryKey: queryKeys.leads.summary(query),
    queryFn: ({ signal }) => api.get<LeadSummary>('/quote/summary', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
