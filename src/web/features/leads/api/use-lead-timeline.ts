import { useQuery } from '@tanstack/react-query';
import type { TimelineEntry } from '@shared/lead-timeline';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What happened to a lead, newest first; saving the lead invalidates it with the rest. */
export function useLeadTimeline(leadId: string) {
  return useQuery({
    queryKey: queryKeys.leads.timeline(leadId),
    queryFn: ({ signal }) => api.get<TimelineEntry[]>(`/quote/${leadId}/timeline`, { signal }),
  });
}
