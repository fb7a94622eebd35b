import type { CompiledQuery, Insertable } from 'kysely';
import {
  PHONE_CODE_MAX_SENDS,
  PHONE_CODE_MAX_TRIES,
} from '../../../shared/phone-verification-rules.js';
import type { Db } from '../../db/connection.js';
import type { PhoneVerificationsTable } from '../../db/schema.js';
import type { NewMessage } from '../notifications/outbox-repository.js';
import {
  LEAD_COLUMNS,
  withOwnerName,
  type LeadRow,
  type NewLead,
} from '../leads/lead-repository.js';
import { newCodeColumns, phoneCodeMessage, type PhoneCode } from './phone-code.js';

type NewPhoneVerification = Insertable<PhoneVerificationsTable>;

/** The code rows and texts of new leads held for their phone check (stored with the leads). */
export function phoneChecks(
  leads: NewLead[],
  rows: LeadRow[],
  now: string,
): { rows: NewPhoneVerification[]; messages: NewMessage[] } {
  const checks: NewPhoneVerification[] = [];
  const messages: NewMessage[] = [];
  leads.forEach((lead, k) => {
    const check = lead.phone_check;
    const row = rows[k];
    if (!check || !row) return;
    const leadId = Number(row.id);
    checks.push({
      lead_id: leadId,
      ref_hash: check.refHash,
      code_hash: check.codeHash,
      code_expires_at: check.expiresAt,
      attempts: 0,
      sends: 1,
      last_sent_at: now,
      verified_at: null,
      created_at: now,
    });
    messages.push(
      phoneCodeMessage({ id: leadId, mobile_number: row.mobile_number }, check.code, 1),
    );
  });
  return { rows: checks, messages };
}

export function phoneVerificationsQuery(
  db: Db,
  rows: NewPhoneVerification[],
): CompiledQuery<unknown> {
  return db.insertInto('phone_verifications').values(rows).compile();
}

export async function findPhoneVerification(db: Db, refHash: string) {
  return db
    .selectFrom('phone_verifications as v')
    .innerJoin('leads as l', 'l.id', 'v.lead_id')
    .select([
      'v.lead_id',
      'v.code_expires_at',
      'v.attempts',
      'v.sends',
      'v.last_sent_at',
      'v.verified_at',
      'l.mobile_number',
      'l.phone_verification',
    ])
    .where('v.ref_hash', '=', refHash)
    .executeTakeFirst();
}

/**
 * Take one try at the current code before checking it: the conditional UPDATE counts it only
 * while the code is unconfirmed, unexpired and under its tries, so guesses sent at once
 * cannot test more codes than that. Undefined when no try is left (the caller says why).
 */
export async function takeCodeTry(db: Db, refHash: string, now: string) {
  return db
    .updateTable('phone_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('ref_hash', '=', refHash)
    .where('verified_at', 'is', null)
    .where('attempts', '<', PHONE_CODE_MAX_TRIES)
    .where('code_expires_at', '>', now)
    .returning(['lead_id', 'code_hash', 'attempts'])
    .executeTakeFirst();
}

export async function markCodeConfirmed(db: Db, leadId: number, now: string): Promise<void> {
  await db
    .updateTable('phone_verifications')
    .set({ verified_at: now })
    .where('lead_id', '=', leadId)
    .where('verified_at', 'is', null)
    .execute();
}

/**
 * Move a held lead out of 'pending' (to 'verified' or 'released'); undefined when it was not
 * pending. On PostgreSQL the UPDATE waits for a concurrent one and then finds nothing to do,
 * so exactly one caller passes the lead on.
 */
export async function leavePending(
  db: Db,
  leadId: number,
  state: 'verified' | 'released',
  now: string,
): Promise<LeadRow | undefined> {
  return db
    .updateTable('leads')
    .set({ phone_verification: state, updated_at: now })
    .where('id', '=', leadId)
    .where('phone_verification', '=', 'pending')
    .returning(LEAD_COLUMNS)
    .returning(withOwnerName)
    .executeTakeFirst();
}

/**
 * Replace the code with a new one when the last was sent at least `cooldownStart` ago and the
 * request has codes left; the new code starts with all its tries. Its send number, or
 * undefined when refused (the caller says why).
 */
export async function replaceCode(
  db: Db,
  leadId: number,
  code: PhoneCode,
  now: string,
  cooldownStart: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('phone_verifications')
    .set(newCodeColumns(code, now))
    .where('lead_id', '=', leadId)
    .where('verified_at', 'is', null)
    .where('last_sent_at', '<=', cooldownStart)
    .where('sends', '<', PHONE_CODE_MAX_SENDS)
    .returning('sends')
    .executeTakeFirst();
  return row ? Number(row.sends) : undefined;
}

/** A repeated submit answers with a new reference: the first answer was lost with its own. */
export async function replaceRef(db: Db, leadId: number, refHash: string): Promise<boolean> {
  const result = await db
    .updateTable('phone_verifications')
    .set({ ref_hash: refHash })
    .where('lead_id', '=', leadId)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findCodeExpiry(db: Db, leadId: number) {
  return db
    .selectFrom('phone_verifications')
    .select(['code_expires_at', 'last_sent_at'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
}
