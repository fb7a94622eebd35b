import type { Db } from '../../db/connection.js';
import { insertRowsQuery } from '../../db/insert-rows.js';
import { HOMEOWNER_PICKS, PICK_HOURS } from './pick-settings.js';
import { LEAD_COLUMNS, withOwnerName, type LeadRow } from '../leads/lead-repository.js';

export interface NewPickOffer {
  lead_id: number;
  partner_id: number;
  position: number;
}

/** The matched installers of leads held for a pick, to pipeline in the submit. */
export function pickOffersQuery(db: Db, offers: NewPickOffer[]) {
  return insertRowsQuery(db, 'pick_offers', offers);
}

export async function insertPickOffers(db: Db, offers: NewPickOffer[]): Promise<void> {
  if (offers.length > 0) await db.insertInto('pick_offers').values(offers).execute();
}

/** Hold one lead for its pick until `until` (fixed text: pipelined per lead in the submit). */
export function holdLeadQuery(db: Db, leadId: number, until: string) {
  return db
    .updateTable('leads')
    .set({ homeowner_pick: 'awaiting', pick_until: until, dispatched_at: null })
    .where('id', '=', leadId)
    .compile();
}

export async function holdLead(db: Db, leadId: number, until: string): Promise<void> {
  await db.executeQuery(holdLeadQuery(db, leadId, until));
}

/** A lead's pick state and time limit; undefined when there is no such lead. */
export async function findPickState(db: Db, leadId: number) {
  return db
    .selectFrom('leads')
    .select(['homeowner_pick', 'pick_until'])
    .where('id', '=', leadId)
    .executeTakeFirst();
}

/** A held lead's matched installers with their public profile, in rank order. */
export async function listPickOffers(db: Db, leadId: number) {
  return db
    .selectFrom('pick_offers as o')
    .innerJoin('partners as p', 'p.id', 'o.partner_id')
    .select([
      'o.partner_id',
      'o.picked_at',
      'p.name',
      'p.counties',
      'p.years_trading',
      'p.insured_until',
      'p.seai_registered',
    ])
    .where('o.lead_id', '=', leadId)
    .orderBy('o.position')
    .execute();
}

/**
 * Move a lead out of 'awaiting' (to 'picked', 'timed_out' or 'released'); undefined when it
 * was not awaiting. On PostgreSQL the UPDATE waits for a concurrent one and then finds nothing
 * to do, so exactly one caller passes the lead on.
 */
export async function leaveAwaiting(
  db: Db,
  leadId: number,
  state: 'picked' | 'timed_out' | 'released',
  now: string,
): Promise<LeadRow | undefined> {
  return db
    .updateTable('leads')
    .set({ homeowner_pick: state, updated_at: now })
    .where('id', '=', leadId)
    .where('homeowner_pick', '=', 'awaiting')
    .returning(LEAD_COLUMNS)
    .returning(withOwnerName)
    .executeTakeFirst();
}

export async function markPicked(
  db: Db,
  leadId: number,
  partnerIds: number[],
  now: string,
): Promise<void> {
  await db
    .updateTable('pick_offers')
    .set({ picked_at: now })
    .where('lead_id', '=', leadId)
    .where('partner_id', 'in', partnerIds)
    .execute();
}

/** Held leads whose time limit has passed, oldest limit first. */
export async function listOverduePicks(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('leads')
    .select('id')
    .where('pick_until', 'is not', null)
    .where('pick_until', '<=', now)
    .where('homeowner_pick', '=', 'awaiting')
    .orderBy('pick_until')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Both settings in one statement of fixed text, to travel in the submit's first trip. */
export function pickSettingsQuery(db: Db) {
  return db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [HOMEOWNER_PICKS.key, PICK_HOURS.key])
    .compile();
}
