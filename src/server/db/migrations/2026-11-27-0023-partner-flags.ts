import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * What a bad-lead flag needs beyond migration 0021's columns: the installer's note and who flagged,
 * and what proved the flag or staff's note on their decision. The staff review queue reads flagged
 * assignments by their state through a partial index (only flagged rows are in it).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('lead_partners')
    .addColumn('flag_note', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('lead_partners')
    .addColumn('flagged_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('lead_partners')
    .addColumn('credit_note', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`create index lead_partners_credit_idx on lead_partners (credit_status, flagged_at, id)
    where credit_status <> ''`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index lead_partners_credit_idx`.execute(db);
  for (const column of ['credit_note', 'flagged_by', 'flag_note']) {
    await db.schema.alterTable('lead_partners').dropColumn(column).execute();
  }
}
