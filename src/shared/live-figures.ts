/**
 * Honest figures (decision 0924): a claim on the home page can be bound to a value computed
 * from our data instead of fixed text. Without a value (not computed yet, or nothing to
 * measure) the fixed text is shown, so SPEC's defaults stay the fallback.
 */
export const LIVE_VALUE_KEYS = [
  'homeowners_this_year',
  'median_minutes_to_accept',
  'active_installers',
] as const;
export type LiveValueKey = (typeof LIVE_VALUE_KEYS)[number];

export const LIVE_VALUE_LABELS: Record<LiveValueKey, string> = {
  homeowners_this_year: 'Homeowners this year (requests since 1 January, Irish time)',
  median_minutes_to_accept: 'Median minutes to the first installer accepting (last 30 days)',
  active_installers: 'Active installers',
};

/** The values as computed; null when there is nothing to show. */
export type LiveValues = Record<LiveValueKey, number | null>;

/** The places on the home page a figure can be bound to. */
export const FIGURE_PLACES = ['hero.stat', 'hero.bullets', 'indexIntro.highlights'] as const;
export type FigurePlace = (typeof FIGURE_PLACES)[number];

export const VALUE_TOKEN = '{value}';

export interface FigureBinding {
  place: FigurePlace;
  index: number;
  value: LiveValueKey;
  template: string;
}

/** "1,204" as Irish readers write numbers. */
export function formatLiveValue(value: number): string {
  return value.toLocaleString('en-IE');
}

/** The template with its value, or null when the value is missing. */
export function fillTemplate(template: string, value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return template.split(VALUE_TOKEN).join(formatLiveValue(value));
}

interface FigureContent {
  hero: { statCount: number; statLabel: string; bullets: string[] };
  indexIntro: { highlights: string[] };
  liveFigures: { bindings: FigureBinding[] };
}

/**
 * Home content with its bound figures replaced by live values (a copy). The hero stat shows
 * the value as its number and the template's other words as its label.
 */
export function applyLiveFigures<C extends FigureContent>(
  content: C,
  values: LiveValues | null | undefined,
): C {
  if (!values || content.liveFigures.bindings.length === 0) return content;
  const out = structuredClone(content);
  for (const binding of content.liveFigures.bindings) {
    const value = values[binding.value];
    if (value === null || value === undefined) continue;
    if (binding.place === 'hero.stat') {
      out.hero.statCount = value;
      out.hero.statLabel = binding.template.split(VALUE_TOKEN).join('').trim();
      continue;
    }
    const list = binding.place === 'hero.bullets' ? out.hero.bullets : out.indexIntro.highlights;
    if (binding.index < list.length) list[binding.index] = fillTemplate(binding.template, value)!;
  }
  return out;
}
