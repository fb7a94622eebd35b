import type { Transaction } from 'kysely';
import { dialectOf, type Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

/** One assignment taken back from its partner, as the expiry job and a decline use it. */
export interface ReleasedAssignment {
  id: number;
  lead_id: number;
  partner_id: number | null;
  partner_name: string;
  respond_by: string | null;
}

export const RELEASED_COLUMNS = [
  'id',
  'lead_id',
  'partner_id',
  'partner_name',
  'respond_by',
] as const;

export function toReleased(row: {
  id: number;
  lead_id: number;
  partner_id: number | null;
  partner_name: string;
  respond_by: string | null;
}): ReleasedAssignment {
  return {
    id: Number(row.id),
    lead_id: Number(row.lead_id),
    partner_id: row.partner_id === null ? null : Number(row.partner_id),
    partner_name: row.partner_name,
    respond_by: row.respond_by,
  };
}

/**
 * Take back up to `limit` assignments whose response window ended by `now` without an
 * answer, oldest deadline first (index lead_partners_respond_by_idx), and return them. The
 * UPDATE repeats the conditions, so a row an installer answered, or another run took, in the
 * meantime is left alone: each lead is taken back once. On PostgreSQL a concurrent run skips
 * the rows this one holds (SKIP LOCKED) instead of waiting for them.
 */
export async function takeBackExpired(
  trx: Trx,
  now: string,
  limit: number,
): Promise<ReleasedAssignment[]> {
  const postgres = dialectOf(trx) === 'postgres';
  // A CTE runs once: as `id in (subquery)` PostgreSQL may run the LIMIT again for each row.
  const rows = await trx
    .with('due', (db) =>
      db
        .selectFrom('lead_partners')
        .select('id')
        .where('response', '=', 'pending')
        .where('released_at', 'is', null)
        .where('respond_by', '<=', now)
        .orderBy('respond_by')
        .orderBy('id')
        .limit(limit)
        .$if(postgres, (query) => query.forUpdate().skipLocked()),
    )
    .updateTable('lead_partners')
    .set({ released_at: now, release_reason: 'expired' })
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where('response', '=', 'pending')
    .where('released_at', 'is', null)
    .returning(RELEASED_COLUMNS)
    .execute();
  return rows
    .map(toReleased)
    .sort((a, b) => (a.respond_by ?? '').localeCompare(b.respond_by ?? '') || a.id - b.id);
}

/** Who a lead taken back from this assignment went to instead ('' when no one had room). */
export async function recordReplacement(
  trx: Trx,
  assignmentId: number,
  replacedBy: string | null,
): Promise<void> {
  await trx
    .updateTable('lead_partners')
    .set({ replaced_by: replacedBy })
    .where('id', '=', assignmentId)
    .execute();
}

/** What reassignment needs of the leads: their status (a closed lead is not offered on). */
export async function leadStatuses(trx: Trx, leadIds: number[]): Promise<Map<number, string>> {
  if (leadIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('leads')
    .select(['id', 'status'])
    .where('id', 'in', leadIds)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.status]));
}

/** The partners' e-mail addresses and names, for the e-mails about leads taken back. */
export async function partnerContacts(trx: Trx, ids: number[]) {
  if (ids.length === 0) return new Map<number, never>();
  const rows = await trx
    .selectFrom('partners')
    .select(['id', 'name', 'contact_name', 'email'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** One more lead expired without an answer: the partner's new count and whether it is active. */
export async function countExpiry(trx: Trx, partnerId: number) {
  const row = await trx
    .updateTable('partners')
    .set((eb) => ({ expired_in_row: eb('expired_in_row', '+', 1) }))
    .where('id', '=', partnerId)
    .returning(['expired_in_row', 'is_active'])
    .executeTakeFirst();
  return row
    ? { expiredInRow: Number(row.expired_in_row), active: Number(row.is_active) === 1 }
    : undefined;
}

/** An answer (accept or decline) ends a run of expiries; no write when there was none. */
export async function endExpiryRun(db: Db | Trx, partnerId: number): Promise<void> {
  await db
    .updateTable('partners')
    .set({ expired_in_row: 0 })
    .where('id', '=', partnerId)
    .where('expired_in_row', '<>', 0)
    .execute();
}

/** Pause an active partner for its expiries; false when it was paused already. */
export async function pauseForExpiries(
  trx: Trx,
  partnerId: number,
  now: string,
  after: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('partners')
    .set({ is_active: 0, auto_paused_at: now, auto_paused_after: after, updated_at: now })
    .where('id', '=', partnerId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The active admins, told when a partner is paused automatically. */
export async function activeAdmins(trx: Trx) {
  return trx
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('role_id', '=', 1)
    .where('is_active', '=', 1)
    .where('partner_id', 'is', null)
    .orderBy('id')
    .execute();
}
