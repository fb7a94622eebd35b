/**
 * Honest figures: a claim on the home, about or how-it-works page can be bound to a value computed
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
/** On the about page: a mission statistic's number. */
export const ABOUT_FIGURE_PLACES = ['mission.stats'] as const;
/** On how it works: a step's description, a benefit's title. */
export const HOW_IT_WORKS_FIGURE_PLACES = ['steps.items', 'benefits.items'] as const;
export type HomeFigurePlace = (typeof FIGURE_PLACES)[number];
export type AboutFigurePlace = (typeof ABOUT_FIGURE_PLACES)[number];
export type HowItWorksFigurePlace = (typeof HOW_IT_WORKS_FIGURE_PLACES)[number];
export type FigurePlace = HomeFigurePlace | AboutFigurePlace | HowItWorksFigurePlace;

export const VALUE_TOKEN = '{value}';

export interface FigureBinding<P extends FigurePlace = FigurePlace> {
  place: P;
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

/** The parts of home, about and how-it-works content a binding can write to. */
interface FigureTargets {
  hero?: { statCount?: number; statLabel?: string; bullets?: string[] };
  indexIntro?: { highlights?: string[] };
  mission?: { stats?: { number: string }[] };
  steps?: { items?: { description: string }[] };
  benefits?: { items?: { title: string }[] };
}

/** Writes a bound value into its place; a place past its list's end is left alone. */
const WRITE: Record<
  FigurePlace,
  (out: FigureTargets, binding: FigureBinding, value: number) => void
> = {
  'hero.stat': (out, binding, value) => {
    if (!out.hero) return;
    // The value as the stat's number, the template's other words as its label.
    out.hero.statCount = value;
    out.hero.statLabel = binding.template.split(VALUE_TOKEN).join('').trim();
  },
  'hero.bullets': (out, binding, value) => setAt(out.hero?.bullets, binding, value),
  'indexIntro.highlights': (out, binding, value) =>
    setAt(out.indexIntro?.highlights, binding, value),
  'mission.stats': (out, binding, value) => {
    const stat = out.mission?.stats?.[binding.index];
    if (stat) stat.number = fillTemplate(binding.template, value)!;
  },
  'steps.items': (out, binding, value) => {
    const step = out.steps?.items?.[binding.index];
    if (step) step.description = fillTemplate(binding.template, value)!;
  },
  'benefits.items': (out, binding, value) => {
    const benefit = out.benefits?.items?.[binding.index];
    if (benefit) benefit.title = fillTemplate(binding.template, value)!;
  },
};

function setAt(list: string[] | undefined, binding: FigureBinding, value: number) {
  if (list && binding.index < list.length) {
    list[binding.index] = fillTemplate(binding.template, value)!;
  }
}

/**
 * Home, about or how-it-works content with its bound figures replaced by live values (a
 * copy); the same content when nothing is bound or there are no values.
 */
export function applyLiveFigures<C extends { liveFigures: { bindings: FigureBinding[] } }>(
  content: C,
  values: LiveValues | null | undefined,
): C {
  if (!values || content.liveFigures.bindings.length === 0) return content;
  const out = structuredClone(content);
  for (const binding of content.liveFigures.bindings) {
    const value = values[binding.value];
    if (value === null || value === undefined) continue;
    WRITE[binding.place]?.(out as unknown as FigureTargets, binding, value);
  }
  return out;
}

/**
 * The bindings after the item at `index` of `place` is removed: its own binding goes, and
 * those of the items after it move up with them (a copy).
 */
export function withoutFigureItem<B extends FigureBinding>(
  bindings: B[],
  place: FigurePlace,
  index: number,
): B[] {
  return bindings
    .filter((binding) => binding.place !== place || binding.index !== index)
    .map((binding) =>
      binding.place === place && binding.index > index
        ? { ...binding, index: binding.index - 1 }
        : binding,
    );
}
