import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import { LEAD_EVENT_TYPES } from './lead-timeline.js';
import { LEAD_STATUSES } from './lead-status.js';
import { lateMessagesSchema } from './outbox-backlog.js';

const count = z.number().int();
const statusSchema = z.enum(LEAD_STATUSES);
const byStatusSchema = z.strictObject({
  new: count,
  contacted: count,
  quoted: count,
  converted: count,
  lost: count,
});

/** Counts for the lead list's stat cards, over every lead matching the filters. */
export const leadSummarySchema = z.strictObject({
  total: count,
  byStatus: byStatusSchema,
  conversionRate: z.number(),
  /** Present and true when a search matched more than the server counts (10,000): figures are lower bounds. */
  capped: z.boolean().optional(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadActivitySchema = z.strictObject({
  id: z.number().int(),
  lead_id: z.number().int(),
  lead_name: z.string(),
  type: z.enum(LEAD_EVENT_TYPES),
  from_status: statusSchema.nullable(),
  to_status: statusSchema.nullable(),
  user_name: z.string().nullable(),
  created_at: isoTimeSchema,
});
export type LeadActivity = z.infer<typeof leadActivitySchema>;

/** GET /api/dashboard: every figure of both dashboards, computed from the data. */
export const dashboardSummarySchema = z.strictObject({
  generatedAt: isoTimeSchema,
  totals: z.strictObject({ all: count, today: count, thisWeek: count, thisMonth: count }),
  byStatus: byStatusSchema,
  conversionRate: z.number(),
  /** Leads waiting for follow-up under FOLLOW_UP_RULE. */
  followUp: count,
  /** Leads held for want of the homeowner's consent (the list's filter=needs_consent). */
  needsConsent: count,
  /** Leads whose county is not known yet (the list's filter=needs_county). */
  needsCounty: count,
  /** Leads whose next action is overdue, and due later today (Dublin): ?filter=overdue, due_today. */
  nextActions: z.strictObject({ overdue: count, dueToday: count }),
  /** Average minutes from submission to the first status change, over the last 30 days. */
  avgResponseMinutes: z.number().nullable(),
  /** The last 7 days: leads received and status changes made. */
  week: z.strictObject({ newLeads: count, contacted: count, quoted: count, converted: count }),
  /** Leads and conversions per page URL (variant), most leads first, at most 10. */
  byUrl: z.array(
    z.strictObject({
      url_type: z.string(),
      total: count,
      converted: count,
      conversionRate: z.number(),
    }),
  ),
  /** Latest events, newest first, at most 10. */
  recentActivity: z.array(leadActivitySchema),
  /**
   * Follow-up work, oldest first (by the time each has waited since: created for new leads,
   * last touched for the rest); priority high = new over 24 h, medium = contacted or quoted
   * untouched 3 days, low = new under 24 h.
   */
  tasks: z.array(
    z.strictObject({
      priority: z.enum(['high', 'medium', 'low']),
      lead_id: z.number().int(),
      lead_name: z.string(),
      status: statusSchema,
      created_at: isoTimeSchema,
      updated_at: isoTimeSchema,
    }),
  ),
  /** Lost leads per lost reason, most first; blank reason: lost with none given. */
  lostReasons: z.array(z.strictObject({ reason: z.string(), count })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** GET /api/dashboard's answer: the figures, and the message channels running late (if any). */
export const dashboardAnswerSchema = dashboardSummarySchema.extend({
  lateMessages: z.array(lateMessagesSchema),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
