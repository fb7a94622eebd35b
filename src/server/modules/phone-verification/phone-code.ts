import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { SITE } from '../../../shared/site.js';
import { HttpError } from '../../http-error.js';
import {
  PHONE_CODE_MAX_SENDS,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_MINUTES,
  PHONE_CODE_RESEND_SECONDS,
} from '../../../shared/phone-verification-rules.js';
import type { NewMessage } from '../notifications/outbox-repository.js';

/** A code to text and what is stored of it: a salted hash and when it stops working. */
export interface PhoneCode {
  code: string;
  codeHash: string;
  expiresAt: string;
}

/**
 * The columns a new code sets on its row (a phone check or a contact change): its hash and
 * expiry, all its tries back, one more send, sent now.
 */
export function newCodeColumns(code: PhoneCode, now: string) {
  return {
    code_hash: code.codeHash,
    code_expires_at: code.expiresAt,
    attempts: 0,
    sends: sql<number>`sends + 1`,
    last_sent_at: now,
  };
}

/** The reference the submit answers with, and its SHA-256 (the only thing stored). */
export interface PhoneRef {
  ref: string;
  refHash: string;
}

export function hashRef(ref: string): string {
  return createHash('sha256').update(ref).digest('hex');
}

/** 128 random bits: the homeowner's handle on the request, never the lead's id. */
export function newPhoneRef(): PhoneRef {
  const ref = randomBytes(16).toString('base64url');
  return { ref, refHash: hashRef(ref) };
}

function codeDigest(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Six random digits, stored as `salt$sha256(salt:code)`. */
export function newPhoneCode(now = new Date()): PhoneCode {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(12).toString('base64url');
  return {
    code,
    codeHash: `${salt}$${codeDigest(salt, code)}`,
    expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000).toISOString(),
  };
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt = '', digest = ''] = stored.split('$');
  const typed = Buffer.from(codeDigest(salt, code), 'hex');
  const expected = Buffer.from(digest, 'hex');
  return typed.length === expected.length && timingSafeEqual(typed, expected);
}

/** Seconds before another code may be sent, the last one sent at `lastSentAt`. */
export function resendAfter(lastSentAt: string, now: Date): number {
  const wait = Date.parse(lastSentAt) + PHONE_CODE_RESEND_SECONDS * 1000 - now.getTime();
  return Math.max(0, Math.ceil(wait / 1000));
}

/** What a wrong code is answered with, `attempts` tries at it taken (this one included). */
export function wrongCodeText(attempts: number): string {
  const left = PHONE_CODE_MAX_TRIES - attempts;
  return left > 0
    ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
    : 'That code is not right, and it cannot be tried again. Send a new code and type that one.';
}

/** Why no new code was sent: all a request may have were sent, or the last one too recently. */
export function resendRefused(sends: number, lastSentAt: string, now: Date): HttpError {
  if (sends >= PHONE_CODE_MAX_SENDS) {
    return new HttpError(
      429,
      `We have sent all the codes we can for this request. Please call us on ${SITE.phone}.`,
    );
  }
  const wait = Math.max(1, resendAfter(lastSentAt, now));
  return new HttpError(
    429,
    `Please wait ${wait} seconds before asking for another code.`,
    undefined,
    {
      'Retry-After': String(wait),
    },
  );
}

export const CODE_EXPIRED_TEXT = 'This code has expired. Send a new code and type that one.';
export const CODE_NO_TRIES_TEXT = 'Too many wrong codes. Send a new code and type that one.';

/** A new lead's phone check: its reference and first code, stored with it (lead-submit.ts). */
export type PhoneCheck = PhoneRef & PhoneCode;

export function newPhoneCheck(now = new Date()): PhoneCheck {
  return { ...newPhoneRef(), ...newPhoneCode(now) };
}

/** The text with the code, through the outbox like every SMS; one message per code sent. */
export function phoneCodeMessage(
  lead: { id: number; mobile_number: string },
  code: string,
  send: number,
): NewMessage {
  return {
    lead_id: lead.id,
    kind: 'phone_code_sms',
    channel: 'sms',
    recipient: lead.mobile_number,
    body: `${code} is your ${SITE.name} code. Type it on our page within ${PHONE_CODE_MINUTES} minutes to send your quote request to installers. If you did not ask for quotes, ignore this text.`,
    dedupe_key: `lead:${lead.id}:phone_code:${send}`,
  };
}
