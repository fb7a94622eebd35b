import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import * as searchStatistics from './migrations/2026-11-29-0047-search-statistics.js';

const onPostgres =
  process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** PostgreSQL's sample of the search texts, from which it estimates how common a search is. */
describe.runIf(onPostgres)('migration 0047: a larger sample of the search texts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const target = async () => {
    const { rows } = await sql<{ target: number }>`
      select attstattarget as target from pg_attribute
      where attrelid = 'leads'::regclass and attname = 'search_text'`.execute(t.db);
    return Number(rows[0]!.target);
  };

  it('samples 1,000 search texts, and the default again going down', async () => {
    expect(await target()).toBe(1000);
    await searchStatistics.down(t.db, 'postgres');
    expect(await target()).toBe(-1);
    await searchStatistics.up(t.db, 'postgres');
    expect(await target()).toBe(1000);
  });
});
