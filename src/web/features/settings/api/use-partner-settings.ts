import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerSettings } from '@shared/partner-settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The admin's partner settings: automatic pausing after expiries in a row. */
export function usePartnerSettings() {
  return useQuery({
    queryKey: queryKeys.settings.partners(),
    queryFn: () => api.get<PartnerSettings>('/settings/partners'),
  });
}

export function useSavePartnerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PartnerSettings) =>
      api.put<PartnerSettings>('/settings/partners', settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings.partners(), saved),
  });
}
