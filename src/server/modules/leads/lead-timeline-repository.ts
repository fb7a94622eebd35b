import { homeownerEntry } from '../homeowner-requests/request-timeline.js';
import type { MessageKind, TimelineEntry } from '../../../shared/lead-timeline.js';
import {
  DECLINE_REASON_LABELS,
  RELEASE_REASONS,
  type DeclineReason,
  type ReleaseReason,
} from '../../../shared/partner-portal.js';
import type { LeadStatus } from '../../../shared/lead-status.js';
import type { Db } from '../../db/connection.js';
import { workEntry } from './lead-work-timeline.js';
import { partnerFlagEntries, partnerOutcomeEntry } from './partner-report-timeline.js';

/** An event's JSON detail; an unreadable one reads as empty. */
function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Everything recorded about one lead, newest first: its creation, each status change or
 * edit with the staff member, each partner it went to, and each message's current state.
 */
export async function leadTimeline(db: Db, leadId: number): Promise<TimelineEntry[] | undefined> {
  const lead = await db
    .selectFrom('leads')
    .select(['created_at', 'url_type', 'consent_version', 'consent_confirmed_by'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return undefined;
  const [events, assignments, messages] = await Promise.all([
    db
      .selectFrom('lead_events as e')
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .select([
        'e.type',
        'e.from_status',
        'e.to_status',
        'e.detail',
        'e.created_at',
        'u.name as by',
      ])
      .where('e.lead_id', '=', leadId)
      .where('e.type', '!=', 'created')
      .execute(),
    db
      .selectFrom('lead_partners as lp')
      .leftJoin('users as u', 'u.id', 'lp.assigned_by')
      .leftJoin('users as r', 'r.id', 'lp.responded_by')
      .leftJoin('users as f', 'f.id', 'lp.flagged_by')
      .select([
        'lp.flag_reason',
        'lp.flag_note',
        'lp.flagged_at',
        'lp.credit_status',
        'f.name as flagger',
        'lp.partner_name',
        'lp.method',
        'lp.assigned_at',
        'u.name as by',
        'lp.response',
        'lp.responded_at',
        'lp.decline_reason',
        'lp.decline_note',
        'r.name as responder',
        'lp.respond_by',
        'lp.released_at',
        'lp.release_reason',
        'lp.replaced_by',
      ])
      .where('lp.lead_id', '=', leadId)
      .execute(),
    db
      .selectFrom('outbox')
      .select([
        'kind',
        'channel',
        'recipient',
        'status',
        'attempts',
        'last_error',
        'sent_at',
        'updated_at',
      ])
      .where('lead_id', '=', leadId)
      // Partners' webhooks are in their delivery logs, not on the lead.
      .where('channel', '!=', 'webhook')
      .execute(),
  ]);
  const entries: TimelineEntry[] = [
    {
      kind: 'created',
      at: lead.created_at,
      page: lead.url_type,
      // Consent staff confirmed later was not part of the request itself.
      consent_version: lead.consent_confirmed_by ? null : lead.consent_version || null,
    },
    ...events.map((event): TimelineEntry => {
      const by = event.by ?? null;
      switch (event.type) {
        case 'status_changed':
          return {
            kind: 'status_changed',
            at: event.created_at,
            from: event.from_status as LeadStatus | null,
            to: event.to_status as LeadStatus,
            by,
          };
        case 'county_set':
          return { kind: 'county_set', at: event.created_at, by };
        case 'consent_confirmed':
          return { kind: 'consent_confirmed', at: event.created_at, by };
        case 'merged': {
          const detail = parseDetail(event.detail);
          return {
            kind: 'merged',
            at: event.created_at,
            merged_id: Number(detail.merged_id ?? 0),
            merged_name: String(detail.merged_name ?? ''),
            by,
          };
        }
        case 'restored':
          return { kind: 'restored', at: event.created_at, by };
        case 'phone_verified':
        case 'phone_released':
          return { kind: event.type, at: event.created_at, by };
        case 'owner_changed':
          return ownerChangedEntry(event.created_at, event.detail, by);
        case 'partner_outcome':
          return partnerOutcomeEntry(event.created_at, event.detail, event.to_status, by);
        case 'homeowner_choice':
        case 'request_link':
        case 'contact_changed':
          return homeownerEntry(event.type, event.created_at, event.detail, by);
        default:
          // Edits, notes, calls and next actions carry their detail as JSON.
          return workEntry(event.type, event.created_at, by, event.detail);
      }
    }),
    ...assignments.map((row): TimelineEntry => ({
      kind: 'partner',
      at: row.assigned_at,
      partner: row.partner_name,
      method: row.method === 'manual' ? 'manual' : 'auto',
      by: row.by ?? null,
    })),
    ...assignments.flatMap((row): TimelineEntry[] =>
      row.responded_at && (row.response === 'accepted' || row.response === 'declined')
        ? [
            {
              kind: 'partner_response',
              at: row.responded_at,
              partner: row.partner_name,
              response: row.response,
              reason:
                DECLINE_REASON_LABELS[row.decline_reason as DeclineReason] ?? row.decline_reason,
              note: row.decline_note,
              by: row.responder ?? null,
            },
          ]
        : [],
    ),
    // Taken back from a partner and offered to the next one.
    ...assignments.flatMap((row): TimelineEntry[] =>
      row.released_at && isReleaseReason(row.release_reason)
        ? [
            {
              kind: 'partner_released',
              at: row.released_at,
              partner: row.partner_name,
              reason: row.release_reason,
              respond_by: row.respond_by,
              replaced_by: row.replaced_by,
            },
          ]
        : [],
    ),
    ...partnerFlagEntries(assignments),
    ...messages.map((row): TimelineEntry => ({
      kind: 'message',
      at: row.sent_at ?? row.updated_at,
      message: row.kind as MessageKind,
      channel: row.channel as 'email' | 'sms',
      recipient: row.recipient,
      status: row.status as 'sent',
      attempts: Number(row.attempts),
      error: row.last_error,
    })),
  ];
  // Newest first; at one moment, later steps (messages after partners after creation) first.
  const order: Record<TimelineEntry['kind'], number> = {
    created: 0,
    status_changed: 1,
    updated: 1,
    note: 1,
    call: 1,
    next_action_set: 1,
    county_set: 1,
    consent_confirmed: 1,
    phone_verified: 1,
    phone_released: 1,
    merged: 1,
    restored: 1,
    owner_changed: 1,
    partner: 2,
    partner_response: 2,
    partner_released: 2,
    partner_outcome: 2,
    partner_flag: 2,
    homeowner_choice: 1,
    request_link: 1,
    contact_changed: 1,
    message: 3,
  };
  return entries.sort((a, b) => b.at.localeCompare(a.at) || order[b.kind] - order[a.kind]);
}

const isReleaseReason = (reason: string): reason is ReleaseReason =>
  (RELEASE_REASONS as readonly string[]).includes(reason);

/** "Assigned to X by Y": the names as they were when it happened (kept in the detail). */
function ownerChangedEntry(at: string, detail: string, by: string | null): TimelineEntry {
  let names: { from?: unknown; to?: unknown } = {};
  try {
    names = detail ? (JSON.parse(detail) as typeof names) : {};
  } catch {
    // An unreadable detail still shows the change, without names.
  }
  const name = (value: unknown) => (typeof value === 'string' ? value : null);
  return { kind: 'owner_changed', at, from: name(names.from), to: name(names.to), by };
}
