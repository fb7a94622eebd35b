import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { partnersApi } from '../partners-api';

/** Send a lead to one more partner; the lead, its delivery and its history refresh. */
export function useSendLead(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: number) => partnersApi.sendLead(leadId, partnerId),
    onSuccess: async (delivery) => {
      queryClient.setQueryData(queryKeys.leads.delivery(leadId), delivery);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
