import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * Why a lost lead was lost (one of the admin's lost reasons; blank when none was given).
 * The partial index holds lost leads only: the dashboard's count by reason reads it alone,
 * and the list filtered by one reason seeks it newest first.
 */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('lost_reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`create index leads_lost_reason_idx on leads (lost_reason, created_at, id)
    where status = 'lost'`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists leads_lost_reason_idx`.execute(db);
  await db.schema.alterTable('leads').dropColumn('lost_reason').execute();
}
