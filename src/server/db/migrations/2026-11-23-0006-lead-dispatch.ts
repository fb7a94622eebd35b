import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * Leads held back from partners: where the county came from, who confirmed
 * consent by hand, and when the lead was passed on (set once, so it is passed on once).
 */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('county_source', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('consent_confirmed_by', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('leads').addColumn('dispatched_at', 'text').execute();
  // Leads stored with consent were passed on when they were stored; older leads were not.
  await db
    .updateTable('leads')
    .set({ dispatched_at: sql`created_at` })
    .where('consent_at', 'is not', null)
    .execute();
  await db.updateTable('leads').set({ county_source: 'form' }).where('county', '!=', '').execute();
  await db.schema.createIndex('leads_county_idx').on('leads').column('county').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('leads_county_idx').execute();
  for (const column of ['dispatched_at', 'consent_confirmed_by', 'county_source']) {
    await db.schema.alterTable('leads').dropColumn(column).execute();
  }
}
