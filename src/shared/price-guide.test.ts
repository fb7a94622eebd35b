import { describe, expect, it } from 'vitest';
import { applyLiveFigures, fillTemplate } from './live-figures';
import { resolveContent } from './default-content';
import { homeContentSchema } from './content-schema';
import { DEFAULT_QUOTE_OPTIONS } from './quote-options';
import {
  asksForEstimate,
  DEFAULT_PRICE_TABLE,
  estimatePrice,
  estimateText,
  MAX_ESTIMATE_WINDOWS,
  MAX_WINDOW_PRICE,
  windowCountRange,
  type PriceRow,
} from './price-guide';
import { priceTableSchema } from './price-guide-schema';

const row = (low: number, high: number): PriceRow => ({
  window_type: 'Casement Windows',
  window_material: 'uPVC',
  low,
  high,
});
const casement = (windows: string, table: PriceRow[] = [row(400, 700)]) =>
  estimatePrice(table, {
    number_of_windows: windows,
    window_type: 'Casement Windows',
    window_material: 'uPVC',
  });

describe('asksForEstimate', () => {
  it('names the price guide form’s page loads', () => {
    expect(asksForEstimate(new URLSearchParams('number_of_windows=3-5&window_type=x'))).toBe(true);
    expect(asksForEstimate(new URLSearchParams('utm_source=facebook'))).toBe(false);
  });
});

describe('windowCountRange', () => {
  it('reads the form answers as counts', () => {
    expect(windowCountRange('1-2')).toEqual({ min: 1, max: 2, open: false });
    expect(windowCountRange(' 6 – 10 ')).toEqual({ min: 6, max: 10, open: false });
    expect(windowCountRange('16+')).toEqual({ min: 16, max: 16, open: true });
    expect(windowCountRange('1')).toEqual({ min: 1, max: 1, open: false });
    expect(windowCountRange(String(MAX_ESTIMATE_WINDOWS))).not.toBeNull();
  });

  it('refuses what is not a count', () => {
    for (const answer of ['', 'lots', '0', '0-2', '5-3', `1-${MAX_ESTIMATE_WINDOWS + 1}`, '-2']) {
      expect(windowCountRange(answer), answer).toBeNull();
    }
  });
});

describe('estimatePrice', () => {
  it('multiplies the fewest windows by the low price and the most by the high, with 13.5% VAT', () => {
    // 1 × 400 × 1.135 = 454 -> down to 450; 2 × 700 × 1.135 = 1589 -> up to 1590.
    expect(casement('1-2')).toMatchObject({ low: 450, high: 1590 });
    // 16 × 400 × 1.135 = 7264 -> 7260; 16 × 700 × 1.135 = 12712 -> 12720.
    expect(casement('16+')).toMatchObject({ low: 7260, high: 12720, windows: { open: true } });
  });

  it('rounds down the low end and up the high end to €10, and never drifts on exact values', () => {
    // 1000 × 1.135 = 1135 exactly: 1130 and 1140.
    expect(casement('1', [row(1000, 1000)])).toMatchObject({ low: 1130, high: 1140 });
    // 200 × 1.135 = 227: 220 and 230; a price of 0 stays 0.
    expect(casement('1', [row(0, 200)])).toMatchObject({ low: 0, high: 230 });
    // 2000 × 1.135 = 2270 exactly: already on €10, kept on both ends (no float error).
    expect(casement('1', [row(2000, 2000)])).toMatchObject({ low: 2270, high: 2270 });
  });

  it('takes the edges of the table: the highest price and the most windows', () => {
    const most = `1-${MAX_ESTIMATE_WINDOWS}`;
    const top = casement(most, [row(MAX_WINDOW_PRICE, MAX_WINDOW_PRICE)]);
    expect(top).toMatchObject({ low: 113_500, high: 100 * 113_500 });
    expect(Number.isSafeInteger(top!.high)).toBe(true);
  });

  it('matches type and material whatever their case or spaces, and nothing else', () => {
    expect(
      estimatePrice([row(400, 700)], {
        number_of_windows: '3-5',
        window_type: ' casement windows',
        window_material: 'UPVC ',
      }),
    ).toMatchObject({ low: 1360, high: 3980 });
    expect(
      estimatePrice([row(400, 700)], {
        number_of_windows: '3-5',
        window_type: 'Sash Windows',
        window_material: 'uPVC',
      }),
    ).toBeNull();
    expect(casement('')).toBeNull();
  });

  it('prices every default window type and material, low never above high', () => {
    for (const type of DEFAULT_QUOTE_OPTIONS.window_types) {
      for (const material of DEFAULT_QUOTE_OPTIONS.window_materials) {
        for (const windows of DEFAULT_QUOTE_OPTIONS.number_of_windows) {
          const estimate = estimatePrice(DEFAULT_PRICE_TABLE, {
            number_of_windows: windows,
            window_type: type,
            window_material: material,
          });
          expect(estimate, `${type} ${material} ${windows}`).not.toBeNull();
          expect(estimate!.low).toBeLessThanOrEqual(estimate!.high);
          expect(estimate!.low % 10).toBe(0);
        }
      }
    }
    expect(DEFAULT_PRICE_TABLE).toHaveLength(40);
    expect(priceTableSchema.safeParse(DEFAULT_PRICE_TABLE).success).toBe(true);
  });

  it('"Not Sure" and "Mixed Types" span the others', () => {
    const find = (type: string, material: string) =>
      DEFAULT_PRICE_TABLE.find((r) => r.window_type === type && r.window_material === material)!;
    const notSure = find('Casement Windows', 'Not Sure');
    expect(notSure.low).toBe(find('Casement Windows', 'uPVC').low);
    expect(notSure.high).toBe(find('Casement Windows', 'Wood').high);
    const mixed = find('Mixed Types', 'uPVC');
    expect(mixed.low).toBe(find('Fixed Windows', 'uPVC').low);
    expect(mixed.high).toBe(find('Bay Windows', 'uPVC').high);
  });

  it('reads as a range with VAT', () => {
    expect(estimateText(casement('1-2')!)).toBe('€450 – €1,590 including 13.5% VAT');
    expect(estimateText(casement('16+')!)).toBe('€7,260 – €12,720+ including 13.5% VAT');
  });
});

describe('the price table in the home content', () => {
  const check = (prices: unknown) => homeContentSchema.safeParse({ priceGuide: { prices } });

  it('refuses negative prices, low above high, fractions and a combination priced twice', () => {
    const messages = (prices: unknown) =>
      check(prices).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages([row(-1, 10)])).toContain('Low price cannot be negative');
    expect(messages([row(500, 400)])).toContain('Low price must not be more than the high price');
    expect(messages([row(1.5, 10)])).toContain('Low price must be whole euro');
    expect(messages([row(1, 10), row(2, 20)])).toContain(
      'Casement Windows in uPVC is priced twice',
    );
    expect(check([row(0, 0), row(5, 5)].slice(0, 1)).success).toBe(true);
  });

  it('defaults to the built-in table and grant text', () => {
    const content = resolveContent('index', {});
    expect(content.priceGuide.prices).toEqual(DEFAULT_PRICE_TABLE);
    expect(content.priceGuide.grantText).toContain('4 March 2026');
    expect(content.priceGuide.grantUrl).toMatch(/^https:\/\/www\.seai\.ie\//);
  });
});

describe('applyLiveFigures', () => {
  const values = { homeowners_this_year: 1204, median_minutes_to_accept: 38, active_installers: 7 };

  it('fills the bound places and leaves the rest as fixed text', () => {
    const content = resolveContent('index', {
      liveFigures: {
        bindings: [
          {
            place: 'hero.stat',
            index: 0,
            value: 'homeowners_this_year',
            template: '{value} homeowners got quotes this year',
          },
          {
            place: 'hero.bullets',
            index: 2,
            value: 'median_minutes_to_accept',
            template: 'First quote in about {value} minutes',
          },
          {
            place: 'indexIntro.highlights',
            index: 9,
            value: 'active_installers',
            template: '{value}',
          },
        ],
      },
    });
    const shown = applyLiveFigures(content, values);
    expect(shown.hero.statCount).toBe(1204);
    expect(shown.hero.statLabel).toBe('homeowners got quotes this year');
    expect(shown.hero.bullets[2]).toBe('First quote in about 38 minutes');
    expect(shown.hero.bullets[0]).toBe(content.hero.bullets[0]);
    expect(shown.indexIntro.highlights).toEqual(content.indexIntro.highlights);
    // Without a value, the fixed text stays (SPEC's default).
    const none = applyLiveFigures(content, { ...values, median_minutes_to_accept: null });
    expect(none.hero.bullets[2]).toBe('First quote in about 45 minutes');
    expect(applyLiveFigures(content, null)).toBe(content);
  });

  it('writes numbers as Irish readers do', () => {
    expect(fillTemplate('{value} homeowners', 12345)).toBe('12,345 homeowners');
    expect(fillTemplate('{value}', null)).toBeNull();
  });
});
