import {
  PHONE_CODE_MAX_SENDS,
  PHONE_CODE_MAX_TRIES,
} from '../../../shared/phone-verification-rules.js';
import type { ContactField } from '../../../shared/contact-change-text.js';
import type { Db } from '../../db/connection.js';
import { newCodeColumns, type PhoneCode } from '../phone-verification/phone-code.js';

/** A lead's change awaiting its code, whatever its state. */
export async function findContactChange(db: Db, leadId: number) {
  return db
    .selectFrom('contact_changes')
    .select(['field', 'new_value', 'code_expires_at', 'attempts', 'sends', 'last_sent_at'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
}

/** Forget a lead's change once its code has expired (its new value with it). */
export async function deleteExpiredChange(db: Db, leadId: number, now: string): Promise<void> {
  await db
    .deleteFrom('contact_changes')
    .where('lead_id', '=', leadId)
    .where('code_expires_at', '<=', now)
    .execute();
}

/** Every change whose code has expired; answers how many (the expiry job). */
export async function deleteExpiredChanges(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('contact_changes')
    .where('code_expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A lead's first change awaiting a code; false when it has one already. */
export async function insertContactChange(
  db: Db,
  leadId: number,
  field: ContactField,
  value: string,
  code: PhoneCode,
  now: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('contact_changes')
    .values({
      lead_id: leadId,
      field,
      new_value: value,
      code_hash: code.codeHash,
      code_expires_at: code.expiresAt,
      attempts: 0,
      sends: 1,
      last_sent_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('lead_id').doNothing())
    .returning('sends')
    .execute();
  return rows.length > 0;
}

/**
 * A new code (for the same or a newly typed value) when the last was sent at least
 * `cooldownStart` ago and the change has codes left, as phone verification's replaceCode does.
 * Its send number, or undefined when refused.
 */
export async function replaceContactCode(
  db: Db,
  leadId: number,
  change: { field: ContactField; value: string },
  code: PhoneCode,
  now: string,
  cooldownStart: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('contact_changes')
    .set({ field: change.field, new_value: change.value, ...newCodeColumns(code, now) })
    .where('lead_id', '=', leadId)
    .where('last_sent_at', '<=', cooldownStart)
    .where('sends', '<', PHONE_CODE_MAX_SENDS)
    .returning('sends')
    .executeTakeFirst();
  return row ? Number(row.sends) : undefined;
}

/**
 * Take one try at the code before checking it (as phone verification's takeCodeTry): counted
 * only while the code is unexpired and under its tries. Undefined when no try is left.
 */
export async function takeContactTry(db: Db, leadId: number, now: string) {
  return db
    .updateTable('contact_changes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('lead_id', '=', leadId)
    .where('attempts', '<', PHONE_CODE_MAX_TRIES)
    .where('code_expires_at', '>', now)
    .returning(['field', 'new_value', 'code_hash', 'attempts'])
    .executeTakeFirst();
}

/** Take the confirmed change, once: only the caller whose code is still the current one gets it. */
export async function takeConfirmedChange(db: Db, leadId: number, codeHash: string) {
  return db
    .deleteFrom('contact_changes')
    .where('lead_id', '=', leadId)
    .where('code_hash', '=', codeHash)
    .returning(['field', 'new_value'])
    .executeTakeFirst();
}
