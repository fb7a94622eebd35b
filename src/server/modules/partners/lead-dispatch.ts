import type { Transaction } from 'kysely';
import { MAX_PARTNERS_PER_LEAD } from '../../../shared/consent.js';
import type { Database } from '../../db/schema.js';
import { enqueueMessages, type NewMessage } from '../notifications/outbox-repository.js';
import {
  customerConfirmationEmail,
  customerConfirmationSms,
  partnerLeadEmail,
  type LeadForMessage,
} from '../notifications/templates.js';
import { findMatchingPartners, recordAssignments, type PartnerRow } from './partner-repository.js';

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

/**
 * Pass a new lead on, inside the transaction that stores it: choose up to 5 partners and
 * queue the homeowner's e-mail and SMS and each partner's e-mail. Nothing is sent here;
 * the outbox worker delivers after the commit, so a rollback sends nothing.
 */
export async function dispatchNewLead(trx: Trx, lead: LeadForMessage): Promise<PartnerRow[]> {
  const partners = await findMatchingPartners(trx, lead.county, MAX_PARTNERS_PER_LEAD);
  await recordAssignments(trx, lead.id, partners, 'auto', null);
  const email = customerConfirmationEmail(lead, partners);
  await enqueueMessages(trx, [
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

/** Staff send a lead to one more partner by hand. */
export async function sendLeadToPartner(
  trx: Trx,
  lead: LeadForMessage,
  partner: PartnerRow,
  userId: number,
): Promise<void> {
  await recordAssignments(trx, lead.id, [partner], 'manual', userId);
  await enqueueMessages(trx, [partnerMessage(lead, partner)]);
}
