import { sql } from 'kysely';
import { AUDIT_ACTIONS } from '../../src/shared/audit.js';
import type { Db } from '../../src/server/db/connection.js';

const BATCH = 100_000;

/**
 * One audit entry per seeded lead (a million at 1 M leads), the actions in turn, at the lead's
 * own time, for the audit page's cases; 100,000 a statement, so none runs into the statement
 * timeout. By the app itself (no user): the bench's staff accounts are made when the app
 * starts, after the seed.
 */
export async function seedAuditLog(db: Db): Promise<void> {
  const action = sql.raw(
    `case id % ${AUDIT_ACTIONS.length} ${AUDIT_ACTIONS.map((name, i) => `when ${i} then '${name}'`).join(' ')} end`,
  );
  const { max } = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  for (let from = 0; from < Number(max ?? 0); from += BATCH) {
    await sql`insert into audit_log (user_id, user_name, action, lead_id, lead_count, detail, created_at)
      select null, '', ${action}, id, 1, '{"from":"new","to":"contacted"}', created_at from leads
      where id > ${from} and id <= ${from + BATCH}`.execute(db);
  }
}
