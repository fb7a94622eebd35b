import type { LeadSummary } from '../../../shared/dashboard.js';
import { conversionRate, LEAD_STATUSES, type LeadStatus } from '../../../shared/lead-status.js';
import type { Db } from '../../db/connection.js';
import { followUpParts, OPEN_STATUSES, type LeadFilters } from './lead-filters.js';
import { countByStatus, matchingLeads } from './lead-repository.js';

/** Above this many matches a scanned filter's counts stop and read "10,000+" (docs/api.md). */
export const COUNT_CAP = 10_000;

/**
 * Above this many matches a search's counts stop and read "2,000+", and its page is found by
 * walking the sort's index (listLeads' `walk`): a text search tests every match it counts,
 * where a queue filter's count reads an index alone.
 */
export const SEARCH_COUNT_CAP = 2_000;

const day = (iso: string) => iso.slice(0, 10);
const nextDay = (iso: string) => {
  const start = new Date(`${day(iso)}T00:00:00.000Z`);
  return new Date(start.getTime() + 86_400_000).toISOString().slice(0, 10);
};

/**
 * Sum of a counter per key: all time, from a day on (`from`: that day and the periods after
 * it), or before a day (all time minus the days from it on, so recent cut-offs read a few
 * rows, not a year).
 */
async function counter(
  db: Db,
  dimension: string,
  keys: readonly string[] | null,
  range: { from?: string; before?: string },
): Promise<{ key: string; n: number }[]> {
  const read = (periods: 'all' | { from: string }) => {
    let query = db
      .selectFrom('lead_counts')
      .select((eb) => ['key', eb.fn.sum<number | string>('n').as('n')])
      .where('dimension', '=', dimension)
      .groupBy('key');
    if (keys) query = query.where('key', 'in', [...keys]);
    query =
      periods === 'all'
        ? query.where('period', '=', 'all')
        : query.where('period', '>=', periods.from).where('period', '<>', 'all');
    return query.execute();
  };
  const sums = new Map<string, number>();
  const add = (rows: { key: string; n: number | string | null }[], sign: number) => {
    for (const row of rows) sums.set(row.key, (sums.get(row.key) ?? 0) + sign * Number(row.n ?? 0));
  };
  const [total, since] = await Promise.all([
    read(range.from ? { from: range.from } : 'all'),
    range.before ? read({ from: range.before }) : [],
  ]);
  add(total, 1);
  add(since, -1);
  return [...sums].map(([key, n]) => ({ key, n }));
}

/** Leads of `status` whose `column` lies in [from, to): the partial day the counters miss. */
async function countBetween(
  db: Db,
  status: string,
  column: 'created_at' | 'updated_at',
  from: string,
  to: string,
) {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', status)
    .where(column, '>=', from)
    .where(column, '<', to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Per status, the leads the follow-up rule picks (followUpParts, as followUpWhere), from the
 * counters: whole days before the cut-off's day, plus that day's leads up to the cut-off
 * through an index.
 */
async function followUpByStatus(db: Db, now: Date, only?: LeadStatus) {
  const byStatus = countByStatus([]);
  const parts = followUpParts(now).filter((part) => !only || only === part.status);
  // Every part's reads at once: on a busy server each round trip waits its turn.
  await Promise.all(
    parts.map(async (part) => {
      const [[days], partial] = await Promise.all([
        counter(db, part.counter, [part.status], { before: day(part.before) }),
        countBetween(db, part.status, part.column, day(part.before), part.before),
      ]);
      byStatus[part.status] = (days?.n ?? 0) + partial;
    }),
  );
  return byStatus;
}

/** The figures of a count; `cap`: the count stopped past it, so the total is the cap (a lower bound). */
function summary(byStatus: Record<LeadStatus, number>, cap?: number): LeadSummary {
  const counted = LEAD_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  const total = cap === undefined ? counted : Math.min(counted, cap);
  const result: LeadSummary = {
    total,
    byStatus,
    conversionRate: conversionRate(byStatus.converted, counted),
  };
  if (cap !== undefined) result.capped = true;
  return result;
}

/**
 * Counts per status of every lead matching the filters: the list's total and its stat cards
 * from one pass. Without a search they come from the counters (exact, a few hundred rows);
 * a search counts its matches up to SEARCH_COUNT_CAP, other scanned filters up to COUNT_CAP.
 */
export async function countLeads(
  db: Db,
  filters: LeadFilters,
  now = new Date(),
): Promise<LeadSummary> {
  const scanned =
    filters.search ||
    filters.ids ||
    filters.needsCounty ||
    filters.needsConsent ||
    filters.overdue ||
    filters.dueToday ||
    filters.duplicate ||
    filters.owner ||
    filters.lostReason !== undefined ||
    filters.utmSource ||
    filters.utmCampaign;
  if (!scanned) {
    if (filters.followUp) return summary(await followUpByStatus(db, now, filters.status));
    if (filters.createdSince) {
      return summary(await createdSinceByStatus(db, filters.createdSince, filters.status));
    }
    // One queue filter at a time: `open` never comes with followUp or createdSince.
    const statuses = filters.open
      ? OPEN_STATUSES.filter((status) => !filters.status || status === filters.status)
      : filters.status
        ? [filters.status]
        : null;
    // Open and lost (or converted) match no lead; `in ()` is not SQL.
    if (statuses?.length === 0) return summary(countByStatus([]));
    const rows = await counter(db, 'status', statuses, {});
    return summary(countByStatus(rows.map((row) => ({ status: row.key, n: row.n }))));
  }
  if (filters.search) return (await countSearch(db, filters, now)).summary;
  const order = coveringOrder(filters);
  const matches = matchingLeads(db, filters, now)
    .select('leads.status')
    .$if(order !== null, (qb) => qb.orderBy(order!))
    .limit(COUNT_CAP + 1)
    .as('matches');
  const rows = await db
    .selectFrom(matches)
    .select((eb) => ['matches.status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('matches.status')
    .execute();
  const counted = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return summary(countByStatus(rows), counted > COUNT_CAP ? COUNT_CAP : undefined);
}

/** A search's count, and every match's id when the count did not stop at its cap. */
export interface SearchCount {
  summary: LeadSummary;
  ids: number[] | null;
}

/**
 * A search's matches, up to one past SEARCH_COUNT_CAP: counted by status in one pass that
 * also keeps their ids, so a list under the cap sorts its page from them rather than search
 * again.
 */
export async function countSearch(
  db: Db,
  filters: LeadFilters,
  now = new Date(),
): Promise<SearchCount> {
  const rows = await matchingLeads(db, filters, now)
    .select(['leads.id', 'leads.status'])
    .limit(SEARCH_COUNT_CAP + 1)
    .execute();
  const capped = rows.length > SEARCH_COUNT_CAP;
  return {
    summary: summary(
      countByStatus(rows.map((row) => ({ status: row.status, n: 1 }))),
      capped ? SEARCH_COUNT_CAP : undefined,
    ),
    ids: capped ? null : rows.map((row) => Number(row.id)),
  };
}

/**
 * The order of the filter's own covering index, so the planner reads that index rather than
 * the table (unordered, PostgreSQL guessed a scan of the table would find one owner's 10,000
 * leads sooner, and read 80,000 rows). Mine or unassigned is two ranges of the owner index,
 * which no one order follows.
 */
function coveringOrder(filters: LeadFilters): 'leads.next_action_at' | 'leads.created_at' | null {
  if (filters.overdue || filters.dueToday) return 'leads.next_action_at';
  if (filters.duplicate || (filters.owner && !filters.owner.orNone)) return 'leads.created_at';
  return null;
}

/**
 * The leads created from `since` on, as whole UTC days the counters hold (from `days` on) and
 * the part of a day before them that only the leads can tell (`partDay`: from `since` to
 * `days`). A period from a UTC midnight, as today is while Dublin keeps UTC, has no part day:
 * the counters alone answer it, however many leads came in today.
 */
function periodDays(since: string): { days: string; partDay: boolean } {
  const atMidnight = since === `${day(since)}T00:00:00.000Z`;
  return { days: atMidnight ? day(since) : nextDay(since), partDay: !atMidnight };
}

/**
 * Per status, the leads created at or after `since` (the period filters): the daily counters
 * (periodDays), plus the part day's leads through the created_at index.
 */
async function createdSinceByStatus(db: Db, since: string, only?: LeadStatus) {
  const { days, partDay } = periodDays(since);
  // Naming every key lets the (dimension, key, period) key seek one range per status.
  let firstDay = db
    .selectFrom('leads')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', since)
    .where('created_at', '<', days)
    .groupBy('status');
  if (only) firstDay = firstDay.where('status', '=', only);
  const [counted, partial] = await Promise.all([
    counter(db, 'status', only ? [only] : LEAD_STATUSES, { from: days }),
    partDay ? firstDay.execute() : [],
  ]);
  return countByStatus([...counted.map((row) => ({ status: row.key, n: row.n })), ...partial]);
}

/** Leads created at or after `since`, from the daily counters plus its part day (periodDays). */
export async function countCreatedSince(db: Db, since: string | null): Promise<number> {
  if (!since) return (await counter(db, 'status', null, {})).reduce((sum, row) => sum + row.n, 0);
  return summary(await createdSinceByStatus(db, since)).total;
}

/** Average minutes from submission to the first status change, for leads created since `since`. */
export async function averageResponseMinutes(db: Db, since: string): Promise<number | null> {
  const { days, partDay } = periodDays(since);
  const [[responded], [secondsRow], firstDay] = await Promise.all([
    counter(db, 'responded', [''], { from: days }),
    counter(db, 'response_seconds', [''], { from: days }),
    partDay
      ? db
          .selectFrom('leads')
          .select(['created_at', 'first_response_at'])
          .where('created_at', '>=', since)
          .where('created_at', '<', days)
          .where('first_response_at', 'is not', null)
          .execute()
      : [],
  ]);
  let count = responded?.n ?? 0;
  let seconds = secondsRow?.n ?? 0;
  for (const row of firstDay) {
    count += 1;
    seconds += Math.round((Date.parse(row.first_response_at!) - Date.parse(row.created_at)) / 1000);
  }
  return count === 0 ? null : Math.round(seconds / count / 60);
}

/** Leads and conversions per page variant, most leads first. */
export async function countByUrl(db: Db, limit: number) {
  const [totals, converted] = await Promise.all([
    counter(db, 'url', null, {}),
    counter(db, 'url_converted', null, {}),
  ]);
  const convertedBy = new Map(converted.map((row) => [row.key, row.n]));
  return totals
    .filter((row) => row.n > 0)
    .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, limit)
    .map((row) => {
      const won = convertedBy.get(row.key) ?? 0;
      return {
        url_type: row.key,
        total: row.n,
        converted: won,
        conversionRate: conversionRate(won, row.n),
      };
    });
}

/**
 * Lost leads per lost reason, most first (blank: lost with no reason given), from the
 * counters (migration 0048).
 */
export async function countByLostReason(db: Db): Promise<{ reason: string; count: number }[]> {
  return (await counter(db, 'lost_reason', null, {}))
    .filter((row) => row.n > 0)
    .map((row) => ({ reason: row.key, count: row.n }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
