import { z } from 'zod';
import { isoTimeSchema, limitSchema, offsetSchema } from './api-schema.js';
import {
  ATTRIBUTION_LABELS,
  ATTRIBUTION_MAX,
  ATTRIBUTION_MESSAGES,
  LANDING_PATH_PATTERN,
  normalizeUtm,
  REFERRER_HOST_PATTERN,
  UTM_FORBIDDEN,
  type UtmField,
} from './attribution.js';
import { CONSENT_REQUIRED_MESSAGE } from './consent.js';
import { COUNTIES, COUNTY_REQUIRED_MESSAGE } from './counties.js';
import { EIRCODE_MESSAGE, normalizeEircode } from './eircode.js';
import { LEAD_FIELD_LABELS as LABELS } from './lead-fields.js';
import { ownerFilterSchema } from './lead-owner.js';
import { LEAD_STATUSES } from './lead-status.js';
import { PHONE_VERIFICATION_STATES } from './phone-verification-rules.js';
import { PICK_STATES } from './homeowner-picks.js';
import { MAX_ROW_ID } from './row-id.js';
import { isMobileNumber, QUOTE_FIELD_RULES as RULES, QUOTE_SELECT_FIELDS } from './quote-rules.js';
import { emailSchema, optionalText, requiredText, storableText } from './text-schema.js';

// Kept in quote-rules.ts so the public form can use it without loading zod.
export { QUOTE_SELECT_FIELDS };

/** A text field by its rule (quote-rules.ts): required or not, and its longest length. */
function ruledText(name: Exclude<keyof typeof RULES, 'email' | 'county'>) {
  const rule = RULES[name];
  return rule.required
    ? requiredText(LABELS[name].text, rule.max)
    : optionalText(LABELS[name].text, rule.max);
}

/** The mobile number: digits with the usual separators, 7 to 15 digits in all. */
export const mobileSchema = ruledText('mobile_number').refine(
  isMobileNumber,
  'Mobile number must be a valid phone number',
);

// Kept in counties.ts so the public form can show it without loading zod.
export { COUNTY_REQUIRED_MESSAGE };

/** An optional Eircode, stored in the "A65 F4E2" form. */
export const eircodeSchema = ruledText('eircode').transform((value, ctx) => {
  if (value === '') return '';
  const normalized = normalizeEircode(value);
  if (normalized === null) {
    ctx.issues.push({ code: 'custom', message: EIRCODE_MESSAGE, input: value });
    return z.NEVER;
  }
  return normalized;
});

/**
 * The thirteen fields a visitor sends, the first five required, plus the
 * county (leads are matched to installers by it) and an optional Eircode, each by its rule
 * in quote-rules.ts. Kept without defaults so staff edits (leadUpdateSchema) only touch what
 * they send.
 */
const quoteFields = {
  first_name: ruledText('first_name'),
  last_name: ruledText('last_name'),
  email: emailSchema,
  mobile_number: mobileSchema,
  additional_info: ruledText('additional_info'),
  url_type: ruledText('url_type'),
  property_address: ruledText('property_address'),
  property_type: ruledText('property_type'),
  window_type: ruledText('window_type'),
  number_of_windows: ruledText('number_of_windows'),
  preferred_timeframe: ruledText('preferred_timeframe'),
  window_material: ruledText('window_material'),
  glazing_type: ruledText('glazing_type'),
  county: z.enum(COUNTIES, { error: COUNTY_REQUIRED_MESSAGE }),
  eircode: eircodeSchema,
} satisfies Record<keyof typeof RULES, z.ZodType>;

/**
 * The lead's own fields, as stored. The county is optional to the API (the
 * thirteen fields alone are a valid request); blank means "derive it, or ask staff".
 */
export const leadFieldsSchema = z.object({
  ...quoteFields,
  county: z
    .union([quoteFields.county, z.literal('')], { error: COUNTY_REQUIRED_MESSAGE })
    .default(''),
  url_type: quoteFields.url_type.default('/'),
  property_address: quoteFields.property_address.default(''),
  property_type: quoteFields.property_type.default(''),
  window_type: quoteFields.window_type.default(''),
  number_of_windows: quoteFields.number_of_windows.default(''),
  preferred_timeframe: quoteFields.preferred_timeframe.default(''),
  window_material: quoteFields.window_material.default(''),
  glazing_type: quoteFields.glazing_type.default(''),
  eircode: quoteFields.eircode.default(''),
});
export type LeadFields = z.infer<typeof leadFieldsSchema>;

/** One UTM value: optional, checked for length and characters, stored lower-cased. */
function utmSchema(field: UtmField) {
  const message = ATTRIBUTION_MESSAGES.utm(ATTRIBUTION_LABELS[field]);
  return z
    .string({ error: message })
    .overwrite(storableText)
    .trim()
    .max(ATTRIBUTION_MAX.utm, message)
    .refine((value) => !UTM_FORBIDDEN.test(value), message)
    .transform(normalizeUtm)
    .default('');
}

/** A path or host attribution field: blank, or matching its pattern within its length. */
function attributionText(max: number, pattern: RegExp, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => value === '' || pattern.test(value), message)
    .default('');
}

const clickFlag = (label: string) =>
  z.boolean({ error: `${label} must be true or false` }).default(false);

/**
 * Where the visit that sent the quote came from (shared/attribution.ts): all
 * optional, so a request without them is a lead without attribution.
 */
export const attributionSchema = z.object({
  landing_path: attributionText(
    ATTRIBUTION_MAX.landing_path,
    LANDING_PATH_PATTERN,
    ATTRIBUTION_MESSAGES.landing_path,
  ),
  referrer_host: attributionText(
    ATTRIBUTION_MAX.referrer_host,
    REFERRER_HOST_PATTERN,
    ATTRIBUTION_MESSAGES.referrer_host,
  ).transform((value) => value.toLowerCase()),
  utm_source: utmSchema('utm_source'),
  utm_medium: utmSchema('utm_medium'),
  utm_campaign: utmSchema('utm_campaign'),
  utm_term: utmSchema('utm_term'),
  utm_content: utmSchema('utm_content'),
  has_gclid: clickFlag(ATTRIBUTION_LABELS.has_gclid),
  has_fbclid: clickFlag(ATTRIBUTION_LABELS.has_fbclid),
});

/**
 * What a quote request sends: the lead's fields, the homeowner's consent and the visit's
 * attribution. Consent may be left out (the lead is then held until staff confirm it), but
 * never refused.
 */
export const quoteRequestSchema = leadFieldsSchema.extend({
  consent: z.literal(true, { error: CONSENT_REQUIRED_MESSAGE }).optional(),
  marketing_opt_in: z.boolean({ error: 'Marketing opt-in must be true or false' }).default(false),
  ...attributionSchema.shape,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** The stored columns a visitor fills in. */
export const QUOTE_FIELDS = Object.keys(leadFieldsSchema.shape) as (keyof LeadFields)[];

export const leadStatusSchema = z.enum(LEAD_STATUSES, {
  error: `Status must be one of: ${LEAD_STATUSES.join(', ')}`,
});

/** Staff edits: a status change, or corrections to what the visitor typed. */
export const leadUpdateSchema = z
  .object(quoteFields)
  .partial()
  .extend({
    status: leadStatusSchema.optional(),
    /** Why a lead set to lost was lost: one of the admin's lost reasons. */
    lost_reason: optionalText('Lost reason', 100).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
    path: ['body'],
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** A lead as the API answers it, with the consent record it was sent with. */
export const leadResponseSchema = z.strictObject({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  additional_info: z.string(),
  url_type: z.string(),
  property_address: z.string(),
  property_type: z.string(),
  window_type: z.string(),
  number_of_windows: z.string(),
  preferred_timeframe: z.string(),
  window_material: z.string(),
  glazing_type: z.string(),
  /** One of COUNTIES; blank when it is not known yet (shown as "County unknown"). */
  county: z.string(),
  eircode: z.string(),
  /** Where the county came from: form, eircode, address or staff; blank when unknown. */
  county_source: z.string(),
  status: z.enum(LEAD_STATUSES),
  created_at: isoTimeSchema,
  updated_at: isoTimeSchema,
  consent: z.boolean(),
  consent_at: isoTimeSchema.nullable(),
  consent_version: z.string(),
  consent_page: z.string(),
  /** The staff member who recorded the homeowner's consent by hand; blank when given on a form. */
  consent_confirmed_by: z.string(),
  marketing_opt_in: z.boolean(),
  /** When the lead was passed to partners; null while it waits for a county or consent. */
  dispatched_at: isoTimeSchema.nullable(),
  /** When the next action is due (null: none), and what it is ("Call back"). */
  next_action_at: isoTimeSchema.nullable(),
  next_action_label: z.string(),
  /** The earlier lead of the same homeowner this one matched ("Possible duplicate of #N"). */
  duplicate_of: z.number().int().nullable(),
  /** The staff member working the lead; null when unassigned. */
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  /** Why a lost lead was lost; blank when none was given or the lead is not lost. */
  lost_reason: z.string(),
  /** The visit's first page, where it came from and its UTM tags; blank when unknown. */
  landing_path: z.string(),
  referrer_host: z.string(),
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  utm_term: z.string(),
  utm_content: z.string(),
  /** Whether the landing address carried a Google (gclid) or Facebook (fbclid) click id. */
  has_gclid: z.boolean(),
  has_fbclid: z.boolean(),
  /** '' (not asked), 'pending' (held until the homeowner types the texted code), 'verified', 'released'. */
  phone_verification: z.enum(PHONE_VERIFICATION_STATES),
  /** '' (not asked), 'awaiting' (held for the homeowner's pick of installers), 'picked', 'timed_out', 'released'. */
  homeowner_pick: z.enum(PICK_STATES),
});
export type Lead = z.infer<typeof leadResponseSchema>;

/** The list's sort keys (docs/api.md); a leading minus sorts descending. */
export const LEAD_SORTS = [
  '-created_at',
  'created_at',
  '-status',
  'status',
  '-last_name',
  'last_name',
  '-id',
  'id',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/**
 * The list's queue filters (`filter=`), one at a time, with what the list's filter menu and
 * the dashboards' links call them. A dashboard figure links to the list with its filter, so
 * the figure and the list's total count the same leads.
 */
export const LEAD_QUEUE_FILTER_LABELS = {
  followup: 'Follow-up queue',
  needs_county: 'Needs county',
  needs_consent: 'Needs consent',
  open: 'Open leads',
  today: 'Today',
  this_week: 'Last 7 days',
  this_month: 'Last 30 days',
  overdue: 'Overdue',
  due_today: 'Due today',
  duplicate: 'Possible duplicate',
} as const;
export type LeadQueueFilter = keyof typeof LEAD_QUEUE_FILTER_LABELS;
export const LEAD_QUEUE_FILTERS = Object.keys(LEAD_QUEUE_FILTER_LABELS) as [
  LeadQueueFilter,
  ...LeadQueueFilter[],
];

/** The filters shared by the list, the summary and the export; blank values mean "any". */
export const leadFilterSchema = z.object({
  search: optionalText('Search', 200).optional(),
  status: z
    .union([leadStatusSchema, z.literal(''), z.literal('all')], {
      error: `Status must be all or one of: ${LEAD_STATUSES.join(', ')}`,
    })
    .optional(),
  filter: z
    .enum([...LEAD_QUEUE_FILTERS, ''], {
      error: `Filter must be one of: ${LEAD_QUEUE_FILTERS.join(', ')}`,
    })
    .optional(),
  /** me, none, me_or_none or a user id (lead-owner.ts); blank means anyone. */
  owner: ownerFilterSchema.optional(),
  /** Only lost leads lost for this reason. */
  lost_reason: optionalText('Lost reason', 100).optional(),
  /** Only leads whose visit came with this UTM source or campaign (compared lower-cased). */
  utm_source: optionalText(ATTRIBUTION_LABELS.utm_source, ATTRIBUTION_MAX.utm)
    .transform(normalizeUtm)
    .optional(),
  utm_campaign: optionalText(ATTRIBUTION_LABELS.utm_campaign, ATTRIBUTION_MAX.utm)
    .transform(normalizeUtm)
    .optional(),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadListQuerySchema = leadFilterSchema.extend({
  limit: limitSchema(500).optional(),
  offset: offsetSchema(1_000_000_000).optional(),
  sort: z.enum(LEAD_SORTS, { error: `Sort must be one of: ${LEAD_SORTS.join(', ')}` }).optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** The export takes the list filters, or `ids` (comma-joined; entries that are not ids are skipped). */
export const leadExportQuerySchema = leadFilterSchema.extend({
  ids: z
    .string({ error: 'Ids must be comma-separated numbers' })
    .max(20_000, 'Too many ids')
    .transform((value) =>
      // Blank means "no selection" (export by filters); otherwise only the valid ids count.
      value.trim() === ''
        ? undefined
        : value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => /^\d{1,15}$/.test(part))
            .map(Number)
            // Ids beyond PostgreSQL's integer range name no lead (and would fail the query).
            .filter((id) => id > 0 && id <= MAX_ROW_ID),
    )
    .optional(),
});
export type LeadExportQuery = z.infer<typeof leadExportQuerySchema>;

/** Leads waiting for follow-up: new for over a day, or contacted/quoted with no change for 3 days. */
export const FOLLOW_UP_RULE = { newAfterHours: 24, staleAfterDays: 3 } as const;
