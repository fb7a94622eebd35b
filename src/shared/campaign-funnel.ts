import { z } from 'zod';
import { checkReportPeriod, reportPeriodFields } from './report-period.js';

const DAY_MS = 86_400_000;
import { ATTRIBUTION_MAX, UTM_FORBIDDEN, normalizeUtm } from './attribution.js';
import { campaignOf } from './campaign.js';
import { resolvePublicPath } from './url-variants.js';

/**
 * A funnel per campaign: page views and quote-form starts counted
 * per Irish day, then the leads and what became of them. Shared by web and server.
 */

/** A UTM value as the lead list's filters take it: lower-cased, at most 100 characters. */
const utmFilter = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(ATTRIBUTION_MAX.utm, `${label} must be at most ${ATTRIBUTION_MAX.utm} characters`)
    .refine((value) => !UTM_FORBIDDEN.test(value), `${label} holds characters a tag never has`)
    .transform(normalizeUtm)
    .optional();

/**
 * The period (report-period.ts); `utm_campaign` narrows every figure to one campaign tag, as
 * the lead list's filter of the same name.
 */
export const funnelQuerySchema = z
  .object({ ...reportPeriodFields, utm_campaign: utmFilter('UTM campaign') })
  .superRefine(checkReportPeriod);
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

/** One funnel's figures; a rate (per cent of views, one decimal) is null without views. */
export const funnelFiguresSchema = z.strictObject({
  views: z.number().int(),
  starts: z.number().int(),
  submits: z.number().int(),
  passed: z.number().int(),
  accepted: z.number().int(),
  quoted: z.number().int(),
  won: z.number().int(),
  start_rate: z.number().nullable(),
  conversion_rate: z.number().nullable(),
});
export type FunnelFigures = z.infer<typeof funnelFiguresSchema>;

const periodSchema = z.strictObject({ from: z.string(), to: z.string(), days: z.number().int() });

const comparedSchema = { current: funnelFiguresSchema, previous: funnelFiguresSchema };

export const campaignFunnelSchema = z.strictObject({
  period: periodSchema,
  previous_period: periodSchema,
  utm_campaign: z.string(),
  totals: z.strictObject(comparedSchema),
  /** Per page variant: the lead's url_type, the view's campaign address (`/dublin`, `/`). */
  pages: z.array(z.strictObject({ path: z.string(), ...comparedSchema })),
  /** Per UTM source and medium ('' when the visit had none). */
  sources: z.array(z.strictObject({ source: z.string(), medium: z.string(), ...comparedSchema })),
  /** Per UTM campaign tag ('' when none). */
  campaigns: z.array(z.strictObject({ campaign: z.string(), ...comparedSchema })),
  daily: z.array(
    z.strictObject({
      date: z.string(),
      views: z.number().int(),
      starts: z.number().int(),
      submits: z.number().int(),
    }),
  ),
});
export type CampaignFunnel = z.infer<typeof campaignFunnelSchema>;

/** What a quote-form start sends (a beacon): the form's page variant and the visit's tags. */
export const funnelStartSchema = z.strictObject({
  path: z
    .string({ error: 'Path must be text' })
    .max(ATTRIBUTION_MAX.landing_path, 'Path is too long')
    .refine((value) => variantPathOf(value) === value, {
      error: 'Path must be a page variant such as / or /dublin',
    }),
  utm_source: utmFilter('UTM source'),
  utm_medium: utmFilter('UTM medium'),
  utm_campaign: utmFilter('UTM campaign'),
});
export type FunnelStart = z.infer<typeof funnelStartSchema>;

/**
 * The page variant a public path counts under, as a lead's url_type: `/dublin` for
 * `/dublin`, `/dublin/about` and `/about/dublin`; `/` for the base pages; null for a path
 * that is no public page.
 */
export function variantPathOf(pathname: string): string | null {
  if (resolvePublicPath(pathname) === null) return null;
  const campaign = campaignOf(pathname);
  return campaign === null ? '/' : `/${campaign}`;
}

/** Crawlers, previewers and tools by their user agent; an empty one is no browser either. */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora link|whatsapp|lighthouse|pagespeed|headless|phantom|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|playwright|httpclient|scrapy|monitor|pingdom|uptime|validator/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}

/** A prefetch or prerender the visitor may never see (Chrome, Firefox, Safari headers). */
export function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  const values = [headers['sec-purpose'], headers.purpose, headers['x-moz'], headers['x-purpose']]
    .flat()
    .filter((value): value is string => typeof value === 'string');
  return values.some((value) => /prefetch|prerender|preview/i.test(value));
}

/** Per cent of `of`, one decimal; null when there is nothing to divide by. */
export function rate(count: number, of: number): number | null {
  return of > 0 ? Math.round((count / of) * 1000) / 10 : null;
}

/** The change from `previous` to `current` in per cent, or null when previous was 0. */
export function change(current: number, previous: number): number | null {
  return previous > 0 ? Math.round(((current - previous) / previous) * 1000) / 10 : null;
}

/** An Irish calendar date `days` after (or before) another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates from..to, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The same number of days just before a period. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = datesOf(from, to).length;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}
