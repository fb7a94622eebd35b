import { Clock } from 'lucide-react';
import { lateMessagesText, queuedText, type LateMessages } from '@shared/outbox-backlog';

/**
 * A plain warning when confirmations or partner messages are late (the server says so past
 * its threshold, OUTBOX_LATE_SECONDS); nothing at all otherwise.
 */
export function LateMessagesCard({ late }: { late: LateMessages[] | undefined }) {
  if (!late || late.length === 0) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        {late.map((item) => (
          <p key={item.channel}>
            {lateMessagesText(item)} ({queuedText(item.queued)}).
          </p>
        ))}
        <p className="text-amber-800">
          They are kept and will be sent; nothing needs doing unless this lasts.
        </p>
      </div>
    </div>
  );
}
