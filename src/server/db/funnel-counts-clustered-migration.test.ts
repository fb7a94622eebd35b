import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFunnelCounts } from '../modules/campaign-funnel/funnel-repository.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import * as clustered from './migrations/2026-11-29-0049-funnel-counts-clustered.js';

const KEYS = { utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'spring' };

describe('migration 0049: the funnel counters stored in their key order on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const counts = async () => {
    const { rows } = await sql<{ day: string; path: string; views: number; starts: number }>`
      select c.day, k.path, c.views, c.starts from funnel_counts c
      join funnel_keys k on k.id = c.key_id order by c.day, k.path`.execute(t.db);
    return rows.map((row) => ({ ...row, views: Number(row.views), starts: Number(row.starts) }));
  };
  const withoutRowid = async () => {
    const { rows } = await sql<{ sql: string }>`
      select sql from sqlite_master where name in ('funnel_counts', 'funnel_lead_counts')`.execute(
      t.db,
    );
    return rows.map((row) => /without rowid/i.test(row.sql));
  };

  it('keeps every count going down and up, and still adds to the same daily rows', async () => {
    const kind = t.config.database.kind;
    await addFunnelCounts(t.db, [
      { day: '2026-11-01', path: '/', ...KEYS, views: 5, starts: 1 },
      { day: '2026-11-02', path: '/dublin', ...KEYS, views: 3, starts: 2 },
    ]);
    const expected = [
      { day: '2026-11-01', path: '/', views: 5, starts: 1 },
      { day: '2026-11-02', path: '/dublin', views: 3, starts: 2 },
    ];
    if (kind === 'sqlite') expect(await withoutRowid()).toEqual([true, true]);

    await clustered.down(t.db, kind);
    expect(await counts()).toEqual(expected);
    if (kind === 'sqlite') expect(await withoutRowid()).toEqual([false, false]);

    await clustered.up(t.db, kind);
    expect(await counts()).toEqual(expected);
    if (kind === 'sqlite') expect(await withoutRowid()).toEqual([true, true]);
    await addFunnelCounts(t.db, [
      { day: '2026-11-02', path: '/dublin', ...KEYS, views: 1, starts: 0 },
    ]);
    expect((await counts())[1]).toEqual({
      day: '2026-11-02',
      path: '/dublin',
      views: 4,
      starts: 2,
    });
  });
});
