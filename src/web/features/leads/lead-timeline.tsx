import {
  ArrowRightLeft,
  Inbox,
  Mail,
  MapPin,
  MessageSquare,
  PencilLine,
  Share2,
  ShieldCheck,
  UserCheck,
} from 'lucide-react';
import { LEAD_STATUS_LABELS } from '@shared/lead-status';
import { MESSAGE_KIND_NAMES, type TimelineEntry } from '@shared/lead-timeline';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { useLeadTimeline } from './api/use-lead-timeline';

const MESSAGE_STATES = {
  pending: 'queued',
  sending: 'being sent',
  sent: 'sent',
  failed: 'failed',
} as const;

/** The sentence, the person (if any) and the icon for one entry. */
function entryText(entry: TimelineEntry) {
  switch (entry.kind) {
    case 'created':
      return {
        icon: Inbox,
        text: `Request received from ${entry.page || '/'}${entry.consent_version ? `, consent given (wording ${entry.consent_version})` : ', without consent to share'}`,
      };
    case 'status_changed':
      return {
        icon: ArrowRightLeft,
        text: `Status changed${entry.from ? ` from ${LEAD_STATUS_LABELS[entry.from]}` : ''} to ${LEAD_STATUS_LABELS[entry.to]}`,
        by: entry.by,
      };
    case 'updated':
      return { icon: PencilLine, text: 'Details edited', by: entry.by };
    case 'county_set':
      return { icon: MapPin, text: 'County recorded by staff', by: entry.by };
    case 'consent_confirmed':
      return { icon: ShieldCheck, text: "Homeowner's consent confirmed by staff", by: entry.by };
    case 'owner_changed':
      return {
        icon: UserCheck,
        text: entry.to
          ? `Assigned to ${entry.to}${entry.by ? '' : ' by round-robin'}`
          : `Unassigned${entry.from ? ` from ${entry.from}` : ''}`,
        by: entry.by,
      };
    case 'partner':
      return {
        icon: Share2,
        text: `Sent to ${entry.partner}${entry.method === 'auto' ? ' (matched automatically)' : ''}`,
        by: entry.by,
      };
    case 'message':
      return {
        icon: entry.channel === 'sms' ? MessageSquare : Mail,
        text: `${MESSAGE_KIND_NAMES[entry.message]} (${entry.recipient}) ${MESSAGE_STATES[entry.status]}${
          entry.status === 'failed' && entry.error ? `: ${entry.error}` : ''
        }${entry.attempts > 1 ? ` after ${entry.attempts} attempts` : ''}`,
      };
  }
}

/** What happened to a lead, newest first; it refreshes whenever the lead is saved here. */
export function LeadTimeline({ leadId }: { leadId: string }) {
  const timeline = useLeadTimeline(leadId);
  const entries = timeline.data;
  const error = timeline.isError ? errorMessage(timeline.error, 'Could not load history') : '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
        {!entries && !error ? <p className="text-sm text-slate-500">Loading history…</p> : null}
        {entries ? (
          <ol className="space-y-3" aria-label="Lead history, newest first">
            {entries.map((entry, index) => {
              const { icon: Icon, text, by } = entryText(entry);
              return (
                <li key={index} className="flex gap-3">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                    <Icon aria-hidden className="size-3.5" />
                  </span>
                  <div className="min-w-0 text-sm">
                    <p className="text-slate-800 [overflow-wrap:anywhere]">{text}</p>
                    <p className="text-slate-500">
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      {by ? ` · ${by}` : ''}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : null}
      </CardContent>
    </Card>
  );
}
