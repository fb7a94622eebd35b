import type { LeadEventType } from './lead-timeline.js';
import type { LeadStatus } from './lead-status.js';

/** Counts for the lead list's stat cards, over every lead matching the filters. */
export interface LeadSummary {
  total: number;
  byStatus: Record<LeadStatus, number>;
  conversionRate: number;
  /** Present and true when a search matched more than the server counts (10,000): figures are lower bounds. */
  capped?: boolean;
}

export interface LeadActivity {
  id: number;
  lead_id: number;
  lead_name: string;
  type: LeadEventType;
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  user_name: string | null;
  created_at: string;
}

/** GET /api/dashboard: every figure of both dashboards, computed from the data. */
export interface DashboardSummary {
  generatedAt: string;
  totals: { all: number; today: number; thisWeek: number; thisMonth: number };
  byStatus: Record<LeadStatus, number>;
  conversionRate: number;
  /** Leads waiting for follow-up under FOLLOW_UP_RULE. */
  followUp: number;
  /** Average minutes from submission to the first status change, over the last 30 days. */
  avgResponseMinutes: number | null;
  /** The last 7 days: leads received and status changes made. */
  week: { newLeads: number; contacted: number; quoted: number; converted: number };
  /** Leads and conversions per page URL (variant), most leads first, at most 10. */
  byUrl: { url_type: string; total: number; converted: number; conversionRate: number }[];
  /** Latest events, newest first, at most 10. */
  recentActivity: LeadActivity[];
  /** Follow-up work by priority: high = new over 24 h, medium = contacted or quoted untouched 3 days, low = new under 24 h. */
  tasks: {
    priority: 'high' | 'medium' | 'low';
    lead_id: number;
    lead_name: string;
    status: LeadStatus;
    created_at: string;
    updated_at: string;
  }[];
}
