import type { LiveValues } from '../../../shared/live-figures.js';
import { dublinWallClock } from '../../../shared/dublin-day.js';
import type { Db } from '../../db/connection.js';
import { countCreatedSince } from '../leads/lead-counts-repository.js';

const DAY_MS = 86_400_000;
export const MEDIAN_DAYS = 30;

/** 1 January of the Irish year, 00:00 in Dublin: Irish time is GMT in winter, so UTC midnight. */
export function irishYearStart(now: Date): string {
  return `${dublinWallClock(now).date.slice(0, 4)}-01-01T00:00:00.000Z`;
}

/**
 * Per lead, the quickest accepting installer's minutes from being sent the lead to accepting it,
 * for acceptances of the last 30 days; the median of those (the middle two averaged), rounded.
 */
async function medianMinutesToAccept(db: Db, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - MEDIAN_DAYS * DAY_MS).toISOString();
  // Through lead_partners_accepted_idx (migration 0042): only the window's accepted answers.
  const rows = await db
    .selectFrom('lead_partners')
    .select(['lead_id', 'assigned_at', 'responded_at'])
    .where('response', '=', 'accepted')
    .where('responded_at', '>=', since)
    .execute();
  const quickest = new Map<number, number>();
  for (const row of rows) {
    const ms = Date.parse(row.responded_at!) - Date.parse(row.assigned_at);
    if (!Number.isFinite(ms) || ms < 0) continue;
    const seen = quickest.get(row.lead_id);
    if (seen === undefined || ms < seen) quickest.set(row.lead_id, ms);
  }
  if (quickest.size === 0) return null;
  const sorted = [...quickest.values()].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const ms =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(ms / 60_000);
}

async function countActiveInstallers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('partners')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The live values from the data (decision 0924); a count of 0 is shown as is. */
export async function computeLiveValues(db: Db, now = new Date()): Promise<LiveValues> {
  const [homeowners, median, installers] = await Promise.all([
    // From the daily counters plus today's index range (decision 0030): a few dozen rows.
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
