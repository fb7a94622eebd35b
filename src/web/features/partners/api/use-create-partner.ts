import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerInput } from '@shared/partner-schema';
import { queryKeys } from '@/lib/query-keys';
import { partnersApi } from '../partners-api';

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PartnerInput) => partnersApi.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.partners.all }),
  });
}
