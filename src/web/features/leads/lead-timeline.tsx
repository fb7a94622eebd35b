import {
  ArchiveRestore,
  ArrowRightLeft,
  CalendarClock,
  CalendarX,
  Combine,
  Inbox,
  Mail,
  MapPin,
  MessageSquare,
  PencilLine,
  Phone,
  PhoneForwarded,
  PhoneMissed,
  PhoneOff,
  Share2,
  ShieldCheck,
  StickyNote,
  Undo2,
  UserCheck,
  Link2Off,
  UserX,
} from 'lucide-react';
import { HOMEOWNER_CHOICE_LABELS } from '@shared/homeowner-request-text';
import { LEAD_FIELD_LABELS, type LeadFieldName } from '@shared/lead-fields';
import { CALL_OUTCOME_LABELS } from '@shared/lead-work';
import { LEAD_STATUS_LABELS } from '@shared/lead-status';
import { MESSAGE_KIND_NAMES, type TimelineEntry } from '@shared/lead-timeline';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { useLeadTimeline } from './api/use-lead-timeline';
import { partnerReportText } from './partner-report-entry';

const MESSAGE_STATES = {
  pending: 'queued',
  sending: 'being sent',
  sent: 'sent',
  failed: 'failed',
} as const;

const CALL_ICONS = {
  reached: Phone,
  no_answer: PhoneMissed,
  wrong_number: PhoneOff,
  call_back: PhoneForwarded,
} as const;

interface EntryView {
  icon: typeof Inbox;
  text: string;
  by?: string | null;
  /** Text staff wrote (a note, a call's notes), shown as written. */
  body?: string;
  /** An edit's fields, old and new. */
  changes?: { label: string; from: string; to: string }[];
}

const RELEASE_WHY = {
  expired: (entry: { respond_by: string | null }) =>
    `no answer${entry.respond_by ? ` by ${formatDateTime(entry.respond_by)}` : ' in time'}`,
  declined: () => 'declined',
  credited: () => 'credited',
} as const;

/** A lead taken back from a partner and who it went to instead. */
function releasedText(entry: Extract<TimelineEntry, { kind: 'partner_released' }>): string {
  const taken = `Taken back from ${entry.partner} (${RELEASE_WHY[entry.reason](entry)})`;
  if (entry.replaced_by === null) return taken;
  return entry.replaced_by
    ? `${taken} and passed to ${entry.replaced_by}`
    : `${taken}: no other partner in the county had room, so it stays with fewer installers`;
}

/** The sentence, the person (if any) and the icon for one entry. */
function entryText(entry: TimelineEntry): EntryView {
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
      return {
        icon: PencilLine,
        text: 'Details edited',
        by: entry.by,
        changes: entry.changes.map((change) => ({
          label: LEAD_FIELD_LABELS[change.field as LeadFieldName]?.text ?? change.field,
          from: change.from,
          to: change.to,
        })),
      };
    case 'note':
      return { icon: StickyNote, text: 'Note', by: entry.by, body: entry.text };
    case 'call':
      return {
        icon: CALL_ICONS[entry.outcome],
        text: entry.call_back_at
          ? `Call: call back on ${formatDateTime(entry.call_back_at)}`
          : `Call: ${CALL_OUTCOME_LABELS[entry.outcome]}`,
        by: entry.by,
        body: entry.note,
      };
    case 'next_action_set':
      return entry.due_at
        ? {
            icon: CalendarClock,
            text: `Next action: ${entry.label}, due ${formatDateTime(entry.due_at)}`,
            by: entry.by,
          }
        : { icon: CalendarX, text: 'Next action cleared', by: entry.by };
    case 'county_set':
      return { icon: MapPin, text: 'County recorded by staff', by: entry.by };
    case 'consent_confirmed':
      return { icon: ShieldCheck, text: "Homeowner's consent confirmed by staff", by: entry.by };
    case 'phone_verified':
      return { icon: PhoneForwarded, text: 'Mobile number confirmed by the homeowner’s code' };
    case 'phone_released':
      return { icon: PhoneForwarded, text: 'Released without the phone code', by: entry.by };
    case 'merged':
      return {
        icon: Combine,
        text: `Lead #${entry.merged_id}${entry.merged_name ? ` (${entry.merged_name})` : ''} merged into this lead: its history and deliveries are listed here`,
        by: entry.by,
      };
    case 'restored':
      return { icon: ArchiveRestore, text: 'Restored from the bin', by: entry.by };
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
        text:
          entry.method === 'auto'
            ? `Sent to ${entry.partner} (matched automatically)`
            : `Sent by hand to ${entry.partner}`,
        by: entry.by,
      };
    case 'partner_response':
      return {
        icon: Share2,
        text:
          entry.response === 'accepted'
            ? `${entry.partner} accepted the lead`
            : `${entry.partner} declined the lead (${entry.reason})${entry.note ? `: ${entry.note}` : ''}`,
        by: entry.by,
      };
    case 'partner_released':
      return { icon: Undo2, text: releasedText(entry) };
    case 'partner_outcome':
    case 'partner_flag':
      return partnerReportText(entry);
    case 'homeowner_choice':
      return {
        icon: UserX,
        text: `The homeowner chose "${HOMEOWNER_CHOICE_LABELS[entry.choice]}"${entry.hired_with ? `: ${entry.hired_with}` : ''} on their page; installers told, no more messages to them`,
      };
    case 'request_link':
      return {
        icon: Link2Off,
        text:
          entry.action === 'issued'
            ? "Homeowner's page link replaced by a new one"
            : "Homeowner's page link revoked",
        by: entry.by,
      };
    case 'contact_changed':
      return {
        icon: PencilLine,
        text: `The homeowner changed their ${entry.field === 'email' ? 'e-mail address' : 'mobile number'} on their page, confirmed by a code sent to the new one`,
      };
    case 'message':
      return {
        icon: entry.channel === 'sms' ? MessageSquare : Mail,
        text: `${MESSAGE_KIND_NAMES[entry.message] ?? (entry.channel === 'sms' ? 'SMS' : 'E-mail')} (${entry.recipient || 'recipient unknown'}) ${MESSAGE_STATES[entry.status]}${
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
              const { icon: Icon, text, by, body, changes } = entryText(entry);
              return (
                <li key={index} className="flex gap-3">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                    <Icon aria-hidden className="size-3.5" />
                  </span>
                  <div className="min-w-0 text-sm">
                    <p className="text-slate-800 [overflow-wrap:anywhere]">{text}</p>
                    {body ? (
                      <p className="mt-0.5 whitespace-pre-line rounded-md bg-slate-50 px-3 py-2 text-slate-700 [overflow-wrap:anywhere]">
                        {body}
                      </p>
                    ) : null}
                    {changes && changes.length > 0 ? (
                      <ul className="mt-0.5 space-y-0.5 text-slate-700">
                        {changes.map((change) => (
                          <li key={change.label} className="[overflow-wrap:anywhere]">
                            <span className="font-medium">{change.label}:</span>{' '}
                            <del className="text-slate-500">{change.from || 'blank'}</del>
                            <span aria-hidden> → </span>
                            <span className="sr-only"> changed to </span>
                            <ins className="no-underline">{change.to || 'blank'}</ins>
                          </li>
                        ))}
                      </ul>
                    ) : null}
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
