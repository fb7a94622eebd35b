/** Default option lists of the quote form. */
export const DEFAULT_QUOTE_OPTIONS = {
  property_types: ['House', 'Apartment', 'Bungalow', 'Townhouse', 'Commercial Property', 'Other'],
  window_types: [
    'Casement Windows',
    'Sash Windows',
    'Tilt & Turn Windows',
    'Bay Windows',
    'Sliding Windows',
    'Fixed Windows',
    'French Windows',
    'Mixed Types',
  ],
  number_of_windows: ['1-2', '3-5', '6-10', '11-15', '16+'],
  preferred_timeframes: [
    'ASAP',
    'Within 1 month',
    'Within 3 months',
    'Within 6 months',
    'Planning for future',
  ],
  window_materials: ['uPVC', 'Aluminium', 'Wood', 'Composite', 'Not Sure'],
  glazing_types: ['Double Glazing', 'Triple Glazing', 'Single Glazing (replacement)', 'Not Sure'],
} as const satisfies Record<string, readonly string[]>;

export type QuoteOptionKey = keyof typeof DEFAULT_QUOTE_OPTIONS;
export type QuoteOptions = Record<QuoteOptionKey, string[]>;

export const QUOTE_OPTION_KEYS = Object.keys(DEFAULT_QUOTE_OPTIONS) as QuoteOptionKey[];

/** A configured list with blanks dropped, or the defaults when nothing is left. */
export function optionsOrDefault(
  key: QuoteOptionKey,
  list: readonly string[] | undefined,
): string[] {
  const cleaned = (list ?? []).map((item) => item.trim()).filter((item) => item !== '');
  return cleaned.length > 0 ? cleaned : [...DEFAULT_QUOTE_OPTIONS[key]];
}

export function resolveQuoteOptions(
  options: Partial<Record<QuoteOptionKey, string[]>> | undefined,
): QuoteOptions {
  return Object.fromEntries(
    QUOTE_OPTION_KEYS.map((key) => [key, optionsOrDefault(key, options?.[key])]),
  ) as QuoteOptions;
}
