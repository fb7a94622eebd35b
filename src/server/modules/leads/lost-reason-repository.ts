import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * Lost leads per lost reason, most first (blank: lost with no reason given). Read from the
 * lost-reason partial index alone; `status = 'lost'` is written out so SQLite uses it too.
 */
export async function countByLostReason(db: Db): Promise<{ reason: string; count: number }[]> {
  const rows = await db
    .selectFrom('leads')
    .select((eb) => ['lost_reason', eb.fn.countAll<number | string>().as('n')])
    .where(sql<SqlBool>`status = 'lost'`)
    .groupBy('lost_reason')
    .execute();
  return rows
    .map((row) => ({ reason: row.lost_reason, count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
