import { z } from 'zod';
import { checkReportPeriod, reportPeriodFields } from './report-period.js';
import { isoTimeSchema } from './api-schema.js';

/** Partners' performance for staff; shared by web and server. */

/** The period (report-period.ts). */
export const performanceQuerySchema = z.object(reportPeriodFields).superRefine(checkReportPeriod);
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

/** One partner's figures over the period; a rate or median with nothing to measure is null. */
export const partnerPerformanceSchema = z.strictObject({
  partner_id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  leads_received: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  expired: z.number().int(),
  /** Accepted among the leads answered or expired (still-open ones are left out). */
  acceptance_rate: z.number().nullable(),
  median_minutes_to_accept: z.number().nullable(),
  quotes_sent: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  /** Won among the jobs won or lost. */
  win_rate: z.number().nullable(),
  credited: z.number().int(),
  credits_in_review: z.number().int(),
});
export type PartnerPerformance = z.infer<typeof partnerPerformanceSchema>;

export const performanceSchema = z.strictObject({
  from: isoTimeSchema,
  to: isoTimeSchema,
  partners: z.array(partnerPerformanceSchema),
});
export type Performance = z.infer<typeof performanceSchema>;
