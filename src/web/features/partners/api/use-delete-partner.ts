import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { partnersApi } from '../partners-api';

export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => partnersApi.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.partners.all }),
  });
}
