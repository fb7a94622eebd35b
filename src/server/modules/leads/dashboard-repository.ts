import { sql } from 'kysely';
import type { DashboardSummary, LeadActivity } from '../../../shared/dashboard.js';
import { FOLLOW_UP_RULE } from '../../../shared/lead-schema.js';
import { conversionRate, deriveLeadStatus, type LeadStatus } from '../../../shared/lead-status.js';
import type { Db, Dialect } from '../../db/connection.js';
import { startOfDublinDay } from '../../dublin-day.js';
import { countByStatus, followUpWhere } from './lead-repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const TASKS_PER_PRIORITY = 5;

const iso = (ms: number) => new Date(ms).toISOString();

async function countCreatedSince(db: Db, since: string | null): Promise<number> {
  let query = db.selectFrom('leads').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (since) query = query.where('created_at', '>=', since);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Minutes between two ISO text columns, in each database's own date arithmetic. */
function minutesBetween(dialect: Dialect, from: string, to: string) {
  return dialect === 'postgres'
    ? sql<number>`extract(epoch from (${sql.ref(to)}::timestamptz - ${sql.ref(from)}::timestamptz)) / 60`
    : sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 1440`;
}

/**
 * Average minutes from submission to the first status change, for leads of the last 30 days.
 * A correlated MIN per lead walks the (lead_id, type, created_at) index: no grouping of events.
 */
async function averageResponseMinutes(db: Db, dialect: Dialect, since: string) {
  const firstChanges = db
    .selectFrom('leads')
    .select((eb) => [
      'leads.created_at as received_at',
      eb
        .selectFrom('lead_events')
        .select((inner) => inner.fn.min('lead_events.created_at').as('first'))
        .whereRef('lead_events.lead_id', '=', 'leads.id')
        .where('lead_events.type', '=', 'status_changed')
        .as('answered_at'),
    ])
    .where('leads.created_at', '>=', since)
    .as('first_changes');
  // Leads never answered have no first change; AVG skips their NULL.
  const row = await db
    .selectFrom(firstChanges)
    .select((eb) => eb.fn.avg(minutesBetween(dialect, 'received_at', 'answered_at')).as('minutes'))
    .executeTakeFirst();
  return row?.minutes == null ? null : Math.round(Number(row.minutes));
}

async function weekStatusChanges(db: Db, since: string) {
  const rows = await db
    .selectFrom('lead_events')
    .select((eb) => ['to_status', eb.fn.count<number | string>('lead_id').distinct().as('n')])
    .where('type', '=', 'status_changed')
    .where('to_status', 'in', ['contacted', 'quoted', 'converted'])
    .where('created_at', '>=', since)
    .groupBy('to_status')
    .execute();
  const count = (status: LeadStatus) =>
    Number(rows.find((row) => row.to_status === status)?.n ?? 0);
  return { contacted: count('contacted'), quoted: count('quoted'), converted: count('converted') };
}

async function leadsByUrl(db: Db) {
  const rows = await db
    .selectFrom('leads')
    .select((eb) => [
      'url_type',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .sum<number | string>(eb.case().when('status', '=', 'converted').then(1).else(0).end())
        .as('converted'),
    ])
    .groupBy('url_type')
    .orderBy('total', 'desc')
    .orderBy('url_type')
    .limit(10)
    .execute();
  return rows.map((row) => {
    const total = Number(row.total);
    const converted = Number(row.converted ?? 0);
    return {
      url_type: row.url_type,
      total,
      converted,
      conversionRate: conversionRate(converted, total),
    };
  });
}

async function recentActivity(db: Db): Promise<LeadActivity[]> {
  const rows = await db
    .selectFrom('lead_events')
    .innerJoin('leads', 'leads.id', 'lead_events.lead_id')
    .leftJoin('users', 'users.id', 'lead_events.user_id')
    .select([
      'lead_events.id',
      'lead_events.lead_id',
      'lead_events.type',
      'lead_events.from_status',
      'lead_events.to_status',
      'lead_events.created_at',
      'leads.first_name',
      'leads.last_name',
      'users.name as user_name',
    ])
    .orderBy('lead_events.created_at', 'desc')
    .orderBy('lead_events.id', 'desc')
    .limit(10)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    lead_id: Number(row.lead_id),
    lead_name: `${row.first_name} ${row.last_name}`.trim(),
    type: row.type,
    from_status: row.from_status ? deriveLeadStatus(row.from_status, null) : null,
    to_status: row.to_status ? deriveLeadStatus(row.to_status, null) : null,
    user_name: row.user_name ?? null,
    created_at: row.created_at,
  }));
}

/** The oldest waiting leads of each priority (the most overdue first). */
async function followUpTasks(db: Db, now: Date): Promise<DashboardSummary['tasks']> {
  const newBefore = iso(now.getTime() - FOLLOW_UP_RULE.newAfterHours * HOUR_MS);
  const staleBefore = iso(now.getTime() - FOLLOW_UP_RULE.staleAfterDays * DAY_MS);
  const base = db
    .selectFrom('leads')
    .select(['id', 'first_name', 'last_name', 'status', 'created_at', 'updated_at'])
    .limit(TASKS_PER_PRIORITY);
  const [high, medium, low] = await Promise.all([
    base
      .where('status', '=', 'new')
      .where('created_at', '<', newBefore)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    base
      .where('status', 'in', ['contacted', 'quoted'])
      .where('updated_at', '<', staleBefore)
      .orderBy('updated_at')
      .orderBy('id')
      .execute(),
    base
      .where('status', '=', 'new')
      .where('created_at', '>=', newBefore)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const tasks = (priority: 'high' | 'medium' | 'low', rows: typeof high) =>
    rows.map((row) => ({
      priority,
      lead_id: Number(row.id),
      lead_name: `${row.first_name} ${row.last_name}`.trim(),
      status: deriveLeadStatus(row.status, row.created_at),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  return [...tasks('high', high), ...tasks('medium', medium), ...tasks('low', low)];
}

/** Every dashboard figure, each from one aggregate query (no rows are loaded to count them). */
export async function dashboardSummary(
  db: Db,
  dialect: Dialect,
  now = new Date(),
): Promise<DashboardSummary> {
  const weekStart = iso(now.getTime() - 7 * DAY_MS);
  const monthStart = iso(now.getTime() - 30 * DAY_MS);
  const [
    all,
    today,
    thisWeek,
    thisMonth,
    statusRows,
    followUpRow,
    avg,
    week,
    byUrl,
    activity,
    tasks,
  ] = await Promise.all([
    countCreatedSince(db, null),
    countCreatedSince(db, startOfDublinDay(now).toISOString()),
    countCreatedSince(db, weekStart),
    countCreatedSince(db, monthStart),
    db
      .selectFrom('leads')
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => followUpWhere(eb, now))
      .executeTakeFirst(),
    averageResponseMinutes(db, dialect, monthStart),
    weekStatusChanges(db, weekStart),
    leadsByUrl(db),
    recentActivity(db),
    followUpTasks(db, now),
  ]);
  const byStatus = countByStatus(statusRows);
  return {
    generatedAt: now.toISOString(),
    totals: { all, today, thisWeek, thisMonth },
    byStatus,
    conversionRate: conversionRate(byStatus.converted, all),
    followUp: Number(followUpRow?.n ?? 0),
    avgResponseMinutes: avg,
    week: { newLeads: thisWeek, ...week },
    byUrl,
    recentActivity: activity,
    tasks,
  };
}
