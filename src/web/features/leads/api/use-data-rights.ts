import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataRightsStatus, EraseResult } from '@shared/data-rights';
import { api, downloadFile } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether the lead's personal data was erased, and its data requests. */
export function useDataRights(leadId: string) {
  return useQuery({
    queryKey: queryKeys.leads.dataRights(leadId),
    queryFn: ({ signal }) => api.get<DataRightsStatus>(`/quote/${leadId}/data-rights`, { signal }),
  });
}

/** Download the homeowner's data as JSON or as a readable page; the request is recorded. */
export function useDownloadLeadData(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (format: 'json' | 'html') =>
      downloadFile(
        `/quote/${leadId}/data`,
        { format },
        `lead-${leadId}-data.${format}`,
        format === 'json' ? 'application/json' : 'text/html',
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.leads.dataRights(leadId) }),
  });
}

/** Erase the homeowner's personal data (admins): every view of the lead and the counts reload. */
export function useEraseLead(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EraseResult>(`/quote/${leadId}/erase`, {}),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.leads.all }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
