import type { ContactChangeInput } from '../../../shared/contact-change.js';
import type { ContactChanged, ContactCodeSent } from '../../../shared/contact-change.js';
import { CONTACT_CHANGE_TEXT, type ContactField } from '../../../shared/contact-change-text.js';
import { PHONE_CODE_RESEND_SECONDS } from '../../../shared/phone-verification-rules.js';
import { inTransaction, type Db } from '../../db/connection.js';
import { leadMatchKeys } from '../../db/lead-match-keys.js';
import { leadSearchText, nationalDigits } from '../../db/lead-search-text.js';
import { badRequest, conflict, validationError } from '../../http-error.js';
import { recordLeadEvents } from '../leads/lead-event-repository.js';
import { findLeadById, updateLead } from '../leads/lead-repository.js';
import { enqueueMessages } from '../notifications/outbox-repository.js';
import { enqueuePartnerEvents } from '../partner-webhooks/partner-events.js';
import {
  CODE_EXPIRED_TEXT,
  CODE_NO_TRIES_TEXT,
  codeMatches,
  newPhoneCode,
  resendRefused,
  wrongCodeText,
} from '../phone-verification/phone-code.js';
import { contactCodeMessage, partnerContactChangedMessage } from './contact-change-messages.js';
import {
  deleteExpiredChange,
  findContactChange,
  insertContactChange,
  replaceContactCode,
  takeConfirmedChange,
  takeContactTry,
} from './contact-change-repository.js';
import { leadsNotToContact, listLeadRecipients } from './request-repository.js';
import { openRequest, requestView } from './request-service.js';

/** Whether a new mobile can be confirmed: only with an SMS provider to text its code. */
export interface ContactChangeOptions {
  smsConfigured: boolean;
}

const codeProblem = (message: string) => validationError({ code: message });

function sameAddress(field: ContactField, value: string, current: string): boolean {
  return field === 'email'
    ? value === current.toLowerCase()
    : nationalDigits(value) === nationalDigits(current);
}

/**
 * "Correct my phone or e-mail": a code to the NEW address. The code mechanics
 * are phone verification's: 6 digits stored salted and hashed, 15 minutes, a new code
 * after 60 s and at most 5 per change; a new value typed while one waits replaces it.
 */
export async function startContactChange(
  db: Db,
  token: string,
  input: ContactChangeInput & { email?: string; mobile_number?: string },
  options: ContactChangeOptions,
  now = new Date(),
): Promise<ContactCodeSent> {
  const lead = await openRequest(db, token);
  const field = input.field;
  const value = (field === 'email' ? input.email : input.mobile_number) ?? '';
  if (field === 'mobile_number' && !options.smsConfigured) {
    throw badRequest(CONTACT_CHANGE_TEXT.smsUnavailable);
  }
  if (sameAddress(field, value, lead[field])) {
    throw validationError({ [field]: CONTACT_CHANGE_TEXT.same(field) });
  }
  const leadId = Number(lead.id);
  const code = newPhoneCode(now);
  const at = now.toISOString();
  const cooldownStart = new Date(now.getTime() - PHONE_CODE_RESEND_SECONDS * 1000).toISOString();
  const sent = await inTransaction(db, async (trx) => {
    await deleteExpiredChange(trx, leadId, at);
    const change = { field, value };
    const first = await insertContactChange(trx, leadId, field, value, code, at);
    const send = first ? 1 : await replaceContactCode(trx, leadId, change, code, at, cooldownStart);
    if (send !== undefined) {
      await enqueueMessages(trx, [contactCodeMessage(leadId, change, code.code, at)]);
    }
    return send;
  });
  if (sent === undefined) await refuseResend(db, leadId, now);
  return codeSent(field, value, code.expiresAt);
}

/** "Send a new code" for the change waiting, to the same new address. */
export async function resendContactCode(
  db: Db,
  token: string,
  options: ContactChangeOptions,
  now = new Date(),
): Promise<ContactCodeSent> {
  const leadId = Number((await openRequest(db, token)).id);
  const at = now.toISOString();
  const current = await findContactChange(db, leadId);
  if (!current || current.code_expires_at <= at) throw conflict(CONTACT_CHANGE_TEXT.nothingPending);
  const field = current.field as ContactField;
  if (field === 'mobile_number' && !options.smsConfigured) {
    throw badRequest(CONTACT_CHANGE_TEXT.smsUnavailable);
  }
  const change = { field, value: current.new_value };
  const code = newPhoneCode(now);
  const cooldownStart = new Date(now.getTime() - PHONE_CODE_RESEND_SECONDS * 1000).toISOString();
  const sent = await inTransaction(db, async (trx) => {
    const send = await replaceContactCode(trx, leadId, change, code, at, cooldownStart);
    if (send !== undefined) {
      await enqueueMessages(trx, [contactCodeMessage(leadId, change, code.code, at)]);
    }
    return send;
  });
  if (sent === undefined) await refuseResend(db, leadId, now);
  return codeSent(field, change.value, code.expiresAt);
}

async function refuseResend(db: Db, leadId: number, now: Date): Promise<never> {
  const current = await findContactChange(db, leadId);
  if (!current) throw conflict(CONTACT_CHANGE_TEXT.nothingPending);
  throw resendRefused(Number(current.sends), current.last_sent_at, now);
}

function codeSent(field: ContactField, value: string, expiresAt: string): ContactCodeSent {
  const where = field === 'email' ? 'e-mailed' : 'texted';
  return {
    field,
    sent_to: value,
    message: `We have ${where} a code to ${value}. Type it here to make the change.`,
    expires_at: expiresAt,
    resend_after_seconds: PHONE_CODE_RESEND_SECONDS,
  };
}

/**
 * The homeowner typed the code. Each try is counted before it is checked; a right code
 * changes the lead (its search text and match keys with it) in one transaction, records it for
 * staff and tells each installer that received the lead once, unless the homeowner asked us to
 * stop contacting them (then the installers are not written to about them at all).
 */
export async function confirmContactChange(
  db: Db,
  token: string,
  input: { code: string },
  now = new Date(),
): Promise<ContactChanged> {
  const lead = await openRequest(db, token);
  const leadId = Number(lead.id);
  const at = now.toISOString();
  const tried = await takeContactTry(db, leadId, at);
  if (!tried) {
    const current = await findContactChange(db, leadId);
    if (!current) throw conflict(CONTACT_CHANGE_TEXT.nothingPending);
    if (current.code_expires_at <= at) throw codeProblem(CODE_EXPIRED_TEXT);
    throw codeProblem(CODE_NO_TRIES_TEXT);
  }
  if (!codeMatches(tried.code_hash, input.code)) {
    throw codeProblem(wrongCodeText(Number(tried.attempts)));
  }
  const field = tried.field as ContactField;
  return inTransaction(db, async (trx) => {
    const taken = await takeConfirmedChange(trx, leadId, tried.code_hash);
    const current = await findLeadById(trx, leadId);
    if (!current) throw conflict(CONTACT_CHANGE_TEXT.nothingPending);
    if (!taken) {
      // A second confirmation of the same code (a double click) answers as the first did.
      if (current[field] !== tried.new_value) throw conflict(CONTACT_CHANGE_TEXT.replaced);
      return { message: CONTACT_CHANGE_TEXT.changed(field), request: await viewOf(trx, token) };
    }
    const changes = { [field]: taken.new_value } as Record<ContactField, string>;
    await updateLead(trx, leadId, {
      ...changes,
      search_text: leadSearchText({ ...current, ...changes }),
      ...leadMatchKeys({ ...current, ...changes }),
      updated_at: at,
    });
    await recordLeadEvents(trx, [
      {
        lead_id: leadId,
        type: 'contact_changed',
        user_id: null,
        created_at: at,
        detail: { field },
      },
    ]);
    const stopped = (await leadsNotToContact(trx, [leadId])).has(leadId);
    const told = stopped
      ? 0
      : await tellInstallers(trx, { id: leadId, county: current.county }, field, at);
    const message = stopped
      ? CONTACT_CHANGE_TEXT.changedQuietly(field)
      : told > 0
        ? CONTACT_CHANGE_TEXT.changed(field)
        : CONTACT_CHANGE_TEXT.changedAlone(field);
    return { message, request: await viewOf(trx, token) };
  });
}

async function viewOf(db: Db, token: string) {
  return requestView(db, await openRequest(db, token));
}

/**
 * One e-mail to each installer that received the lead, and one webhook event where set;
 * returns how many were told.
 */
async function tellInstallers(
  trx: Db,
  lead: { id: number; county: string },
  field: ContactField,
  at: string,
): Promise<number> {
  const recipients = await listLeadRecipients(trx, lead.id);
  await enqueueMessages(
    trx,
    recipients.map((partner) =>
      partnerContactChangedMessage(lead, { ...partner, id: Number(partner.id) }, field, at),
    ),
  );
  await enqueuePartnerEvents(
    trx as Parameters<typeof enqueuePartnerEvents>[0],
    recipients.map((partner) => ({
      partnerId: Number(partner.id),
      type: 'lead.homeowner_update' as const,
      leadId: lead.id,
      data: { choice: 'contact_changed', field, changed_at: at },
    })),
  );
  return recipients.length;
}
