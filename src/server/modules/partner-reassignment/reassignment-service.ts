import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../audit/audit-repository.js';
import { findLeadForMessage } from '../leads/lead-repository.js';
import { enqueueMessages, type NewMessage } from '../notifications/outbox-repository.js';
import type { LeadForMessage } from '../notifications/templates.js';
import { enqueuePartnerEvents } from '../partner-webhooks/partner-events.js';
import { offerToNextPartners } from '../partners/lead-dispatch.js';
import { lockPartners } from '../partners/partner-repository.js';
import { PAUSE_AFTER_EXPIRIES } from '../settings/partner-settings.js';
import { readSetting } from '../settings/settings-repository.js';
import { partnerPausedEmail, takenBackEmail } from './reassignment-messages.js';
import {
  activeAdmins,
  countExpiry,
  leadStatuses,
  partnerContacts,
  pauseForExpiries,
  recordReplacement,
  takeBackExpired,
  type ReleasedAssignment,
} from './reassignment-repository.js';

type Trx = Transaction<Database>;

/** A lead staff closed (converted or lost) is taken back but offered to no one new. */
const CLOSED = new Set(['converted', 'lost']);

/**
 * Offer each released lead to the next partner of its county's rotation, one for one, and
 * record who took its place ('' when no one eligible had room, null for a closed lead).
 * The partners involved are locked first, in one statement (lockPartners).
 */
async function handOn(trx: Trx, released: ReleasedAssignment[]) {
  const leadIds = [...new Set(released.map((row) => row.lead_id))];
  const leads = new Map<number, LeadForMessage>();
  for (const id of leadIds) {
    const lead = await findLeadForMessage(trx, id);
    if (lead) leads.set(id, lead);
  }
  const statuses = await leadStatuses(trx, leadIds);
  const partnerIds = released.flatMap((row) => (row.partner_id === null ? [] : [row.partner_id]));
  const counties = [...new Set([...leads.values()].map((lead) => lead.county).filter(Boolean))];
  await lockPartners(trx, [...new Set(partnerIds)], counties);
  let reassigned = 0;
  for (const row of released) {
    const lead = leads.get(row.lead_id);
    if (!lead || CLOSED.has(statuses.get(row.lead_id) ?? '')) {
      await recordReplacement(trx, row.id, null);
      continue;
    }
    const [next] = await offerToNextPartners(trx, lead, 1);
    await recordReplacement(trx, row.id, next?.name ?? '');
    if (next) reassigned += 1;
  }
  return { leads, reassigned };
}

export interface ExpiryOptions {
  /** Most assignments one run takes back (the rest wait for the next minute). */
  limit: number;
  /** The site's address, for the links in the e-mails. */
  baseUrl: string;
}

/**
 * Take back every pending assignment whose response window ended by `now` (up to `limit`,
 * oldest first), offer each lead to the next partner, tell the partner it was taken from
 * and its own tools ('lead.reassigned'), count the expiry against that partner and pause it
 * when the admin's setting says so. All on the caller's transaction (the job's run).
 */
export async function expireOverdueResponses(trx: Trx, now: Date, options: ExpiryOptions) {
  const at = now.toISOString();
  const released = await takeBackExpired(trx, at, options.limit);
  if (released.length === 0) return { expired: 0, reassigned: 0, paused: 0 };
  const { leads, reassigned } = await handOn(trx, released);

  const partnerIds = [
    ...new Set(released.flatMap((row) => (row.partner_id === null ? [] : [row.partner_id]))),
  ];
  const contacts = await partnerContacts(trx, partnerIds);
  const messages: NewMessage[] = [];
  for (const row of released) {
    const partner = row.partner_id === null ? undefined : contacts.get(row.partner_id);
    const lead = leads.get(row.lead_id);
    if (!partner || !lead) continue;
    messages.push(
      takenBackEmail(
        { id: lead.id, county: lead.county },
        { ...partner, id: Number(partner.id) },
        row.respond_by,
        `${options.baseUrl}/partner`,
      ),
    );
  }
  await enqueuePartnerEvents(
    trx,
    released.flatMap((row) =>
      row.partner_id === null
        ? []
        : [
            {
              partnerId: row.partner_id,
              type: 'lead.reassigned' as const,
              leadId: row.lead_id,
              data: { reason: 'expired', respond_by: row.respond_by },
            },
          ],
    ),
  );

  const paused = await countExpiries(trx, released, at, options.baseUrl, messages);
  await enqueueMessages(trx, messages);
  return { expired: released.length, reassigned, paused };
}

/**
 * Count each expiry against its partner; a partner reaching the admin's "pause after N"
 * (0: off) is paused, with an audit entry and an e-mail to every active admin (queued in
 * `messages`). Returns how many partners were paused.
 */
async function countExpiries(
  trx: Trx,
  released: ReleasedAssignment[],
  at: string,
  baseUrl: string,
  messages: NewMessage[],
): Promise<number> {
  const pauseAfter = await readSetting(trx, PAUSE_AFTER_EXPIRIES);
  const reached = new Map<number, { name: string; count: number }>();
  for (const row of released) {
    if (row.partner_id === null) continue;
    const counted = await countExpiry(trx, row.partner_id);
    if (counted && counted.active && pauseAfter > 0 && counted.expiredInRow >= pauseAfter) {
      reached.set(row.partner_id, { name: row.partner_name, count: counted.expiredInRow });
    }
  }
  let paused = 0;
  const admins = reached.size > 0 ? await activeAdmins(trx) : [];
  for (const [partnerId, { name, count }] of reached) {
    if (!(await pauseForExpiries(trx, partnerId, at, count))) continue;
    paused += 1;
    await recordAudit(trx, null, {
      action: 'partner_paused',
      detail: { partner_id: partnerId, partner: name, expired_in_row: count },
    });
    for (const admin of admins) {
      messages.push(
        partnerPausedEmail(
          { id: partnerId, name },
          { id: Number(admin.id), name: admin.name, email: admin.email },
          at,
          count,
          `${baseUrl}/admin/partners`,
        ),
      );
    }
  }
  return paused;
}

/**
 * An installer declined, which took the lead back from their partner (recordResponse): offer
 * it to the next partner in the same transaction.
 */
export async function handOnDeclined(trx: Trx, released: ReleasedAssignment) {
  await handOn(trx, [released]);
}
