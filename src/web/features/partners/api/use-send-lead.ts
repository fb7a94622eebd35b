import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { partnersApi } from '../partners-api';

/** Send a lead to one more partner; the lead, its delivery and its history refresh. */
export function useSendLead(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partnerId, confirm = false }: { partnerId: number; confirm?: boolean }) =>
      partnersApi.sendLead(leadId, partnerId, confirm),
    onSuccess: async (delivery) => {
      queryClient.setQueryData(queryKeys.leads.delivery(leadId), delivery);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
        // Today's counts against the caps changed.
        queryClient.invalidateQueries({ queryKey: queryKeys.partners.all }),
      ]);
    },
  });
}
