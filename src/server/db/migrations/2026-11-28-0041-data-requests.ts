import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * Data rights: each request to export or erase a lead's personal
 * data, who asked (the homeowner or staff), when it was asked and when it was done, so the
 * one-month rule can be shown. No foreign key: the record outlives the lead's retention.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const pk = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  const auto = dialect === 'sqlite';
  await db.schema
    .createTable('data_requests')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('lead_id', 'integer', (col) => col.notNull())
    /** export or erasure */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** homeowner or staff */
    .addColumn('requested_via', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await sql`create index data_requests_lead_idx on data_requests (lead_id, kind)`.execute(db);
  // One erasure per lead, even when two callers race.
  await sql`create unique index data_requests_erasure_idx on data_requests (lead_id)
    where kind = 'erasure'`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('data_requests').execute();
}
