import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestLinkStatus } from '@shared/homeowner-request';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The homeowner's page link of a lead and what they chose there. */
export function useRequestLink(leadId: string) {
  return useQuery({
    queryKey: queryKeys.leads.requestLink(leadId),
    queryFn: ({ signal }) =>
      api.get<RequestLinkStatus>(`/quote/${leadId}/request-link`, { signal }),
  });
}

/** Revoke the link, or replace it with a new one (its address answered once). */
export function useChangeRequestLink(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reissue: boolean) =>
      api.post<{ url: string }>(`/quote/${leadId}/request-link${reissue ? '' : '/revoke'}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.leads.requestLink(leadId) });
      void client.invalidateQueries({ queryKey: queryKeys.leads.timeline(leadId) });
    },
  });
}
