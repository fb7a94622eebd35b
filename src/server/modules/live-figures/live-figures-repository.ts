import { sql } from 'kysely';
import type { LiveValues } from '../../../shared/live-figures.js';
import { dublinWallClock } from '../../../shared/dublin-day.js';
import { dialectOf, type Db } from '../../db/connection.js';
import { elapsedSeconds } from '../../db/elapsed-seconds.js';
import { countCreatedSince } from '../leads/lead-counts-repository.js';

const DAY_MS = 86_400_000;
export const MEDIAN_DAYS = 30;

/** 1 January of the Irish year, 00:00 in Dublin: Irish time is GMT in winter, so UTC midnight. */
export function irishYearStart(now: Date): string {
  return `${dublinWallClock(now).date.slice(0, 4)}-01-01T00:00:00.000Z`;
}

/** Per lead with an acceptance since `since`: the quickest accepting installer's seconds. */
function quickestAcceptances(db: Db, since: string) {
  // Through lead_partners_accepted_idx (migration 0042): only the window's accepted answers.
  // The literal lets a generic PostgreSQL plan see that the partial index's condition holds.
  return db
    .selectFrom('lead_partners')
    .select((eb) =>
      eb.fn.min(elapsedSeconds(dialectOf(db), 'assigned_at', 'responded_at')).as('seconds'),
    )
    .where('response', '=', sql.lit('accepted'))
    .where('responded_at', '>=', since)
    .groupBy('lead_id')
    .as('quickest');
}

/**
 * Per lead, the quickest accepting installer's minutes from being sent the lead to accepting it,
 * for acceptances of the last 30 days; the median of those (the middle two averaged), rounded.
 * Counted and picked in the database: two reads of the index's range, no rows to the app.
 */
async function medianMinutesToAccept(db: Db, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - MEDIAN_DAYS * DAY_MS).toISOString();
  const counted = await db
    .selectFrom(quickestAcceptances(db, since))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const n = Number(counted?.n ?? 0);
  if (n === 0) return null;
  const middle = await db
    .selectFrom(quickestAcceptances(db, since))
    .select('quickest.seconds')
    .orderBy('quickest.seconds')
    .limit(n % 2 === 1 ? 1 : 2)
    .offset(Math.floor((n - 1) / 2))
    .execute();
  const seconds = middle.reduce((sum, row) => sum + Number(row.seconds), 0) / middle.length;
  return Math.round(Math.max(0, seconds) / 60);
}

async function countActiveInstallers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('partners')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The live values from the data; a count of 0 is shown as is. `db` may be the
 * SQLite read pool (db/read-db.ts), so the work never holds the event loop.
 */
export async function computeLiveValues(db: Db, now = new Date()): Promise<LiveValues> {
  const [homeowners, median, installers] = await Promise.all([
    // From the daily counters plus today's index range: a few dozen rows.
    countCreatedSince(db, irishYearStart(now)),
    medianMinutesToAccept(db, now),
    countActiveInstallers(db),
  ]);
  return {
    homeowners_this_year: homeowners,
    median_minutes_to_accept: median,
    active_installers: installers,
  };
}

/** How many installers a lead was passed to (the submit's answer, for the thank-you page). */
export async function countLeadInstallers(db: Db, leadId: number): Promise<number> {
  // Through the (lead_id, partner_id) unique key.
  const row = await db
    .selectFrom('lead_partners')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
