import type { HomeContent } from '@shared/default-content';
import { resolveQuoteOptions } from '@shared/quote-options';

/** The schema's upper bound on the hero stat (src/shared/content-schema.ts). */
const MAX_STAT_COUNT = 100_000_000;

/** The stat count is parsed as an integer; anything not a number becomes 0. */
export function parseStatCount(value: string): number {
  const parsed = Number.parseInt(value.trim(), 10);
  if (Number.isNaN(parsed)) return 0;
  return Math.min(Math.max(parsed, 0), MAX_STAT_COUNT);
}

/** Before saving: blank options are dropped and an empty list gets the defaults. */
export function fillEmptyOptionLists(content: HomeContent): HomeContent {
  return { ...content, quoteOptions: resolveQuoteOptions(content.quoteOptions) };
}
