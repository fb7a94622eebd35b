import type { DashboardSummary, LeadActivity } from '../../../shared/dashboard.js';
import { conversionRate, deriveLeadStatus, type LeadStatus } from '../../../shared/lead-status.js';
import type { Db, Dialect } from '../../db/connection.js';
import {
  averageResponseMinutes,
  countByLostReason,
  countByUrl,
  countCreatedSince,
  countLeads,
} from './lead-counts-repository.js';
import { followUpParts, periodStart, type FollowUpPart } from './lead-filters.js';

const TASKS_PER_PRIORITY = 5;

async function weekStatusChanges(db: Db, since: string) {
  const rows = await db
    .selectFrom('lead_events')
    .select((eb) => ['to_status', eb.fn.count<number | string>('lead_id').distinct().as('n')])
    // Staff's changes and those an installer's outcome made.
    .where('type', 'in', ['status_changed', 'partner_outcome'])
    .where('to_status', 'in', ['contacted', 'quoted', 'converted'])
    .where('created_at', '>=', since)
    .groupBy('to_status')
    .execute();
  const count = (status: LeadStatus) =>
    Number(rows.find((row) => row.to_status === status)?.n ?? 0);
  return { contacted: count('contacted'), quoted: count('quoted'), converted: count('converted') };
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

type TaskRow = {
  id: number;
  first_name: string;
  last_name: string;
  status: string;
  created_at: string;
  updated_at: string;
};

/**
 * The oldest waiting leads of each priority (the most overdue first): high is the follow-up
 * rule's new part, medium its contacted and quoted parts (followUpParts), low the new leads
 * still inside it. Each part is read apart so every query walks one index range and stops at
 * five rows.
 */
async function followUpTasks(db: Db, now: Date): Promise<DashboardSummary['tasks']> {
  const base = db
    .selectFrom('leads')
    .select(['id', 'first_name', 'last_name', 'status', 'created_at', 'updated_at'])
    .limit(TASKS_PER_PRIORITY);
  const overdue = (part: FollowUpPart) =>
    base
      .where('status', '=', part.status)
      .where(part.column, '<', part.before)
      .orderBy(part.column)
      .orderBy('id')
      .execute();
  const [newPart, contactedPart, quotedPart] = followUpParts(now);
  const [high, contacted, quoted, low] = await Promise.all([
    overdue(newPart!),
    overdue(contactedPart!),
    overdue(quotedPart!),
    base
      .where('status', '=', 'new')
      .where('created_at', '>=', newPart!.before)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const medium = [...contacted, ...quoted]
    .sort((a, b) =>
      a.updated_at < b.updated_at ? -1 : a.updated_at > b.updated_at ? 1 : a.id - b.id,
    )
    .slice(0, TASKS_PER_PRIORITY);
  const tasks = (priority: 'high' | 'medium' | 'low', rows: TaskRow[]) =>
    rows.map((row) => ({
      priority,
      lead_id: Number(row.id),
      lead_name: `${row.first_name} ${row.last_name}`.trim(),
      status: deriveLeadStatus(row.status, row.created_at),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  // Oldest first: what each task has waited since (the rule's own column).
  const since = (task: { priority: string; created_at: string; updated_at: string }) =>
    task.priority === 'medium' ? task.updated_at : task.created_at;
  return [...tasks('high', high), ...tasks('medium', medium), ...tasks('low', low)].sort((a, b) =>
    since(a) < since(b) ? -1 : since(a) > since(b) ? 1 : a.lead_id - b.lead_id,
  );
}

/**
 * Every dashboard figure: counts from the trigger-kept counters (lead-counts.ts), lists from
 * short index ranges, so the cost does not grow with the number of leads.
 */
export async function dashboardSummary(
  db: Db,
  _dialect: Dialect,
  now = new Date(),
): Promise<DashboardSummary> {
  // The same instants as the list's filter=this_week and this_month.
  const weekStart = periodStart('this_week', now)!;
  const monthStart = periodStart('this_month', now)!;
  const [
    all,
    today,
    thisWeek,
    thisMonth,
    statusCounts,
    followUpCounts,
    needsConsent,
    needsCounty,
    avg,
    week,
    byUrl,
    activity,
    tasks,
    lostReasons,
    overdue,
    dueToday,
  ] = await Promise.all([
    countCreatedSince(db, null),
    countCreatedSince(db, periodStart('today', now)!),
    countCreatedSince(db, weekStart),
    countCreatedSince(db, monthStart),
    countLeads(db, {}, now),
    // The same function and rule as the list's ?filter=followup total.
    countLeads(db, { followUp: true }, now),
    countLeads(db, { needsConsent: true }, now),
    countLeads(db, { needsCounty: true }, now),
    averageResponseMinutes(db, monthStart),
    weekStatusChanges(db, weekStart),
    countByUrl(db, 10),
    recentActivity(db),
    followUpTasks(db, now),
    countByLostReason(db),
    // The same filters as the list's ?filter=overdue and ?filter=due_today totals.
    countLeads(db, { overdue: true }, now),
    countLeads(db, { dueToday: true }, now),
  ]);
  const byStatus = statusCounts.byStatus;
  return {
    generatedAt: now.toISOString(),
    totals: { all, today, thisWeek, thisMonth },
    byStatus,
    conversionRate: conversionRate(byStatus.converted, all),
    followUp: followUpCounts.total,
    needsConsent: needsConsent.total,
    needsCounty: needsCounty.total,
    nextActions: { overdue: overdue.total, dueToday: dueToday.total },
    avgResponseMinutes: avg,
    week: { newLeads: thisWeek, ...week },
    byUrl,
    recentActivity: activity,
    tasks,
    lostReasons,
  };
}
