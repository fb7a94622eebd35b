import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * A partner's leads taken back today (released_at set), counted on every submit to find who is
 * under their daily cap (partner-repository's leads_today): a partial index holds only released
 * assignments, so the count reads those instead of all of the partner's leads of the day.
 */
export async function up(db: Db): Promise<void> {
  await sql`create index lead_partners_released_idx on lead_partners (partner_id, assigned_at)
    where released_at is not null`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists lead_partners_released_idx`.execute(db);
}
