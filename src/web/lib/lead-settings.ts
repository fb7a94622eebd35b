import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadSettings } from '@shared/lead-owner';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The admin's lead settings: round-robin and the lost reasons (managers read them too). */
export function useLeadSettings() {
  return useQuery({
    queryKey: queryKeys.settings.leads(),
    queryFn: () => api.get<LeadSettings>('/settings/leads'),
    staleTime: 60_000,
  });
}

export function useSaveLeadSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeadSettings) => api.put<LeadSettings>('/settings/leads', settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings.leads(), saved),
  });
}
