import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeownerPickSettings } from '@shared/homeowner-picks';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The admin's "homeowner chooses installers" switch and its time limit. */
export function useHomeownerPickSettings() {
  return useQuery({
    queryKey: queryKeys.settings.homeownerPicks(),
    queryFn: () => api.get<HomeownerPickSettings>('/settings/homeowner-picks'),
  });
}

export function useSaveHomeownerPickSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: HomeownerPickSettings) =>
      api.put<HomeownerPickSettings>('/settings/homeowner-picks', next),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings.homeownerPicks(), saved),
  });
}
