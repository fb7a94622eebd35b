import { sql } from 'kysely';
import {
  datesOf,
  rate,
  type CampaignFunnel,
  type FunnelFigures,
} from '../../../shared/campaign-funnel.js';
import { dublinWallClock, endOfDublinDay, startOfDublinDay } from '../../../shared/dublin-day.js';
import { dialectOf, inTransaction, type Db } from '../../db/connection.js';

/** The dimensions of one daily counter row. */
export interface FunnelKey {
  path: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

export interface FunnelCountRow extends FunnelKey {
  day: string;
  views: number;
  starts: number;
}

const keyText = (key: FunnelKey) =>
  JSON.stringify([key.path, key.utm_source, key.utm_medium, key.utm_campaign]);

/**
 * The ids in `funnel_keys` of page variants and UTM tags, each created on first use: one
 * insert that skips the known ones, one read.
 */
async function keyIds(db: Db, keys: FunnelKey[]): Promise<Map<string, number>> {
  const unique = new Map<string, FunnelKey>();
  for (const { path, utm_source, utm_medium, utm_campaign } of keys) {
    const key = { path, utm_source, utm_medium, utm_campaign };
    unique.set(keyText(key), key);
  }
  if (unique.size === 0) return new Map();
  const values = [...unique.values()];
  await db
    .insertInto('funnel_keys')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['path', 'utm_source', 'utm_medium', 'utm_campaign']).doNothing(),
    )
    .execute();
  const rows = await db
    .selectFrom('funnel_keys')
    .selectAll()
    .where((eb) => eb.or(values.map((key) => eb.and(key))))
    .execute();
  return new Map(rows.map((row) => [keyText(row), row.id]));
}

/** Rows with their key's id in place of its names. */
async function keyed<T extends FunnelKey>(db: Db, rows: T[]) {
  const ids = await keyIds(db, rows);
  return rows.map(({ path, utm_source, utm_medium, utm_campaign, ...counts }) => ({
    ...counts,
    key_id: ids.get(keyText({ path, utm_source, utm_medium, utm_campaign }))!,
  }));
}

/** Add counts to their daily rows: one upsert, never a row per view (keys unique in `rows`). */
export async function addFunnelCounts(db: Db, rows: FunnelCountRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('funnel_counts')
    .values(await keyed(db, rows))
    .onConflict((conflict) =>
      conflict.columns(['day', 'key_id']).doUpdateSet({
        views: sql`funnel_counts.views + excluded.views`,
        starts: sql`funnel_counts.starts + excluded.starts`,
      }),
    )
    .execute();
}

/** Midnight in Dublin at the start of an Irish calendar date (noon UTC is always that date). */
export function dublinDateStart(date: string): Date {
  return startOfDublinDay(new Date(`${date}T12:00:00Z`));
}

/** The instants a period of Irish dates covers: the first day's midnight to the last one's end. */
export function periodInstants(from: string, to: string): { from: string; before: string } {
  return {
    from: dublinDateStart(from).toISOString(),
    before: endOfDublinDay(dublinDateStart(to)).toISOString(),
  };
}

type Counts = Omit<FunnelFigures, 'start_rate' | 'conversion_rate'>;

function zero(): Counts {
  return { views: 0, starts: 0, submits: 0, passed: 0, accepted: 0, quoted: 0, won: 0 };
}

function figures(counts: Counts): FunnelFigures {
  return {
    ...counts,
    start_rate: rate(counts.starts, counts.views),
    conversion_rate: rate(counts.submits, counts.views),
  };
}

const COUNT_NAMES = ['views', 'starts', 'submits', 'passed', 'accepted', 'quoted', 'won'] as const;

function add(into: Counts, from: Counts): void {
  for (const name of COUNT_NAMES) into[name] += from[name];
}

/** The counts of one page variant and UTM tags, in the current or the previous period. */
interface Row {
  current: boolean;
  path: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  counts: Counts;
}

/** The UTC hour 'YYYY-MM-DDTHH' an instant falls in: the key of `funnel_dirty_hours`. */
const hourOf = (iso: string) => iso.slice(0, 13);

const HOUR_DATES = new Map<string, string>();
/**
 * The Irish date of a UTC hour (its middle, whatever the clocks do that day), remembered: one
 * entry per hour of leads ever counted.
 */
function dateOfHour(hour: string): string {
  let date = HOUR_DATES.get(hour);
  if (date === undefined) {
    date = dublinWallClock(new Date(`${hour}:30:00Z`)).date;
    HOUR_DATES.set(hour, date);
  }
  return date;
}

/** The daily counter tables and what each counts: views and starts, or the lead figures. */
const COUNTED = {
  funnel_counts: ['views', 'starts'],
  funnel_lead_counts: ['submits', 'passed', 'accepted', 'quoted', 'won'],
} as const;
type DailyTable = keyof typeof COUNTED;

type Period = { from: string; to: string };

/** A counter table's days of from..to, narrowed to a campaign tag when one is asked for. */
function daysOf(db: Db, table: DailyTable, from: string, to: string, campaign?: string) {
  // Both tables share the key; only their counted columns differ.
  return db
    .selectFrom(table as 'funnel_counts')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .$if(campaign !== undefined, (query) =>
      query.where(
        'key_id',
        'in',
        db.selectFrom('funnel_keys').select('id').where('utm_campaign', '=', campaign!),
      ),
    );
}

const sums = (table: DailyTable) =>
  COUNTED[table].map((column) => sql<number | string>`sum(${sql.ref(column)})`.as(column));

/** A summed row's counts, those its table does not count as 0: every row of one shape. */
function countsOf(row: Record<string, unknown>): Counts {
  const counts = zero();
  for (const name of COUNT_NAMES) if (row[name] != null) counts[name] = Number(row[name]);
  return counts;
}

/**
 * A counter table summed per page variant and UTM tags over a period: a few hundred rows,
 * however many days and leads the period holds (grouped in the database).
 */
async function periodRows(
  db: Db,
  table: DailyTable,
  period: Period,
  current: boolean,
  campaign?: string,
): Promise<Row[]> {
  // Grouped by the key's integer id, then named: about half the time of grouping by the names.
  const rows = await db
    .selectFrom(
      daysOf(db, table, period.from, period.to, campaign)
        .select(['key_id', ...sums(table)])
        .groupBy('key_id')
        .as('sums'),
    )
    .innerJoin('funnel_keys', 'funnel_keys.id', 'sums.key_id')
    .selectAll('sums')
    .select(['path', 'utm_source', 'utm_medium', 'utm_campaign'])
    .execute();
  return rows.map((row) => ({
    current,
    path: row.path,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    counts: countsOf(row),
  }));
}

/** A counter table summed per day of the period, for the daily chart. */
async function dayRows(db: Db, table: DailyTable, period: Period, campaign?: string) {
  const rows = await daysOf(db, table, period.from, period.to, campaign)
    .select(['day', ...sums(table)])
    .groupBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, counts: countsOf(row) }));
}

/**
 * The lead figures of one Irish day, per page variant and UTM tags: the leads submitted and
 * how far each got: passed to a partner, accepted by one, quoted (by staff's status or a
 * partner's outcome) and won.
 */
async function countLeadsOfDay(db: Db, day: string) {
  const period = periodInstants(day, day);
  const { rows } = await sql<
    FunnelKey & Record<Exclude<keyof Counts, 'views' | 'starts'>, number | string>
  >`
    select l.url_type as path, l.utm_source, l.utm_medium, l.utm_campaign,
      count(*) as submits,
      sum(case when exists (select 1 from lead_partners p where p.lead_id = l.id)
        then 1 else 0 end) as passed,
      sum(case when exists (select 1 from lead_partners p where p.lead_id = l.id
        and p.response = 'accepted') then 1 else 0 end) as accepted,
      sum(case when l.status in ('quoted', 'converted') or exists (select 1 from lead_partners p
        where p.lead_id = l.id and p.outcome in ('quoted', 'won')) then 1 else 0 end) as quoted,
      sum(case when l.status = 'converted' or exists (select 1 from lead_partners p
        where p.lead_id = l.id and p.outcome = 'won') then 1 else 0 end) as won
    from leads l
    where l.created_at >= ${period.from} and l.created_at < ${period.before}
    group by l.url_type, l.utm_source, l.utm_medium, l.utm_campaign
  `.execute(db);
  return rows.map((row) => ({
    ...row,
    day,
    submits: Number(row.submits),
    passed: Number(row.passed),
    accepted: Number(row.accepted),
    quoted: Number(row.quoted),
    won: Number(row.won),
  }));
}

/** Any recount on PostgreSQL holds this lock, so two never write one day at once. */
const RECOUNT_LOCK = 4_913_035;

/**
 * Count again, from the leads, the lead figures of every Irish day with a lead that changed
 * in the UTC hours [from, before) (the triggers of migration 0035 note those hours), on the
 * caller's transaction. The hours are claimed by deleting them, so a change committed
 * meanwhile keeps its own note for the next recount. Returns how many days were counted.
 */
export async function recountChangedDays(trx: Db, from: string, before: string): Promise<number> {
  if (dialectOf(trx) === 'postgres') {
    await sql`select pg_advisory_xact_lock(${RECOUNT_LOCK})`.execute(trx);
  }
  const claimed = await trx
    .deleteFrom('funnel_dirty_hours')
    .where('hour', '>=', hourOf(from))
    .where('hour', '<', hourOf(before))
    .returning('hour')
    .execute();
  const days = [...new Set(claimed.map((row) => dateOfHour(row.hour)))];
  for (const day of days) {
    const rows = await countLeadsOfDay(trx, day);
    await trx.deleteFrom('funnel_lead_counts').where('day', '=', day).execute();
    if (rows.length > 0) {
      await trx
        .insertInto('funnel_lead_counts')
        .values(await keyed(trx, rows))
        .execute();
    }
  }
  return days.length;
}

/** Whether a lead changed in the UTC hours [from, before) since the funnel last counted them. */
async function changedSince(db: Db, from: string, before?: string): Promise<boolean> {
  const row = await db
    .selectFrom('funnel_dirty_hours')
    .select('id')
    .where('hour', '>=', hourOf(from))
    .$if(before !== undefined, (query) => query.where('hour', '<', hourOf(before!)))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The span of changed hours one background round counts again: a month of days at most. */
const ROUND_MS = 31 * 86_400_000;

/**
 * The background round: count again the changed days of the month from the oldest changed
 * hour; `more` when changes remain after it.
 */
export async function recountOldestChanges(trx: Db): Promise<{ days: number; more: boolean }> {
  const oldest = await trx
    .selectFrom('funnel_dirty_hours')
    .select('hour')
    .orderBy('hour')
    .limit(1)
    .executeTakeFirst();
  if (!oldest) return { days: 0, more: false };
  const from = new Date(`${oldest.hour}:00:00.000Z`);
  const before = new Date(from.getTime() + ROUND_MS).toISOString();
  const days = await recountChangedDays(trx, from.toISOString(), before);
  return { days, more: await changedSince(trx, before) };
}

/** The order of names in a breakdown's ties: the same as `localeCompare`, set up once. */
const byName = new Intl.Collator().compare;

/**
 * Rows grouped by `idOf` (the key `keyOf` names, made once per group), each with its current
 * and previous counts, busiest first.
 */
function breakdown<K extends Record<string, string>>(
  current: Row[],
  previous: Row[],
  idOf: (row: Row) => string,
  keyOf: (row: Row) => K,
) {
  const groups = new Map<string, { name: string; key: K; current: Counts; previous: Counts }>();
  const put = (row: Row, which: 'current' | 'previous') => {
    const id = idOf(row);
    let group = groups.get(id);
    if (!group) {
      const key = keyOf(row);
      group = { name: JSON.stringify(key), key, current: zero(), previous: zero() };
      groups.set(id, group);
    }
    add(group[which], row.counts);
  };
  for (const row of current) put(row, 'current');
  for (const row of previous) put(row, 'previous');
  return [...groups.values()]
    .sort(
      (a, b) =>
        b.current.views - a.current.views ||
        b.current.submits - a.current.submits ||
        b.previous.views - a.previous.views ||
        byName(a.name, b.name),
    )
    .map((group) => ({
      ...group.key,
      current: figures(group.current),
      previous: figures(group.previous),
    }));
}

/**
 * The funnel of a period and of the same number of days before it: changed
 * days are counted again on `db`, the sums are read from `reads` (read-db.ts).
 */
export async function campaignFunnel(
  { db, reads }: { db: Db; reads: Db },
  period: { from: string; to: string },
  previous: { from: string; to: string },
  campaign?: string,
): Promise<Omit<CampaignFunnel, 'period' | 'previous_period' | 'utm_campaign'>> {
  // Days whose leads changed since they were counted are counted first (today's, while leads
  // come in). The reads that follow are independent: they run at once, on as many
  // connections (or SQLite read workers) as `reads` has.
  const span = periodInstants(previous.from, period.to);
  if (await changedSince(db, span.from, span.before)) {
    await inTransaction(db, (trx) => recountChangedDays(trx, span.from, span.before));
  }
  const [views, previousViews, leads, previousLeads, viewDays, leadDays] = await Promise.all([
    periodRows(reads, 'funnel_counts', period, true, campaign),
    periodRows(reads, 'funnel_counts', previous, false, campaign),
    periodRows(reads, 'funnel_lead_counts', period, true, campaign),
    periodRows(reads, 'funnel_lead_counts', previous, false, campaign),
    dayRows(reads, 'funnel_counts', period, campaign),
    dayRows(reads, 'funnel_lead_counts', period, campaign),
  ]);
  const current = [...views, ...leads];
  const before = [...previousViews, ...previousLeads];
  const totals = { current: zero(), previous: zero() };
  for (const row of current) add(totals.current, row.counts);
  for (const row of before) add(totals.previous, row.counts);
  const daily = new Map(
    datesOf(period.from, period.to).map((date) => [
      date,
      { date, views: 0, starts: 0, submits: 0 },
    ]),
  );
  for (const row of [...viewDays, ...leadDays]) {
    const day = daily.get(row.day);
    if (!day) continue;
    day.views += row.counts.views;
    day.starts += row.counts.starts;
    day.submits += row.counts.submits;
  }
  return {
    totals: { current: figures(totals.current), previous: figures(totals.previous) },
    pages: breakdown(
      current,
      before,
      (row) => row.path,
      (row) => ({ path: row.path }),
    ),
    sources: breakdown(
      current,
      before,
      // Tags hold no control characters (attribution.ts), so a newline parts the two.
      (row) => `${row.utm_source}\n${row.utm_medium}`,
      (row) => ({ source: row.utm_source, medium: row.utm_medium }),
    ),
    campaigns: breakdown(
      current,
      before,
      (row) => row.utm_campaign,
      (row) => ({ campaign: row.utm_campaign }),
    ),
    daily: [...daily.values()],
  };
}
