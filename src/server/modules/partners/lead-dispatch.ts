import type { Transaction } from 'kysely';
import { MAX_PARTNERS_PER_LEAD } from '../../../shared/consent.js';
import type { Database } from '../../db/schema.js';
import type { NewMessage } from '../notifications/outbox-repository.js';
import {
  customerConfirmationEmail,
  customerConfirmationSms,
  customerInstallersEmail,
  customerInstallersSms,
  partnerLeadEmail,
  type LeadForMessage,
} from '../notifications/templates.js';
import { markDispatched } from '../leads/lead-repository.js';
import {
  findMatchingPartners,
  listLeadAssignments,
  recordAssignments,
  type PartnerRow,
} from './partner-repository.js';

type Trx = Transaction<Database>;

function partnerMessage(lead: LeadForMessage, partner: PartnerRow): NewMessage {
  const { subject, body } = partnerLeadEmail(lead, partner);
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

/** A lead goes to partners only with a known county and recorded consent. */
export function isReadyForPartners(lead: Pick<LeadForMessage, 'county' | 'consent_at'>): boolean {
  return lead.county !== '' && lead.consent_at !== null;
}

/**
 * Choose partners; the caller records them with their e-mails. A partner staff already
 * sent the lead to by hand is skipped and counts towards the 5. A lead stored in this same
 * transaction (`fresh`) has been sent to no one yet, so that look-up is skipped; `locked`
 * says the county's partners are locked already (insertNewLead took the locks).
 */
async function choosePartners(
  trx: Trx,
  lead: LeadForMessage,
  { fresh = false, locked = false } = {},
): Promise<PartnerRow[]> {
  const already = fresh ? [] : await listLeadAssignments(trx, lead.id);
  const taken = new Set(already.map((row) => Number(row.partner_id)));
  const room = MAX_PARTNERS_PER_LEAD - already.length;
  if (room <= 0) return [];
  const partners = await findMatchingPartners(
    trx,
    lead.county,
    MAX_PARTNERS_PER_LEAD + already.length,
    new Date(),
    locked,
  );
  return partners.filter((partner) => !taken.has(Number(partner.id))).slice(0, room);
}

/**
 * Pass a new lead on, inside the transaction that stores it: when it was stored as passed on
 * (`dispatched_at`: county and consent known), choose up to 5 partners and queue their
 * e-mails; always queue the homeowner's confirmation e-mail and SMS (they asked for a quote;
 * a held lead's confirmation says what happens next). Nothing is sent here: the outbox
 * worker delivers after the commit, so a rollback sends nothing.
 */
export async function dispatchNewLead(
  trx: Trx,
  lead: LeadForMessage & { dispatched_at: string | null },
  { partnersLocked = false } = {},
): Promise<PartnerRow[]> {
  const partners = lead.dispatched_at
    ? await choosePartners(trx, lead, { fresh: true, locked: partnersLocked })
    : [];
  const email = customerConfirmationEmail(lead, partners);
  await recordAssignments(trx, lead.id, partners, 'auto', null, [
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
    ...partners.map((partner) => partnerMessage(lead, partner)),
  ]);
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
  const messages = partners.map((partner) => partnerMessage(lead, partner));
  if (partners.length > 0) {
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
  await recordAssignments(trx, lead.id, partners, 'auto', null, messages);
  return partners;
}

/** Staff send a lead to one more partner by hand (the caller checks consent). */
export async function sendLeadToPartner(
  trx: Trx,
  lead: LeadForMessage,
  partner: PartnerRow,
  userId: number,
): Promise<void> {
  await recordAssignments(trx, lead.id, [partner], 'manual', userId, [
    partnerMessage(lead, partner),
  ]);
}
