import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * Response windows and reassignment:
 * - `lead_partners_respond_by_idx`: the expiry job's one seek, over the rows still waiting
 *   for an answer only (pending and not taken back), oldest deadline first;
 * - `lead_partners.replaced_by`: who a lead taken back from this partner went to instead
 *   (the partner's name, '' when no one eligible had room, null when not recorded);
 * - `partners.expired_in_row`: leads that expired one after another without an answer in
 *   between; `auto_paused_at` and `auto_paused_after`: when the partner was paused for it
 *   and after how many (cleared when staff resume it).
 */
export async function up(db: Db): Promise<void> {
  await sql`create index lead_partners_respond_by_idx on lead_partners (respond_by)
    where response = 'pending' and released_at is null`.execute(db);
  await db.schema.alterTable('lead_partners').addColumn('replaced_by', 'text').execute();
  await db.schema
    .alterTable('partners')
    .addColumn('expired_in_row', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('partners').addColumn('auto_paused_at', 'text').execute();
  await db.schema.alterTable('partners').addColumn('auto_paused_after', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of ['auto_paused_after', 'auto_paused_at', 'expired_in_row']) {
    await db.schema.alterTable('partners').dropColumn(column).execute();
  }
  await db.schema.alterTable('lead_partners').dropColumn('replaced_by').execute();
  await sql`drop index if exists lead_partners_respond_by_idx`.execute(db);
}
