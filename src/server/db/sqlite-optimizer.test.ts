import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig, TEST_DRIVER, VALID_QUOTE } from '../test/test-app.js';
import SQLite from 'better-sqlite3';
import { scheduleSqliteOptimize } from './sqlite-optimizer.js';

/** The app gathers SQLite's planner statistics itself: nothing outside it runs ANALYZE. */
describe.skipIf(TEST_DRIVER !== 'sqlite')('SQLite planner statistics', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-optimize-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('exist for the leads table after a start on a database with rows', async () => {
    const config = testConfig({ DATA_DIR: dir });
    const first = await buildApp({ config });
    for (let i = 0; i < 40; i += 1) {
      const response = await first.inject({
        method: 'POST',
        url: '/api/quote',
        payload: { ...VALID_QUOTE, email: `stat${i}@example.ie` },
      });
      expect(response.statusCode).toBe(201);
    }
    const before = await sql`select * from sqlite_stat1 where tbl = 'leads'`.execute(first.db);
    expect(before.rows).toEqual([]);
    await first.close();

    const second = await buildApp({ config });
    const { rows } = await sql<{ tbl: string; idx: string; stat: string }>`
      select * from sqlite_stat1 where tbl = 'leads'`.execute(second.db);
    await second.close();
    // Each index's row count first (a partial index may hold none of them).
    expect(rows.some((row) => row.stat.startsWith('40 '))).toBe(true);
  });

  it('runs again on its schedule until stopped', () => {
    vi.useFakeTimers();
    try {
      const sqlite = new SQLite(':memory:');
      const pragma = vi.spyOn(sqlite, 'pragma');
      const stop = scheduleSqliteOptimize(sqlite, () => {}, 1_000);
      vi.advanceTimersByTime(3_500);
      expect(pragma).toHaveBeenCalledTimes(3);
      stop();
      vi.advanceTimersByTime(5_000);
      expect(pragma).toHaveBeenCalledTimes(3);
      sqlite.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
