import { describe, expect, it } from 'vitest';
import { aboutContentSchema, howItWorksContentSchema } from './content-schema';
import { resolveContent } from './default-content';
import { applyLiveFigures, withoutFigureItem, type FigureBinding } from './live-figures';

const values = { homeowners_this_year: 1204, median_minutes_to_accept: 38, active_installers: 7 };

const bind = <P extends FigureBinding['place']>(
  place: P,
  index: number,
  value: FigureBinding['value'],
  template: string,
): FigureBinding<P> => ({ place, index, value, template });

describe('live figures on the about page (decision 0924)', () => {
  const about = resolveContent('about', {
    liveFigures: {
      bindings: [
        bind('mission.stats', 0, 'active_installers', '{value}'),
        bind('mission.stats', 2, 'median_minutes_to_accept', '{value} min'),
        // Past the end of the four statistics: ignored.
        bind('mission.stats', 4, 'homeowners_this_year', '{value}'),
      ],
    },
  });

  it("puts a bound statistic's value in its number and keeps its label", () => {
    const shown = applyLiveFigures(about, values);
    expect(shown.mission.stats).toEqual([
      { number: '7', label: 'Verified companies' },
      { number: '40%', label: 'Average savings up to' },
      { number: '38 min', label: 'Typical response time' },
      { number: '26', label: 'Counties covered' },
    ]);
    // A copy: the content as stored is unchanged.
    expect(about.mission.stats[0]!.number).toBe('50+');
  });

  it('shows the fixed text when a value is missing or there are no values', () => {
    const shown = applyLiveFigures(about, { ...values, active_installers: null });
    expect(shown.mission.stats[0]).toEqual({ number: '50+', label: 'Verified companies' });
    expect(shown.mission.stats[2]!.number).toBe('38 min');
    expect(applyLiveFigures(about, null)).toBe(about);
    expect(applyLiveFigures(about, undefined)).toBe(about);
  });

  it('ignores a binding past the end of a shortened list', () => {
    const short = resolveContent('about', {
      mission: { stats: [{ number: '50+', label: 'Verified companies' }] },
      liveFigures: { bindings: [bind('mission.stats', 1, 'active_installers', '{value}')] },
    });
    expect(applyLiveFigures(short, values).mission.stats).toEqual([
      { number: '50+', label: 'Verified companies' },
    ]);
  });

  it('has no bindings by default, so SPEC’s statistics show', () => {
    const defaults = resolveContent('about', {});
    expect(defaults.liveFigures.bindings).toEqual([]);
    expect(applyLiveFigures(defaults, values)).toBe(defaults);
  });

  it('accepts only its own places, with {value} in the text', () => {
    const ok = aboutContentSchema.safeParse({
      liveFigures: { bindings: [bind('mission.stats', 0, 'active_installers', '{value}')] },
    });
    expect(ok.success).toBe(true);
    const homePlace = aboutContentSchema.safeParse({
      liveFigures: { bindings: [bind('hero.bullets', 0, 'active_installers', '{value}')] },
    });
    expect(homePlace.error?.issues[0]).toMatchObject({
      path: ['liveFigures', 'bindings', 0, 'place'],
      message: 'Unknown place',
    });
    const noToken = aboutContentSchema.safeParse({
      liveFigures: { bindings: [bind('mission.stats', 0, 'active_installers', '50+')] },
    });
    expect(noToken.error?.issues[0]?.message).toBe('The text must contain {value}');
  });
});

describe('live figures on how it works (decision 0924)', () => {
  it("fills a step's description and a benefit's title", () => {
    const content = resolveContent('how-it-works', {
      liveFigures: {
        bindings: [
          bind(
            'steps.items',
            2,
            'median_minutes_to_accept',
            'First quote in about {value} minutes.',
          ),
          bind('benefits.items', 2, 'active_installers', '{value} verified companies'),
          bind('benefits.items', 9, 'active_installers', '{value}'),
        ],
      },
    });
    expect(howItWorksContentSchema.safeParse(content).success).toBe(true);
    const shown = applyLiveFigures(content, values);
    expect(shown.steps.items[2]!.description).toBe('First quote in about 38 minutes.');
    expect(shown.steps.items[2]!.title).toBe('Compare 3-5 quotes');
    expect(shown.benefits.items[2]!.title).toBe('7 verified companies');
    expect(shown.benefits.items[2]!.description).toBe('Every partner is insured and checked.');
    expect(shown.benefits.items).toHaveLength(4);
    const none = applyLiveFigures(content, { ...values, median_minutes_to_accept: null });
    expect(none.steps.items[2]!.description).toContain('about 45 minutes');
  });
});

describe('removing a bound item', () => {
  it('drops its binding and moves the later ones up with their items', () => {
    const bindings = [
      bind('mission.stats', 0, 'active_installers', '{value}'),
      bind('mission.stats', 1, 'homeowners_this_year', '{value}'),
      bind('mission.stats', 3, 'median_minutes_to_accept', '{value} min'),
    ];
    expect(withoutFigureItem(bindings, 'mission.stats', 1)).toEqual([
      bind('mission.stats', 0, 'active_installers', '{value}'),
      bind('mission.stats', 2, 'median_minutes_to_accept', '{value} min'),
    ]);
    // Another place's bindings stay where they are.
    const steps = [bind('steps.items', 2, 'active_installers', '{value}')];
    expect(withoutFigureItem(steps, 'benefits.items', 0)).toEqual(steps);
  });
});
