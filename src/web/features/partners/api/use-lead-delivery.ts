import { useQuery } from '@tanstack/react-query';
import type { LeadDelivery } from '@shared/partner-schema';
import { queryKeys } from '@/lib/query-keys';
import { partnersApi } from '../partners-api';

/** How often a lead's delivery is read again while a message is still on its way. */
const DELIVERY_REFRESH_MS = 3000;

function stillSending(delivery: LeadDelivery | undefined): boolean {
  return (
    delivery?.messages.some(
      (message) => message.status === 'pending' || message.status === 'sending',
    ) ?? false
  );
}

/** Who received a lead and each message's state; refreshed while messages go out. */
export function useLeadDelivery(leadId: string) {
  return useQuery({
    queryKey: queryKeys.leads.delivery(leadId),
    queryFn: () => partnersApi.delivery(leadId),
    refetchInterval: (query) => (stillSending(query.state.data) ? DELIVERY_REFRESH_MS : false),
  });
}
