import type { DashboardSummary } from './dashboard.js';
import type { LeadQueueFilter } from './lead-schema.js';
import { LEAD_STATUSES, type LeadStatus } from './lead-status.js';

/** The list query a dashboard figure opens: the same leads the figure counts. */
export interface FigureQuery {
  status?: LeadStatus;
  filter?: LeadQueueFilter;
}

/** One clickable figure: where it reads its count, and the list query behind it. */
interface DashboardFigure {
  count: (summary: DashboardSummary) => number;
  query: FigureQuery;
}

const byStatus = Object.fromEntries(
  LEAD_STATUSES.map((status) => [
    status,
    { count: (summary: DashboardSummary) => summary.byStatus[status], query: { status } },
  ]),
) as Record<LeadStatus, DashboardFigure>;

/**
 * Every count on the two dashboards and the list it opens, in one place, so the web's links
 * and the test that proves each count equals its list's total read the same mapping.
 * Rates (conversion, success) open the converted leads they are made of.
 */
export const DASHBOARD_FIGURES = {
  all: { count: (summary) => summary.totals.all, query: {} },
  today: { count: (summary) => summary.totals.today, query: { filter: 'today' } },
  thisWeek: { count: (summary) => summary.totals.thisWeek, query: { filter: 'this_week' } },
  thisMonth: { count: (summary) => summary.totals.thisMonth, query: { filter: 'this_month' } },
  ...byStatus,
  open: {
    count: (summary) => summary.byStatus.new + summary.byStatus.contacted + summary.byStatus.quoted,
    query: { filter: 'open' },
  },
  followUp: { count: (summary) => summary.followUp, query: { filter: 'followup' } },
  needsConsent: { count: (summary) => summary.needsConsent, query: { filter: 'needs_consent' } },
  needsCounty: { count: (summary) => summary.needsCounty, query: { filter: 'needs_county' } },
  overdue: { count: (summary) => summary.nextActions.overdue, query: { filter: 'overdue' } },
  dueToday: { count: (summary) => summary.nextActions.dueToday, query: { filter: 'due_today' } },
} satisfies Record<string, DashboardFigure>;
export type DashboardFigureName = keyof typeof DASHBOARD_FIGURES;

/** The query string (no "?") of a figure's list: status and filter as the list reads them. */
export function figureSearch(figure: DashboardFigureName): string {
  const query: FigureQuery = DASHBOARD_FIGURES[figure].query;
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.filter) params.set('filter', query.filter);
  return params.toString();
}

/**
 * The list page a figure opens in a panel (`basePath` /admin or /manager). The figures count
 * every lead, so the manager's list, which opens on "mine and unassigned", is told to show
 * anyone's (owner=all).
 */
export function figureLink(basePath: string, figure: DashboardFigureName): string {
  const params = new URLSearchParams(figureSearch(figure));
  if (basePath === '/manager') params.set('owner', 'all');
  const search = params.toString();
  return `${basePath}/leads${search ? `?${search}` : ''}`;
}
