import { sql } from 'kysely';
import {
  datesOf,
  rate,
  type CampaignFunnel,
  type FunnelFigures,
} from '../../../shared/campaign-funnel.js';
import { dublinWallClock, endOfDublinDay, startOfDublinDay } from '../../../shared/dublin-day.js';
import type { Db } from '../../db/connection.js';

/** The dimensions of one daily counter row (decision 0913). */
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

/** Add counts to their daily rows: one upsert, never a row per view (keys unique in `rows`). */
export async function addFunnelCounts(db: Db, rows: FunnelCountRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('funnel_counts')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['day', 'path', 'utm_source', 'utm_medium', 'utm_campaign']).doUpdateSet({
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

function add(into: Counts, from: Partial<Counts>): void {
  for (const key of Object.keys(into) as (keyof Counts)[]) into[key] += from[key] ?? 0;
}

/** One row of counts with what it is counted under, in the current or the previous period. */
interface Row {
  date: string;
  path: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  counts: Partial<Counts>;
}

/** The counter rows (views, starts) of the Irish dates from..to. */
async function counterRows(db: Db, from: string, to: string, campaign?: string): Promise<Row[]> {
  let query = db
    .selectFrom('funnel_counts')
    .select(['day', 'path', 'utm_source', 'utm_medium', 'utm_campaign', 'views', 'starts'])
    .where('day', '>=', from)
    .where('day', '<=', to);
  if (campaign !== undefined) query = query.where('utm_campaign', '=', campaign);
  const rows = await query.execute();
  return rows.map((row) => ({
    date: row.day,
    path: row.path,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    counts: { views: Number(row.views), starts: Number(row.starts) },
  }));
}

/**
 * The leads submitted in from..to (Irish dates), by the UTC hour they came in (an Irish day is
 * whole UTC hours) and what they count under, with how far each got: passed to a partner,
 * accepted by one, quoted (by staff's status or a partner's outcome) and won.
 */
async function leadRows(db: Db, from: string, to: string, campaign?: string): Promise<Row[]> {
  const period = periodInstants(from, to);
  const campaignWhere = campaign === undefined ? sql`` : sql`and l.utm_campaign = ${campaign}`;
  const result = await sql<{
    hour: string;
    url_type: string;
    utm_source: string;
    utm_medium: string;
    utm_campaign: string;
    submits: number | string;
    passed: number | string | null;
    accepted: number | string | null;
    quoted: number | string | null;
    won: number | string | null;
  }>`
    select substr(l.created_at, 1, 13) as hour, l.url_type, l.utm_source, l.utm_medium,
      l.utm_campaign, count(*) as submits,
      sum(case when exists (select 1 from lead_partners p where p.lead_id = l.id)
        then 1 else 0 end) as passed,
      sum(case when exists (select 1 from lead_partners p where p.lead_id = l.id
        and p.response = 'accepted') then 1 else 0 end) as accepted,
      sum(case when l.status in ('quoted', 'converted') or exists (select 1 from lead_partners p
        where p.lead_id = l.id and p.outcome in ('quoted', 'won')) then 1 else 0 end) as quoted,
      sum(case when l.status = 'converted' or exists (select 1 from lead_partners p
        where p.lead_id = l.id and p.outcome = 'won') then 1 else 0 end) as won
    from leads l
    where l.created_at >= ${period.from} and l.created_at < ${period.before} ${campaignWhere}
    group by substr(l.created_at, 1, 13), l.url_type, l.utm_source, l.utm_medium, l.utm_campaign
  `.execute(db);
  return result.rows.map((row) => ({
    // The middle of the hour: its Irish date, whatever the clocks do that day.
    date: dublinWallClock(new Date(`${row.hour}:30:00Z`)).date,
    path: row.url_type,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    counts: {
      submits: Number(row.submits),
      passed: Number(row.passed ?? 0),
      accepted: Number(row.accepted ?? 0),
      quoted: Number(row.quoted ?? 0),
      won: Number(row.won ?? 0),
    },
  }));
}

/** Rows grouped by a key, each with its current and previous counts, busiest first. */
function breakdown<K extends Record<string, string>>(
  current: Row[],
  previous: Row[],
  keyOf: (row: Row) => K,
) {
  const groups = new Map<string, { key: K; current: Counts; previous: Counts }>();
  const put = (row: Row, which: 'current' | 'previous') => {
    const key = keyOf(row);
    const id = JSON.stringify(key);
    let group = groups.get(id);
    if (!group) {
      group = { key, current: zero(), previous: zero() };
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
        JSON.stringify(a.key).localeCompare(JSON.stringify(b.key)),
    )
    .map((group) => ({
      ...group.key,
      current: figures(group.current),
      previous: figures(group.previous),
    }));
}

/** The funnel of a period and of the same number of days before it (decision 0913). */
export async function campaignFunnel(
  db: Db,
  period: { from: string; to: string },
  previous: { from: string; to: string },
  campaign?: string,
): Promise<Omit<CampaignFunnel, 'period' | 'previous_period' | 'utm_campaign'>> {
  // The two periods are adjacent: one read of each source covers both.
  const [counters, leads] = await Promise.all([
    counterRows(db, previous.from, period.to, campaign),
    leadRows(db, previous.from, period.to, campaign),
  ]);
  const all = [...counters, ...leads];
  const current = all.filter((row) => row.date >= period.from && row.date <= period.to);
  const before = all.filter((row) => row.date >= previous.from && row.date <= previous.to);
  const totals = { current: zero(), previous: zero() };
  for (const row of current) add(totals.current, row.counts);
  for (const row of before) add(totals.previous, row.counts);
  const daily = new Map(
    datesOf(period.from, period.to).map((date) => [
      date,
      { date, views: 0, starts: 0, submits: 0 },
    ]),
  );
  for (const row of current) {
    const day = daily.get(row.date);
    if (!day) continue;
    day.views += row.counts.views ?? 0;
    day.starts += row.counts.starts ?? 0;
    day.submits += row.counts.submits ?? 0;
  }
  return {
    totals: { current: figures(totals.current), previous: figures(totals.previous) },
    pages: breakdown(current, before, (row) => ({ path: row.path })),
    sources: breakdown(current, before, (row) => ({
      source: row.utm_source,
      medium: row.utm_medium,
    })),
    campaigns: breakdown(current, before, (row) => ({ campaign: row.utm_campaign })),
    daily: [...daily.values()],
  };
}
