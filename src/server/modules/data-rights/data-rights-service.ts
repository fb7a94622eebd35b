import {
  DATA_RIGHTS_TEXT,
  type DataRequestVia,
  type DataRightsStatus,
  type EraseResult,
  type LeadDataExport,
} from '../../../shared/data-rights.js';
import { CONSENT_TEXT, CONSENT_VERSION } from '../../../shared/consent.js';
import { MESSAGE_KIND_NAMES, type MessageKind } from '../../../shared/lead-timeline.js';
import { inTransaction, isUniqueViolation, nowIso, type Db } from '../../db/connection.js';
import { conflict } from '../../http-error.js';
import { auditQuery, type AuditActor } from '../audit/audit-repository.js';
import { leadTimeline } from '../leads/lead-timeline-repository.js';
import { enqueueMessages } from '../notifications/outbox-repository.js';
import {
  completeDataRequest,
  findErasedAt,
  findLeadPersonalRow,
  insertDataRequest,
  leadExists,
  listDataRequests,
  listHomeownerMessages,
  listRecipients,
} from './data-rights-repository.js';
import { erasureNotice } from './erasure-notice.js';
import {
  eraseEvents,
  eraseLeadRow,
  eraseMessages,
  eraseHomeownerPage,
  erasePartnerNotes,
  scrubElsewhere,
} from './erase-repository.js';
import { plainWords } from './plain-events.js';
import { personalValues } from './personal-data.js';

/** Who asked: the homeowner (their request page) or a staff member for them (phone, post). */
export type DataRightsActor = { via: 'homeowner' } | { via: 'staff'; id: number; name: string };

const viaOf = (actor: DataRightsActor): DataRequestVia => actor.via;
const staffOf = (actor: DataRightsActor): AuditActor | null =>
  actor.via === 'staff' ? { id: actor.id, name: actor.name } : null;

/**
 * Everything we hold about one request, as one document: the request, the consent record,
 * each installer it went to, each message sent to the homeowner and what happened, in plain
 * words. Undefined when there is no such lead. Reads only; recordDataExport records the ask.
 */
export async function exportLeadData(db: Db, leadId: number): Promise<LeadDataExport | undefined> {
  const lead = await findLeadPersonalRow(db, leadId);
  if (!lead) return undefined;
  const [erasedAt, recipients, messages, timeline, requests] = await Promise.all([
    findErasedAt(db, leadId),
    listRecipients(db, leadId),
    listHomeownerMessages(db, leadId, [lead.email, lead.mobile_number]),
    leadTimeline(db, leadId),
    listDataRequests(db, leadId),
  ]);
  const events = (timeline ?? [])
    .map((entry) => ({ at: entry.at, text: plainWords(entry) }))
    .filter((event): event is { at: string; text: string } => event.text !== null)
    .sort((a, b) => a.at.localeCompare(b.at));
  return {
    reference: Number(lead.id),
    generated_at: nowIso(),
    erased_at: erasedAt,
    request: {
      received_at: lead.created_at,
      status: lead.status,
      first_name: lead.first_name,
      last_name: lead.last_name,
      email: lead.email,
      mobile_number: lead.mobile_number,
      property_address: lead.property_address,
      county: lead.county,
      eircode: lead.eircode,
      property_type: lead.property_type,
      window_type: lead.window_type,
      number_of_windows: lead.number_of_windows,
      preferred_timeframe: lead.preferred_timeframe,
      window_material: lead.window_material,
      glazing_type: lead.glazing_type,
      additional_info: lead.additional_info,
      page: lead.url_type,
    },
    consent: {
      given: lead.consent_at !== null,
      consent_at: lead.consent_at,
      wording_version: lead.consent_version,
      wording: lead.consent_version === CONSENT_VERSION ? CONSENT_TEXT : null,
      page: lead.consent_page,
      confirmed_by_staff: lead.consent_confirmed_by,
      marketing_opt_in: Boolean(lead.marketing_opt_in),
    },
    recipients: recipients.map((row) => ({
      partner: row.partner_name,
      assigned_at: row.assigned_at,
      how: row.method === 'manual' ? ('sent by staff' as const) : ('matched' as const),
      response: row.response,
      responded_at: row.responded_at,
      released_at: row.released_at,
      release_reason: row.release_reason,
      outcome: row.outcome,
    })),
    messages: messages.map((row) => ({
      kind: row.kind,
      description: MESSAGE_KIND_NAMES[row.kind as MessageKind] ?? row.kind,
      channel: row.channel,
      recipient: row.recipient,
      status: row.status,
      created_at: row.created_at,
      sent_at: row.sent_at,
    })),
    events,
    data_requests: requests,
  };
}

/** Who asked, as a data request records it. */
function askedBy(actor: DataRightsActor) {
  return {
    via: viaOf(actor),
    actorId: actor.via === 'staff' ? actor.id : null,
    actorName: actor.via === 'staff' ? actor.name : '',
  };
}

/** Record that the lead's data was handed over (asked and done at once), with an audit entry. */
export async function recordDataExport(
  db: Db,
  leadId: number,
  actor: DataRightsActor,
  format: 'json' | 'html',
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const at = nowIso();
    await insertDataRequest(trx, {
      leadId,
      kind: 'export',
      ...askedBy(actor),
      requestedAt: at,
      completedAt: at,
    });
    await auditQuery(trx, staffOf(actor), [
      { action: 'lead_data_exported', leadId, detail: { format, via: viaOf(actor) } },
    ]).execute();
  });
}

/** Whether the lead was erased, and its data requests; undefined when there is no such lead. */
export async function dataRightsStatus(
  db: Db,
  leadId: number,
): Promise<DataRightsStatus | undefined> {
  if (!(await leadExists(db, leadId))) return undefined;
  const [erasedAt, requests] = await Promise.all([
    findErasedAt(db, leadId),
    listDataRequests(db, leadId),
  ]);
  return { lead_id: leadId, erased_at: erasedAt, requests };
}

/** A 409 when the lead's personal data was erased: it can no longer be edited or worked. */
export async function assertLeadNotErased(db: Db, leadId: number): Promise<void> {
  if (await findErasedAt(db, leadId)) throw conflict(DATA_RIGHTS_TEXT.erasedLocked);
}

/**
 * Erase the homeowner's personal data from one lead at once, in one transaction: the lead row,
 * its events, its messages (queued ones cancelled), its installers' notes, audit entries and
 * anything else quoting them (personal-data.ts). The lead stays, with its status, county, page
 * and dates, so every count is unchanged. Each installer that received it is sent an erasure
 * notice naming the reference only. The request and its completion are recorded.
 * Undefined when there is no such lead; 409 when it was erased already.
 */
export async function eraseLead(
  db: Db,
  leadId: number,
  actor: DataRightsActor,
): Promise<EraseResult | undefined> {
  try {
    return await inTransaction(db, async (trx) => {
      const lead = await findLeadPersonalRow(trx, leadId);
      if (!lead) return undefined;
      if (await findErasedAt(trx, leadId)) throw conflict(DATA_RIGHTS_TEXT.alreadyErased);
      const requestedAt = nowIso();
      await insertDataRequest(trx, {
        leadId,
        kind: 'erasure',
        ...askedBy(actor),
        requestedAt,
        completedAt: null,
      });
      const personal = personalValues(lead);
      await eraseLeadRow(trx, lead);
      await eraseEvents(trx, leadId, personal);
      await erasePartnerNotes(trx, leadId);
      await eraseHomeownerPage(trx, leadId, requestedAt);
      const cancelled = await eraseMessages(trx, lead, requestedAt);
      await scrubElsewhere(trx, leadId, personal);
      const partners = (await listRecipients(trx, leadId)).filter(
        (row, index, rows) =>
          row.partner_id !== null &&
          row.partner_email &&
          rows.findIndex((other) => other.partner_id === row.partner_id) === index,
      );
      await enqueueMessages(
        trx,
        partners.map((row) =>
          erasureNotice(leadId, { id: Number(row.partner_id), email: row.partner_email! }),
        ),
      );
      const completedAt = nowIso();
      await completeDataRequest(trx, leadId, 'erasure', completedAt);
      await auditQuery(trx, staffOf(actor), [
        {
          action: 'lead_erased',
          leadId,
          detail: { via: viaOf(actor), partners_notified: partners.length },
        },
      ]).execute();
      return {
        lead_id: leadId,
        erased_at: completedAt,
        partners_notified: partners.length,
        messages_cancelled: cancelled,
      };
    });
  } catch (error) {
    // Two erasures at once: the second breaks the one-erasure-per-lead index.
    if (isUniqueViolation(error)) throw conflict(DATA_RIGHTS_TEXT.alreadyErased);
    throw error;
  }
}
