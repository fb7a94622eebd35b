import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

/** Those of the partners that have a webhook URL. */
export async function findHookedPartners(trx: Trx, partnerIds: number[]) {
  return trx
    .selectFrom('partners')
    .select(['id', 'webhook_url'])
    .where('id', 'in', partnerIds)
    .where('webhook_url', '!=', '')
    .execute();
}

/**
 * The leads' fields a webhook may carry, one row per lead and partner of `partnerIds` it went
 * to (with that partner's response deadline); a lead none of them holds comes once, unjoined.
 */
export async function findEventLeads(trx: Trx, leadIds: number[], partnerIds: number[]) {
  return trx
    .selectFrom('leads as l')
    .leftJoin('lead_partners as lp', (join) =>
      join.onRef('lp.lead_id', '=', 'l.id').on('lp.partner_id', 'in', partnerIds),
    )
    .select([
      'l.id',
      'l.county',
      'l.eircode',
      'l.property_type',
      'l.number_of_windows',
      'l.window_type',
      'l.preferred_timeframe',
      'l.window_material',
      'l.glazing_type',
      'lp.partner_id',
      'lp.respond_by',
    ])
    .where('l.id', 'in', leadIds)
    .execute();
}
