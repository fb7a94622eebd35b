import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * The bin: a deleted lead waits here for 30 days, as a JSON snapshot of its row and its
 * history, deliveries and sent messages, until an admin restores it or the retention sweep
 * purges it. The lead itself is really deleted, so every list, count and counter stays as it is.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('lead_bin')
    // The deleted lead's own id: ids are never reused, so it names one lead for good.
    .addColumn('lead_id', 'integer', (col) => col.primaryKey())
    .addColumn('lead_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('deleted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // Kept as written, so the bin still names a person whose account is deleted.
    .addColumn('deleted_by_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('deleted_at', 'text', (col) => col.notNull())
    .execute();
  // The Bin page (newest first) and the purge (oldest first) walk this one index.
  await sql`create index lead_bin_deleted_idx on lead_bin (deleted_at, lead_id)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('lead_bin').execute();
}
