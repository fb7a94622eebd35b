import { z } from 'zod';

/**
 * The period of a staff report (partner performance, the campaign funnel): the last 7, 30 or
 * 90 Irish days with today, or `from`..`to`, two Irish calendar dates, both included, at most
 * a year; without either, the last 30 days.
 */

export const REPORT_DAYS = [7, 30, 90] as const;
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

const dateSchema = z
  .string({ error: 'Use a date such as 2026-11-27' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-11-27')
  .refine((value) => {
    const noon = Date.parse(`${value}T12:00:00Z`);
    // Date.parse rolls 30 February over to March: a real date reads back the same.
    return !Number.isNaN(noon) && new Date(noon).toISOString().slice(0, 10) === value;
  }, 'Not a real date');

/** The period's query fields, to spread into a report's query schema. */
export const reportPeriodFields = {
  days: z.coerce
    .number({ error: 'Days must be 7, 30 or 90' })
    .refine((value) => (REPORT_DAYS as readonly number[]).includes(value), {
      error: 'Days must be 7, 30 or 90',
    })
    .optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
};

/** Both dates or neither, not with `days`, in order, and at most a year apart. */
export function checkReportPeriod(
  query: { days?: number; from?: string; to?: string },
  ctx: z.RefinementCtx,
): void {
  const dates = [query.from, query.to].filter(Boolean).length;
  if (dates === 1) {
    const path = query.from ? 'to' : 'from';
    ctx.addIssue({ code: 'custom', path: [path], message: 'Give both from and to' });
  }
  if (dates === 2 && query.days !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['days'], message: 'Give days or from and to, not both' });
  }
  if (query.from && query.to) {
    const span = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
    if (span < 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before from' });
    } else if (span >= MAX_REPORT_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A period is at most ${MAX_REPORT_DAYS} days`,
      });
    }
  }
}
