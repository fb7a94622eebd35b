import type {
  PhoneCodeSent,
  PhoneVerified,
  SubmitVerification,
} from '../../../shared/phone-verification.js';
import { PHONE_CODE_RESEND_SECONDS } from '../../../shared/phone-verification-rules.js';
import type { Lead } from '../../../shared/lead-schema.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import { conflict, notFound, validationError } from '../../http-error.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { enqueueMessages } from '../notifications/outbox-repository.js';
import { dispatchConfirmedLead } from '../partners/lead-dispatch.js';
import { pickHoldFor } from '../homeowner-picks/pick-hold.js';
import { recordLeadEvents } from '../leads/lead-event-repository.js';
import { findLeadById, toLead } from '../leads/lead-repository.js';
import {
  CODE_EXPIRED_TEXT,
  CODE_NO_TRIES_TEXT,
  codeMatches,
  hashRef,
  newPhoneCode,
  newPhoneRef,
  phoneCodeMessage,
  resendAfter,
  resendRefused,
  wrongCodeText,
} from './phone-code.js';
import {
  findCodeExpiry,
  findPhoneVerification,
  leavePending,
  markCodeConfirmed,
  replaceCode,
  replaceRef,
  takeCodeTry,
} from './phone-verification-repository.js';

const UNKNOWN_REF = 'We could not find this request. Please send the form again, or call us.';
const CONFIRMED = 'Thank you: your mobile number is confirmed and your request is on its way.';
const codeProblem = (message: string) => validationError({ code: message });

/**
 * The homeowner typed a code. Each try is counted before it is checked (takeCodeTry); a right
 * code moves the lead out of 'pending' and passes it on in one transaction, and a second
 * confirmation (or one after staff released it) is answered the same without doing it again.
 */
export async function confirmPhoneCode(
  db: Db,
  input: { ref: string; code: string },
  now = new Date(),
): Promise<{ verified: PhoneVerified; dispatched: boolean }> {
  const refHash = hashRef(input.ref);
  const at = now.toISOString();
  const tried = await takeCodeTry(db, refHash, at);
  if (!tried) {
    const current = await findPhoneVerification(db, refHash);
    if (!current) throw notFound(UNKNOWN_REF);
    if (current.verified_at !== null || current.phone_verification !== 'pending') {
      return { verified: { verified: true, message: CONFIRMED }, dispatched: false };
    }
    if (current.code_expires_at <= at) throw codeProblem(CODE_EXPIRED_TEXT);
    throw codeProblem(CODE_NO_TRIES_TEXT);
  }
  const leadId = Number(tried.lead_id);
  if (!codeMatches(tried.code_hash, input.code)) {
    throw codeProblem(wrongCodeText(Number(tried.attempts)));
  }
  const dispatched = await inTransaction(db, async (trx) => {
    await markCodeConfirmed(trx, leadId, at);
    const row = await leavePending(trx, leadId, 'verified', at);
    if (!row) return false;
    await recordLeadEvents(trx, [
      { lead_id: leadId, type: 'phone_verified', user_id: null, created_at: at },
    ]);
    // With "homeowner chooses installers" on, held for the pick instead.
    await dispatchConfirmedLead(trx, row, await pickHoldFor(trx, row));
    return true;
  });
  return { verified: { verified: true, message: CONFIRMED }, dispatched };
}

/** "Send a new code": after the cooldown, up to the request's cap; the old code stops working. */
export async function resendPhoneCode(
  db: Db,
  input: { ref: string },
  now = new Date(),
): Promise<PhoneCodeSent> {
  const current = await findPhoneVerification(db, hashRef(input.ref));
  if (!current) throw notFound(UNKNOWN_REF);
  if (current.verified_at !== null || current.phone_verification !== 'pending') {
    throw conflict('Your mobile number is already confirmed: there is no need for a new code.');
  }
  const leadId = Number(current.lead_id);
  const code = newPhoneCode(now);
  const at = now.toISOString();
  const cooldownStart = new Date(now.getTime() - PHONE_CODE_RESEND_SECONDS * 1000).toISOString();
  const send = await inTransaction(db, async (trx) => {
    const sent = await replaceCode(trx, leadId, code, at, cooldownStart);
    if (sent !== undefined) {
      await enqueueMessages(trx, [
        phoneCodeMessage({ id: leadId, mobile_number: current.mobile_number }, code.code, sent),
      ]);
    }
    return sent;
  });
  if (send === undefined) throw resendRefused(Number(current.sends), current.last_sent_at, now);
  return {
    message: 'We have texted you a new code. The one before it no longer works.',
    expires_at: code.expiresAt,
    resend_after_seconds: PHONE_CODE_RESEND_SECONDS,
  };
}

/**
 * Staff pass on a lead held for its phone check without the code (they spoke to the
 * homeowner): as a confirmed code would, once, with an audit entry.
 */
export async function releasePhoneCheck(
  db: Db,
  leadId: number,
  actor: AuditActor,
): Promise<Lead | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await leavePending(trx, leadId, 'released', nowIso());
    if (!row) {
      if (await findLeadById(trx, leadId)) {
        throw conflict('This lead is not waiting for its phone check');
      }
      return undefined;
    }
    await recordLeadEvents(trx, [
      { lead_id: leadId, type: 'phone_released', user_id: actor.id, created_at: row.updated_at },
    ]);
    // With "homeowner chooses installers" on, held for the pick instead.
    await dispatchConfirmedLead(trx, row, await pickHoldFor(trx, row));
    await recordAudit(trx, actor, { action: 'phone_released', leadId });
    return toLead((await findLeadById(trx, leadId))!);
  });
}

/**
 * What the submit answers besides the lead when it waits for the code: the reference made
 * with it, or for a repeated submit (its first answer lost) a new one.
 */
export async function submitVerification(
  db: Db,
  lead: Lead,
  phoneRef: string | undefined,
  now = new Date(),
): Promise<SubmitVerification | undefined> {
  if (lead.phone_verification !== 'pending') return undefined;
  let ref = phoneRef;
  if (!ref) {
    const fresh = newPhoneRef();
    if (!(await replaceRef(db, lead.id, fresh.refHash))) return undefined;
    ref = fresh.ref;
  }
  const code = await findCodeExpiry(db, lead.id);
  return {
    required: true,
    ref,
    expires_at: code?.code_expires_at ?? now.toISOString(),
    resend_after_seconds: code ? resendAfter(code.last_sent_at, now) : 0,
  };
}
