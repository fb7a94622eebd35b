import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookDelivery,
  WebhookSecretShown,
  WebhookSettings,
} from '@shared/partner-webhooks';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the delivery log is read again while an event is still on its way. */
const LOG_REFRESH_MS = 2000;

const base = (partnerId: number) => `/partners/${partnerId}/webhook`;

/** A partner's webhook URL and when its secret was made (the secret itself is never read back). */
export function useWebhookSettings(partnerId: number) {
  return useQuery({
    queryKey: queryKeys.partners.webhook(partnerId),
    queryFn: () => api.get<WebhookSettings>(base(partnerId)),
  });
}

/** The latest deliveries, refreshed while one is pending or being sent. */
export function useWebhookLog(partnerId: number) {
  return useQuery({
    queryKey: queryKeys.partners.webhookLog(partnerId),
    queryFn: () => api.get<{ deliveries: WebhookDelivery[] }>(`${base(partnerId)}/deliveries`),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some(
        (delivery) =>
          delivery.status === 'sending' ||
          (delivery.status === 'pending' && delivery.attempts === 0),
      )
        ? LOG_REFRESH_MS
        : false,
  });
}

/** Save the URL, remove the webhook, rotate the secret, send a test event. */
export function useWebhookActions(partnerId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.partners.webhook(partnerId) });
  const options = { onSuccess: refresh };
  return {
    save: useMutation({
      mutationFn: (url: string) => api.put<WebhookSecretShown>(base(partnerId), { url }),
      ...options,
    }),
    remove: useMutation({
      mutationFn: () => api.delete<WebhookSettings>(base(partnerId)),
      ...options,
    }),
    rotate: useMutation({
      mutationFn: () => api.post<WebhookSecretShown>(`${base(partnerId)}/secret`),
      ...options,
    }),
    test: useMutation({
      mutationFn: () =>
        api.post<{ message: string; delivery_id: number }>(`${base(partnerId)}/test`),
      ...options,
    }),
  };
}
