import type { Transaction } from 'kysely';
import { MAX_PARTNERS_PER_LEAD } from '../../../shared/consent.js';
import type { Database } from '../../db/schema.js';
import { enqueueMessages, type NewMessage } from '../notifications/outbox-repository.js';
import {
  customerConfirmationEmail,
  customerConfirmationSms,
  customerInstallersEmail,
  customerInstallersSms,
  partnerLeadEmail,
  type LeadForMessage,
} from '../notifications/templates.js';
import {
  partnersWithSameHomeowner,
  type SameHomeowner,
} from '../leads/lead-duplicate-repository.js';
import { markDispatched } from '../leads/lead-repository.js';
import { leadsNotToContact } from '../homeowner-requests/request-repository.js';
import { issueRequestLink } from '../homeowner-requests/request-service.js';
import { LEAD_LINK_DAYS, leadLinkUrl } from '../partner-links/lead-link.js';
import { enqueuePartnerEvents, offeredMessages } from '../partner-webhooks/partner-events.js';
import {
  findMatchingPartners,
  listLeadAssignments,
  rankPartners,
  recordAssignments,
  type Assignment,
  type PartnerRow,
  type PendingLoad,
} from './partner-repository.js';

type Trx = Transaction<Database>;

function partnerMessage(lead: LeadForMessage, partner: PartnerRow): NewMessage {
  const link = { url: leadLinkUrl(lead.id, Number(partner.id)), days: LEAD_LINK_DAYS };
  const { subject, body } = partnerLeadEmail(lead, partner, link);
  return {
    lead_id: lead.id,
    kind: 'partner_email',
    channel: 'email',
    recipient: partner.email,
    subject,
    body,
    dedupe_key: `lead:${lead.id}:partner:${partner.id}`,
  };
}

/**
 * A lead goes to partners only with a known county and recorded consent, and not while it
 * waits for the homeowner's texted code or their pick of installers.
 */
export function isReadyForPartners(
  lead: Pick<LeadForMessage, 'county' | 'consent_at' | 'phone_verification' | 'homeowner_pick'>,
): boolean {
  return (
    lead.county !== '' &&
    lead.consent_at !== null &&
    lead.phone_verification !== 'pending' &&
    lead.homeowner_pick !== 'awaiting'
  );
}

/**
 * Choose up to `limit` partners for a lead passed on later; the caller records them with their
 * e-mails. A partner the lead already went to is skipped (staff's sends by hand count towards
 * the 5 while they hold it); one that has the same homeowner through another lead is skipped.
 */
async function choosePartners(
  trx: Trx,
  lead: LeadForMessage,
  limit = MAX_PARTNERS_PER_LEAD,
): Promise<PartnerRow[]> {
  // A homeowner who hired someone, asked us to stop or withdrew consent gets no one new.
  if ((await leadsNotToContact(trx, [lead.id])).size > 0) return [];
  const already = await listLeadAssignments(trx, lead.id);
  // Partners that have the same homeowner through another lead are left out too.
  const taken = await partnersWithSameHomeowner(trx, lead);
  for (const row of already) taken.add(Number(row.partner_id));
  // A partner the lead was taken back from (released) no longer holds one of the 5 places.
  const holding = already.filter((row) => row.released_at === null).length;
  const room = Math.min(limit, MAX_PARTNERS_PER_LEAD - holding);
  if (room <= 0) return [];
  const partners = await findMatchingPartners(
    trx,
    lead.county,
    MAX_PARTNERS_PER_LEAD + already.length,
  );
  return partners.filter((partner) => !taken.has(Number(partner.id))).slice(0, room);
}

type NewLeadToDispatch = LeadForMessage & { dispatched_at: string | null };

/** What passing new leads on writes: their assignments and messages (planNewLeads). */
export interface NewLeadsPlan {
  /** Each lead's partners, in the order of the leads. */
  chosen: PartnerRow[][];
  assignments: Assignment[];
  messages: NewMessage[];
}

/**
 * The counties of the leads that go to partners now (stored with `dispatched_at`), whose
 * partners planNewLeads needs.
 */
export function countiesToDispatch(
  leads: { county?: string; dispatched_at?: string | null }[],
): string[] {
  return [...new Set(leads.flatMap((lead) => (lead.dispatched_at && lead.county) || []))];
}

/**
 * Choose partners for new leads, each as if the ones before it were already stored, and
 * write their messages: when a lead was stored as passed on (`dispatched_at`: county and
 * consent known), up to 5 partners of its county (`partnersByCounty`, read while they are
 * locked) and their e-mails; always the homeowner's confirmation e-mail and SMS (they asked
 * for a quote; a held lead's confirmation says what happens next).
 */
export function planNewLeads(
  leads: NewLeadToDispatch[],
  partnersByCounty: ReadonlyMap<string, PartnerRow[]>,
  assignedAt: string,
  sameHomeowner: readonly SameHomeowner[] = [],
): NewLeadsPlan {
  const pending = new Map<number, PendingLoad>();
  const chosen: PartnerRow[][] = [];
  const messages: NewMessage[] = [];
  for (const [k, lead] of leads.entries()) {
    let partners: PartnerRow[] = [];
    if (lead.dispatched_at) {
      // A lead stored in this transaction has been sent to no one yet; partners that already
      // have the same homeowner through an earlier lead are left out.
      let candidates = partnersByCounty.get(lead.county) ?? [];
      const same = sameHomeowner[k];
      if (same && (same.partnerIds.size > 0 || same.earlier.length > 0)) {
        const taken = new Set(same.partnerIds);
        for (const j of same.earlier)
          for (const partner of chosen[j]!) taken.add(Number(partner.id));
        candidates = candidates.filter((partner) => !taken.has(Number(partner.id)));
      }
      partners = rankPartners(candidates, MAX_PARTNERS_PER_LEAD, pending);
      for (const partner of partners) {
        const given = pending.get(Number(partner.id))?.leads ?? 0;
        pending.set(Number(partner.id), { leads: given + 1, lastAssignedAt: assignedAt });
      }
    }
    chosen.push(partners);
    // Waiting for its texted code: the code goes instead, the confirmation once it is typed.
    if (lead.phone_verification === 'pending') continue;
    messages.push(...confirmationMessages(lead, partners));
    messages.push(
      ...partners.map((partner) => partnerMessage(lead, partner)),
      // Partners with a webhook: their rows are loaded already, so this costs no query.
      ...offeredMessages(lead, partners),
    );
  }
  const assignments = leads.map((lead, k) => ({ leadId: lead.id, partners: chosen[k]! }));
  return { chosen, assignments, messages };
}

/** The homeowner's confirmation e-mail and SMS, naming the partners the lead went to. */
function confirmationMessages(lead: LeadForMessage, partners: PartnerRow[]): NewMessage[] {
  const email = customerConfirmationEmail(lead, partners);
  return [
    {
      lead_id: lead.id,
      kind: 'customer_email',
      channel: 'email',
      recipient: lead.email,
      subject: email.subject,
      body: email.body,
      dedupe_key: `lead:${lead.id}:customer_email`,
    },
    {
      lead_id: lead.id,
      kind: 'customer_sms',
      channel: 'sms',
      recipient: lead.mobile_number,
      body: customerConfirmationSms(lead, partners),
      dedupe_key: `lead:${lead.id}:customer_sms`,
    },
  ];
}

export interface DispatchOptions {
  /**
   * Hold the lead for the homeowner's pick of these matched partners: true
   * when it did, and the caller has written what the homeowner is told.
   */
  holdForPick?: (partners: PartnerRow[]) => Promise<boolean>;
}

/**
 * Pass on a lead whose phone was just confirmed (by its code, or by staff), as its submit
 * would have: partners matched when its county and consent are known, their e-mails and
 * webhooks, and the homeowner's confirmation naming them. The caller has moved the lead out of
 * 'pending' with a conditional UPDATE, so this runs once per lead.
 */
export async function dispatchConfirmedLead(
  trx: Trx,
  lead: LeadForMessage,
  options: DispatchOptions = {},
): Promise<PartnerRow[]> {
  let partners: PartnerRow[] = [];
  if (isReadyForPartners(lead) && (await markDispatched(trx, lead.id))) {
    partners = await choosePartners(trx, lead);
    // Held for the homeowner's pick instead: matched, but no one has it yet.
    if (partners.length > 0 && options.holdForPick && (await options.holdForPick(partners))) {
      return [];
    }
    await recordAssignments(trx, [{ leadId: lead.id, partners }], 'auto', null);
  }
  await confirmPassedOn(trx, lead, partners);
  return partners;
}

/**
 * What a lead that waited (for its code or the homeowner's pick) sends once passed on, as its
 * submit would have: the homeowner's confirmation naming `partners`, with a new link to their
 * page (the first one's token is not kept), and each partner's e-mail and webhook.
 */
async function confirmPassedOn(trx: Trx, lead: LeadForMessage, partners: PartnerRow[]) {
  const linked = { ...lead, request_url: await issueRequestLink(trx, lead.id) };
  await enqueueMessages(trx, [
    ...confirmationMessages(linked, partners),
    ...partners.map((partner) => partnerMessage(linked, partner)),
    ...offeredMessages(linked, partners),
  ]);
}

/**
 * Pass on a lead that waited for the homeowner's pick: to the partners they
 * picked, or, when `picked` is null (time limit, staff), to the default matching now. The
 * homeowner's confirmation names them, as the submit's would have. The caller has moved the
 * lead out of 'awaiting' with a conditional UPDATE, so this runs once per lead.
 */
export async function dispatchPickedLead(
  trx: Trx,
  lead: LeadForMessage,
  picked: PartnerRow[] | null,
): Promise<PartnerRow[]> {
  lead = { ...lead, homeowner_pick: '' };
  // A homeowner who asked us to stop meanwhile gets no one (choosePartners checks it too).
  if ((await leadsNotToContact(trx, [lead.id])).size > 0) return [];
  // Not passed on while it waited: it is now.
  await markDispatched(trx, lead.id);
  const partners = picked ?? (await choosePartners(trx, lead));
  await recordAssignments(trx, [{ leadId: lead.id, partners }], 'auto', null);
  await confirmPassedOn(trx, lead, partners);
  return partners;
}

/**
 * Pass on a lead that was held for its county or consent, once staff have supplied what was
 * missing. Returns the partners chosen, or null when the lead is not ready or already went
 * out. The homeowner, who was told installers would follow, hears who they are.
 */
export async function dispatchHeldLead(
  trx: Trx,
  lead: LeadForMessage,
): Promise<PartnerRow[] | null> {
  if (!isReadyForPartners(lead) || !(await markDispatched(trx, lead.id))) return null;
  const partners = await choosePartners(trx, lead);
  const messages = [
    ...partners.map((partner) => partnerMessage(lead, partner)),
    ...offeredMessages(lead, partners),
  ];
  if (partners.length > 0) {
    // A new link to the homeowner's page for this message: the first one's token is not kept.
    lead = { ...lead, request_url: await issueRequestLink(trx, lead.id) };
    const email = customerInstallersEmail(lead, partners);
    messages.unshift(
      {
        lead_id: lead.id,
        kind: 'customer_update_email',
        channel: 'email',
        recipient: lead.email,
        subject: email.subject,
        body: email.body,
        dedupe_key: `lead:${lead.id}:customer_update_email`,
      },
      {
        lead_id: lead.id,
        kind: 'customer_update_sms',
        channel: 'sms',
        recipient: lead.mobile_number,
        body: customerInstallersSms(lead, partners),
        dedupe_key: `lead:${lead.id}:customer_update_sms`,
      },
    );
  }
  await recordAssignments(trx, [{ leadId: lead.id, partners }], 'auto', null);
  await enqueueMessages(trx, messages);
  return partners;
}

/** Staff send a lead to one more partner by hand (the caller checks consent). */
export async function sendLeadToPartner(
  trx: Trx,
  lead: LeadForMessage,
  partner: PartnerRow,
  userId: number,
): Promise<void> {
  await recordAssignments(trx, [{ leadId: lead.id, partners: [partner] }], 'manual', userId);
  await enqueueMessages(trx, [partnerMessage(lead, partner), ...offeredMessages(lead, [partner])]);
}

/**
 * Offer a lead to the next `count` partners of its county's rotation in place of ones it was
 * taken back from (expired, declined or credited; the caller has set their released_at). A
 * partner it went to before, or that has the same homeowner, is skipped, and the lead never
 * holds more than 5 partners at once. Returns the partners it now went to (none when no one
 * eligible has room under their cap).
 */
export async function offerToNextPartners(
  trx: Trx,
  lead: LeadForMessage,
  count = 1,
): Promise<PartnerRow[]> {
  if (!isReadyForPartners(lead)) return [];
  const partners = await choosePartners(trx, lead, count);
  if (partners.length === 0) return [];
  await recordAssignments(trx, [{ leadId: lead.id, partners }], 'auto', null);
  await enqueueMessages(
    trx,
    partners.map((partner) => partnerMessage(lead, partner)),
  );
  await enqueuePartnerEvents(
    trx,
    partners.map((partner) => ({
      partnerId: Number(partner.id),
      type: 'lead.offered',
      leadId: lead.id,
    })),
  );
  return partners;
}
