import type { Db } from '../connection.js';

/**
 * One index of a partner's assignments by time, not two: `(partner_id, assigned_at, id)`
 * (the portal's list) serves every query `(partner_id, assigned_at)` served, with the same
 * leading columns in the same order, and every submit wrote both for each partner it matched.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('lead_partners_partner_day_idx').ifExists().execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema
    .createIndex('lead_partners_partner_day_idx')
    .on('lead_partners')
    .columns(['partner_id', 'assigned_at'])
    .execute();
}
