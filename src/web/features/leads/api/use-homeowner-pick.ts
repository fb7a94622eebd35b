import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadPickStatus } from '@shared/homeowner-picks';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A lead's wait for the homeowner's pick of installers. */
export function useHomeownerPick(leadId: string) {
  return useQuery({
    queryKey: queryKeys.leads.homeownerPick(leadId),
    queryFn: ({ signal }) => api.get<LeadPickStatus>(`/quote/${leadId}/homeowner-pick`, { signal }),
  });
}

/** Staff send it to the default matching now; everything showing the lead is read again. */
export function useReleasePick(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LeadPickStatus>(`/quote/${leadId}/pick-release`, {}),
    onSuccess: (status) => {
      client.setQueryData(queryKeys.leads.homeownerPick(leadId), status);
      void client.invalidateQueries({ queryKey: queryKeys.leads.all });
    },
  });
}
