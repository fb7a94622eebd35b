import type { Db } from '../../db/connection.js';
import type { LeadFilters } from './lead-filters.js';

/**
 * From this offset on, a page by creation time skips whole days by the counters: stepping
 * over fewer index entries costs less than reading a year of daily counts.
 */
export const DAY_SKIP_OFFSET = 20_000;

/** The created_at bound that skips whole days, and the rows still to skip inside it. */
export interface DaySkip {
  bound: { op: '<' | '>='; value: string };
  offset: number;
}

/**
 * A deep page of all leads (or of one status) by creation time, newest or oldest first: the
 * daily counters (migration 0007b, one row per UTC day of created_at and status) tell how
 * many leads each day holds, so the days the offset passes whole become a bound on created_at
 * and only the rest is stepped over in the index, never hundreds of thousands of entries.
 * Null when another filter applies, no day is skipped whole or the offset passes every lead.
 */
export async function skipWholeDays(
  db: Db,
  filters: LeadFilters,
  direction: 'asc' | 'desc',
  offset: number,
): Promise<DaySkip | null> {
  const { status, ...others } = filters;
  if (offset < DAY_SKIP_OFFSET) return null;
  if (Object.values(others).some((value) => value !== undefined && value !== false)) return null;
  const days = await db
    .selectFrom('lead_counts')
    .select((eb) => ['period', eb.fn.sum<number | string>('n').as('n')])
    .where('dimension', '=', 'status')
    .$if(status !== undefined, (query) => query.where('key', '=', status!))
    .where('period', '<>', 'all')
    .groupBy('period')
    .orderBy('period', direction === 'desc' ? 'desc' : 'asc')
    .execute();
  // The days skipped whole, from the first in the page's order: days[0..stop).
  let skipped = 0;
  let stop = 0;
  while (stop < days.length && skipped + Number(days[stop]!.n) <= offset) {
    skipped += Number(days[stop]!.n);
    stop += 1;
  }
  // No day skipped whole, or every one (an offset past the last lead: the page is empty).
  if (stop === 0 || stop === days.length) return null;
  // Newest first: the leads before the last day skipped; oldest first: from the day the
  // offset stops in (days without leads between have no counter rows).
  const bound =
    direction === 'desc'
      ? { op: '<' as const, value: days[stop - 1]!.period }
      : { op: '>=' as const, value: days[stop]!.period };
  return { bound, offset: offset - skipped };
}
