import type { MessageStatus } from '@shared/partner-schema';
import type { WebhookDelivery } from '@shared/partner-webhooks';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RelativeTime } from '@/components/relative-time';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { useWebhookLog } from './api/use-partner-webhook';

const STATUS_BADGES: Record<MessageStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'yellow', label: 'Waiting' },
  sending: { tone: 'blue', label: 'Sending' },
  sent: { tone: 'green', label: 'Delivered' },
  failed: { tone: 'red', label: 'Failed' },
};

function attemptText(delivery: WebhookDelivery): string {
  const last = delivery.tries.at(-1);
  if (!last) return delivery.status === 'failed' ? (delivery.last_error ?? '') : 'Not tried yet';
  const answer = last.status_code === null ? 'no answer' : `HTTP ${last.status_code}`;
  const tries = `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`;
  return `${tries} · last: ${answer}, ${last.duration_ms} ms`;
}

/** The partner's latest webhook deliveries, newest first, with what the endpoint answered. */
export function WebhookDeliveryLog({ partnerId }: { partnerId: number }) {
  const logQuery = useWebhookLog(partnerId);
  const deliveries = logQuery.data?.deliveries ?? [];
  let empty = 'No deliveries yet. Send a test event to try the endpoint.';
  if (logQuery.isPending) empty = 'Loading deliveries…';
  else if (logQuery.isError) empty = errorMessage(logQuery.error, 'Could not load the log');

  return (
    <section aria-labelledby="webhook-log-title" className="space-y-2">
      <h3 id="webhook-log-title" className="text-sm font-semibold text-slate-900">
        Delivery log
      </h3>
      {deliveries.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {deliveries.map((delivery) => {
            const badge = STATUS_BADGES[delivery.status];
            const error = delivery.status === 'sent' ? '' : (delivery.tries.at(-1)?.error ?? '');
            return (
              <li key={delivery.id} className="space-y-1 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    {delivery.type || 'event'}
                    {delivery.lead_id !== null && (
                      <span className="font-normal text-slate-500"> · lead {delivery.lead_id}</span>
                    )}
                  </span>
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                </div>
                <div className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
                  <span>{attemptText(delivery)}</span>
                  <RelativeTime iso={delivery.delivered_at ?? delivery.created_at} />
                </div>
                {error && <p className="break-words text-xs text-red-700">{error}</p>}
                {delivery.status === 'pending' &&
                  delivery.attempts > 0 &&
                  delivery.next_attempt_at && (
                    <p className="text-xs text-slate-500">
                      Next attempt {formatDateTime(delivery.next_attempt_at)}
                    </p>
                  )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
