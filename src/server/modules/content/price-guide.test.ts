import { describe, expect } from 'vitest';
import type { ContentPage } from '../../../shared/content-schema.js';
import { DEFAULT_PRICE_TABLE } from '../../../shared/price-guide.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { json } from '../../test/test-app.js';

const row = (low: number, high: number) => ({
  window_type: 'Sash Windows',
  window_material: 'Wood',
  low,
  high,
});

async function publicPrices(api: Api, slug: string) {
  const response = await api.get(`/api/index/${slug}`, { as: 'anonymous' });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ priceGuide: { prices: typeof DEFAULT_PRICE_TABLE; grantText: string } }>(response)
    .priceGuide;
}

describe('the price guide as page content (decision 0923)', () => {
  apiTest(
    'a saved price is a draft until published, then the public read has it',
    async ({ api }) => {
      const created = await api.post('/api/content/index', {
        url: '/price-live',
        is_published: true,
        content: { priceGuide: { prices: [row(900, 1500)], grantText: 'Grant one' } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const page = json<ContentPage>(created);
      expect((await publicPrices(api, 'price-live')).prices).toEqual([row(900, 1500)]);

      const saved = await api.patch(`/api/content/index/${page.id}`, {
        content: { priceGuide: { prices: [row(950, 1600)], grantText: 'Grant two' } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(json<ContentPage>(saved).has_draft).toBe(true);
      // Visitors still see the published prices.
      expect(await publicPrices(api, 'price-live')).toMatchObject({
        prices: [row(900, 1500)],
        grantText: 'Grant one',
      });

      const published = await api.patch(`/api/content/index/${page.id}`, { is_published: true });
      expect(published.statusCode, published.body).toBe(200);
      expect(await publicPrices(api, 'price-live')).toMatchObject({
        prices: [row(950, 1600)],
        grantText: 'Grant two',
      });
    },
  );

  apiTest('a page without a price guide reads the built-in table', async ({ api }) => {
    const created = await api.post('/api/content/index', {
      url: '/price-defaults',
      is_published: true,
      content: { hero: { badge: 'No prices here' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await publicPrices(api, 'price-defaults')).prices).toEqual(DEFAULT_PRICE_TABLE);
  });

  apiTest('refuses bad prices with a message on the field', async ({ api }) => {
    const cases: [unknown, string, string][] = [
      [[row(-5, 100)], 'content.priceGuide.prices.0.low', 'Low price cannot be negative'],
      [[row(10, -1)], 'content.priceGuide.prices.0.high', 'High price cannot be negative'],
      [
        [row(800, 700)],
        'content.priceGuide.prices.0.high',
        'Low price must not be more than the high price',
      ],
      [[row(10.5, 20)], 'content.priceGuide.prices.0.low', 'Low price must be whole euro'],
      [['x'], 'content.priceGuide.prices.0', 'Must be an object'],
      [
        [{ ...row(1, 2), low: '1' }],
        'content.priceGuide.prices.0.low',
        'Low price must be a number',
      ],
      [
        [{ ...row(1, 2), window_type: ' ' }],
        'content.priceGuide.prices.0.window_type',
        'Window type is required',
      ],
      [
        [row(1, 2), { ...row(3, 4), window_type: 'sash windows' }],
        'content.priceGuide.prices.1.window_material',
        'sash windows in Wood is priced twice',
      ],
    ];
    for (const [prices, path, message] of cases) {
      const response = await api.post('/api/content/index', {
        url: '/price-bad',
        content: { priceGuide: { prices } },
      });
      expect(response.statusCode, JSON.stringify(prices)).toBe(422);
      expect(json<{ errors: Record<string, string> }>(response).errors).toEqual({
        [path]: message,
      });
    }
    const link = await api.post('/api/content/index', {
      url: '/price-bad',
      content: { priceGuide: { grantUrl: 'javascript:alert(1)' } },
    });
    expect(link.statusCode).toBe(422);
    expect(json<{ errors: object }>(link).errors).toEqual({
      'content.priceGuide.grantUrl': 'Must be an https:// address',
    });
  });

  apiTest('managers cannot change the prices', async ({ api, manager }) => {
    const response = await api.post(
      '/api/content/index',
      { url: '/price-manager', content: { priceGuide: { prices: [row(1, 2)] } } },
      { as: manager },
    );
    expect(response.statusCode).toBe(403);
  });
});
