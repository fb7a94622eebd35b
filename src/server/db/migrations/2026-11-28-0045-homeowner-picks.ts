import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * The homeowner picks their installers:
 * - `leads.homeowner_pick`: '' (not asked), 'awaiting' (matched, held until the homeowner picks
 *   or `pick_until` passes), 'picked', 'timed_out' (the default matching applied) or 'released'
 *   (staff sent it on); `leads.pick_until` the time limit;
 * - `pick_offers`: the installers a held lead was matched to, in rank order, and which of
 *   them the homeowner picked. Rows go with their lead.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('homeowner_pick', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('leads').addColumn('pick_until', 'text').execute();
  // The time-limit job's seek: only held leads have a pick_until.
  await sql`create index leads_pick_until_idx on leads (pick_until) where pick_until is not null`.execute(
    db,
  );
  await db.schema
    .createTable('pick_offers')
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('leads.id').onDelete('cascade'),
    )
    .addColumn('partner_id', 'integer', (col) =>
      col.notNull().references('partners.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('picked_at', 'text')
    .addPrimaryKeyConstraint('pick_offers_pk', ['lead_id', 'partner_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('pick_offers').execute();
  await sql`drop index leads_pick_until_idx`.execute(db);
  await db.schema.alterTable('leads').dropColumn('pick_until').execute();
  await db.schema.alterTable('leads').dropColumn('homeowner_pick').execute();
}
