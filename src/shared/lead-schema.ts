import { z } from 'zod';
import { LEAD_STATUSES } from './lead-status.js';
import { emailSchema, optionalText, requiredText } from './text-schema.js';

/** The mobile number: digits with the usual separators, 7 to 15 digits in all. */
export const mobileSchema = requiredText('Mobile number', 40).refine(
  (value) =>
    /^\+?[\d\s().-]+$/.test(value) &&
    (value.match(/\d/g) ?? []).length >= 7 &&
    (value.match(/\d/g) ?? []).length <= 15,
  'Mobile number must be a valid phone number',
);

/** The thirteen fields a visitor sends (SPEC 3); the first five are required (SPEC 5). */
export const quoteRequestSchema = z.object({
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  email: emailSchema,
  mobile_number: mobileSchema,
  additional_info: requiredText('Additional information', 2000),
  url_type: optionalText('Page URL', 300).default('/'),
  property_address: optionalText('Property address', 300).default(''),
  property_type: optionalText('Property type', 100).default(''),
  window_type: optionalText('Window type', 100).default(''),
  number_of_windows: optionalText('Number of windows', 100).default(''),
  preferred_timeframe: optionalText('Preferred timeframe', 100).default(''),
  window_material: optionalText('Window material', 100).default(''),
  glazing_type: optionalText('Glazing type', 100).default(''),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

export const QUOTE_FIELDS = Object.keys(quoteRequestSchema.shape) as (keyof QuoteRequest)[];

/** The option-list field each select of the form is checked against. */
export const QUOTE_SELECT_FIELDS = {
  property_type: 'property_types',
  window_type: 'window_types',
  number_of_windows: 'number_of_windows',
  preferred_timeframe: 'preferred_timeframes',
  window_material: 'window_materials',
  glazing_type: 'glazing_types',
} as const;

export const leadStatusSchema = z.enum(LEAD_STATUSES, {
  error: `Status must be one of: ${LEAD_STATUSES.join(', ')}`,
});

/** Staff edits: a status change, or corrections to what the visitor typed. */
export const leadUpdateSchema = quoteRequestSchema
  .partial()
  .extend({ status: leadStatusSchema.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
    path: ['body'],
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** A lead as the API answers it (SPEC 3). */
export interface Lead extends QuoteRequest {
  id: number;
  status: (typeof LEAD_STATUSES)[number];
  created_at: string;
  updated_at: string;
}

export const leadListQuerySchema = z.object({
  search: optionalText('Search', 200).optional(),
  status: z.union([leadStatusSchema, z.literal(''), z.literal('all')]).optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1).max(500).optional(),
  offset: z.coerce.number({ error: 'Offset must be a number' }).int().min(0).optional(),
  filter: z.enum(['followup'], { error: 'Filter must be followup' }).optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** Leads waiting for follow-up: new for over a day, or contacted/quoted with no change for 3 days. */
export const FOLLOW_UP_RULE = { newAfterHours: 24, staleAfterDays: 3 } as const;
