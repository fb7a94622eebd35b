import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';

/** Partners' performance for staff (issue 27, decision 0906); shared by web and server. */

export const PERFORMANCE_DAYS = [7, 30, 90] as const;
export const MAX_PERFORMANCE_DAYS = 366;

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-11-27')
  .refine((value) => {
    const noon = Date.parse(`${value}T12:00:00Z`);
    // Date.parse rolls 30 February over to March: a real date reads back the same.
    return !Number.isNaN(noon) && new Date(noon).toISOString().slice(0, 10) === value;
  }, 'Not a real date');

/**
 * The period: the last 7, 30 or 90 Irish days (today included), or `from`..`to`, two Irish
 * calendar dates, both included. Without either, the last 30 days.
 */
export const performanceQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: 'Days must be 7, 30 or 90' })
      .refine((value) => (PERFORMANCE_DAYS as readonly number[]).includes(value), {
        error: 'Days must be 7, 30 or 90',
      })
      .optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    const dates = [query.from, query.to].filter(Boolean).length;
    if (dates === 1) {
      const path = query.from ? 'to' : 'from';
      ctx.addIssue({ code: 'custom', path: [path], message: 'Give both from and to' });
    }
    if (dates === 2 && query.days !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message: 'Give days or from and to, not both',
      });
    }
    if (query.from && query.to) {
      const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
      if (span < 0)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before from' });
      else if (span >= MAX_PERFORMANCE_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `A period is at most ${MAX_PERFORMANCE_DAYS} days`,
        });
      }
    }
  });
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
