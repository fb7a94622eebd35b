import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerInput } from '@shared/partner-schema';
import { queryKeys } from '@/lib/query-keys';
import { partnersApi } from '../partners-api';

export interface PartnerChanges {
  id: number;
  input: Partial<PartnerInput>;
}

export function useUpdatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: PartnerChanges) => partnersApi.update(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.partners.all }),
  });
}
