import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFunnelCounts } from '../modules/campaign-funnel/funnel-repository.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import * as funnelKeys from './migrations/2026-11-28-0046-funnel-keys.js';

const KEYS = { utm_medium: '', utm_campaign: '' };

describe('migration 0046: the funnel counters keyed by an integer keep every count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('names the keys again going down and gives the same sums coming back up', async () => {
    await addFunnelCounts(t.db, [
      { day: '2026-11-01', path: '/', utm_source: '', ...KEYS, views: 5, starts: 1 },
      { day: '2026-11-01', path: '/dublin', utm_source: 'facebook', ...KEYS, views: 3, starts: 2 },
      { day: '2026-11-02', path: '/dublin', utm_source: 'facebook', ...KEYS, views: 4, starts: 0 },
    ]);
    const sums = async () => {
      const { rows } = await sql<{ path: string; utm_source: string; views: number }>`
        select k.path, k.utm_source, sum(c.views) as views from funnel_counts c
        join funnel_keys k on k.id = c.key_id group by k.path, k.utm_source order by k.path`.execute(
        t.db,
      );
      return rows.map((row) => ({ ...row, views: Number(row.views) }));
    };
    const expected = [
      { path: '/', utm_source: '', views: 5 },
      { path: '/dublin', utm_source: 'facebook', views: 7 },
    ];
    expect(await sums()).toEqual(expected);

    await funnelKeys.down(t.db);
    const { rows: named } = await sql<{ day: string; path: string; views: number }>`
      select day, path, views from funnel_counts order by day, path`.execute(t.db);
    expect(named.map((row) => ({ ...row, views: Number(row.views) }))).toEqual([
      { day: '2026-11-01', path: '/', views: 5 },
      { day: '2026-11-01', path: '/dublin', views: 3 },
      { day: '2026-11-02', path: '/dublin', views: 4 },
    ]);

    await funnelKeys.up(t.db, t.config.database.kind);
    expect(await sums()).toEqual(expected);
    // New counts still land on the same daily rows.
    await addFunnelCounts(t.db, [
      { day: '2026-11-02', path: '/dublin', utm_source: 'facebook', ...KEYS, views: 1, starts: 0 },
    ]);
    expect((await sums())[1]).toEqual({ path: '/dublin', utm_source: 'facebook', views: 8 });
  });
});
