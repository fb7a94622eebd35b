import { describe, expect, it } from 'vitest';
import {
  addDays,
  change,
  datesOf,
  isBot,
  isPrefetch,
  previousPeriod,
  rate,
  variantPathOf,
} from './campaign-funnel';

describe('the funnel rules (decision 0913)', () => {
  it('counts a page under its variant, as a lead url_type', () => {
    expect(variantPathOf('/')).toBe('/');
    expect(variantPathOf('/about')).toBe('/');
    expect(variantPathOf('/how-it-works')).toBe('/');
    expect(variantPathOf('/dublin')).toBe('/dublin');
    expect(variantPathOf('/dublin/about')).toBe('/dublin');
    expect(variantPathOf('/about/dublin')).toBe('/dublin');
    expect(variantPathOf('/dublin/how-it-works')).toBe('/dublin');
    expect(variantPathOf('/admin/leads')).toBeNull();
    expect(variantPathOf('/a/b/c')).toBeNull();
  });

  it('tells bots and prefetches from visitors', () => {
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(
      false,
    );
    for (const agent of [
      undefined,
      '',
      'Googlebot/2.1',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (Linux) Chrome-Lighthouse',
      'curl/8.4.0',
      'HeadlessChrome/120',
    ]) {
      expect(isBot(agent), String(agent)).toBe(true);
    }
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({ accept: 'text/html' })).toBe(false);
  });

  it('compares a period with the same number of days before it, across a clock change', () => {
    expect(previousPeriod('2026-11-21', '2026-11-27')).toEqual({
      from: '2026-11-14',
      to: '2026-11-20',
    });
    expect(previousPeriod('2026-03-29', '2026-03-29')).toEqual({
      from: '2026-03-28',
      to: '2026-03-28',
    });
    expect(datesOf('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('rounds rates and changes to one decimal, null without a base', () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(0, 0)).toBeNull();
    expect(change(15, 10)).toBe(50);
    expect(change(5, 0)).toBeNull();
  });
});
