import type { LeadFieldName } from './lead-fields.js';

/**
 * The rules of a quote request's fields, written once and without zod: the API's schema
 * (lead-schema.ts) is built from them, and so are the public form's checks, which every
 * visitor downloads and so must not pull in zod. Each field: whether it is required and the
 * longest text it takes. The e-mail's length and format are the e-mail rule's (emailSchema);
 * the county is one of COUNTIES.
 */
export const QUOTE_FIELD_RULES = {
  first_name: { required: true, max: 100 },
  last_name: { required: true, max: 100 },
  email: { required: true },
  mobile_number: { required: true, max: 40 },
  additional_info: { required: true, max: 2000 },
  url_type: { required: false, max: 300 },
  property_address: { required: false, max: 300 },
  property_type: { required: false, max: 100 },
  window_type: { required: false, max: 100 },
  number_of_windows: { required: false, max: 100 },
  preferred_timeframe: { required: false, max: 100 },
  window_material: { required: false, max: 100 },
  glazing_type: { required: false, max: 100 },
  county: { required: true },
  eircode: { required: false, max: 20 },
} as const satisfies Record<LeadFieldName, { required: boolean; max?: number }>;

export type QuoteRuleField = keyof typeof QUOTE_FIELD_RULES;

/** Whether a field must be filled in (the form's "Missing Information" and the API's 422). */
export function isRequiredQuoteField(name: QuoteRuleField): boolean {
  return QUOTE_FIELD_RULES[name].required;
}

/** A mobile number: digits with the usual separators, 7 to 15 digits in all. */
export function isMobileNumber(value: string): boolean {
  const digits = (value.match(/\d/g) ?? []).length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}

/** The option-list field each select of the form is checked against. */
export const QUOTE_SELECT_FIELDS = {
  property_type: 'property_types',
  window_type: 'window_types',
  number_of_windows: 'number_of_windows',
  preferred_timeframe: 'preferred_timeframes',
  window_material: 'window_materials',
  glazing_type: 'glazing_types',
} as const;
