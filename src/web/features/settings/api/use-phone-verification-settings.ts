import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhoneVerificationSettings } from '@shared/phone-verification';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The admin's phone verification switch, and whether an SMS provider is set. */
export function usePhoneVerificationSettings() {
  return useQuery({
    queryKey: queryKeys.settings.verification(),
    queryFn: () => api.get<PhoneVerificationSettings>('/settings/verification'),
  });
}

export function useSavePhoneVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      api.put<PhoneVerificationSettings>('/settings/verification', { phone_verification: on }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings.verification(), saved),
  });
}
