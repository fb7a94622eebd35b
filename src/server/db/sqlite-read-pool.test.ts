import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { insertLeads, listLeads } from '../modules/leads/lead-repository.js';
import { ADMIN, signIn, TEST_DRIVER, testConfig } from '../test/test-app.js';
import { hoursAgo, leadData } from '../test/lead-test-data.js';
import { VALID_QUOTE as QUOTE_PAYLOAD } from '../test/sample-quote.js';
import { cachingStatements, createDb, type Db } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { acquireReadDb } from './read-db.js';
import { createReadDb, SqliteReadPool } from './sqlite-read-pool.js';
import { threadNiceness } from '../test/thread-niceness.js';
import { THREAD_NICENESS } from './worker-threads.js';

/** Staff reads on a SQLite file run in worker threads on read-only connections. */
describe.skipIf(TEST_DRIVER !== 'sqlite')('SQLite read pool', () => {
  let dir: string;
  let filename: string;
  let db: Db;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-read-pool-'));
    filename = path.join(dir, 'test.db');
    db = createDb({ kind: 'sqlite', filename });
    await migrateToLatest(db, { kind: 'sqlite', filename });
    await insertLeads(
      db,
      Array.from({ length: 30 }, (_, i) =>
        leadData({ first_name: `Person${i}`, created_at: hoursAgo(i) }),
      ),
    );
  });
  afterAll(async () => {
    await db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('reads the file through a memory map, in the workers and on the main connection', async () => {
    const pool = new SqliteReadPool(filename, 1);
    const reads = createReadDb(pool);
    const mapped = async (on: Db) =>
      (await sql<{ mmap_size: number }>`pragma mmap_size`.execute(on)).rows[0]?.mmap_size;
    try {
      expect(await mapped(reads)).toBe(0x7fff0000);
      expect(await mapped(db)).toBe(0x7fff0000);
    } finally {
      await reads.destroy();
    }
  });

  it('answers the same rows as the main connection, from worker threads', async () => {
    const pool = new SqliteReadPool(filename, 2);
    const reads = createReadDb(pool);
    try {
      const page = { limit: 10, offset: 5 };
      expect(await listLeads(reads, {}, page)).toEqual(await listLeads(db, {}, page));
      expect(await listLeads(reads, { search: 'person1' })).toEqual(
        await listLeads(db, { search: 'person1' }),
      );
      expect(pool.started).toBeGreaterThan(0);
    } finally {
      await reads.destroy();
    }
  });

  // Only where a thread can be made nicer than the server (not when it started that nice).
  it.skipIf(process.platform !== 'linux' || os.getPriority() >= THREAD_NICENESS.reads)(
    'reads at a lower priority than the main thread, which every request passes through',
    async () => {
      const before = await threadNiceness();
      const pool = new SqliteReadPool(filename, 2);
      const reads = createReadDb(pool);
      try {
        await Promise.all([1, 2].map(() => listLeads(reads, { search: 'person2' })));
        expect(pool.started).toBe(2);
        const after = await threadNiceness();
        // The pool's two threads are new here (Node may start others of its own alongside).
        const added = [...after].filter(([thread]) => !before.has(thread));
        const readers = added.filter(([, niceness]) => niceness === THREAD_NICENESS.reads);
        expect(readers).toHaveLength(2);
        expect(after.get(process.pid)).toBe(os.getPriority());
      } finally {
        await reads.destroy();
      }
    },
  );

  it('runs reads side by side and sees what the writer committed', async () => {
    const pool = new SqliteReadPool(filename, 2);
    const reads = createReadDb(pool);
    try {
      const counts = await Promise.all(
        Array.from({ length: 6 }, () =>
          reads
            .selectFrom('leads')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      );
      expect(counts.map((row) => Number(row.n))).toEqual(Array(6).fill(30));
      expect(pool.started).toBe(2);
      const [id] = await insertLeads(db, [leadData({ first_name: 'Fresh' })]);
      const row = await reads
        .selectFrom('leads')
        .select('first_name')
        .where('id', '=', id!)
        .executeTakeFirst();
      expect(row).toEqual({ first_name: 'Fresh' });
      await db.deleteFrom('leads').where('id', '=', id!).execute();
    } finally {
      await reads.destroy();
    }
  });

  it('refuses writes and transactions, and reports SQL errors with their code', async () => {
    const pool = new SqliteReadPool(filename, 1);
    const reads = createReadDb(pool);
    try {
      await expect(reads.deleteFrom('leads').where('id', '=', 1).execute()).rejects.toThrow();
      await expect(reads.transaction().execute(async () => 1)).rejects.toThrow(/transactions/);
      await expect(
        reads.selectFrom('leads').select('id').where('id', '=', 1).execute(),
      ).resolves.toHaveLength(1);
      const error = await pool.read('select * from no_such_table', []).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'SQLITE_ERROR' });
    } finally {
      await reads.destroy();
    }
    await expect(pool.read('select 1', [])).rejects.toThrow(/closed/);
  });

  it('is shared per connection and stops with its last user; in-memory SQLite reads in place', async () => {
    const database = { kind: 'sqlite' as const, filename };
    const first = acquireReadDb(db, database);
    const second = acquireReadDb(db, database);
    expect(second.reads).toBe(first.reads);
    expect(first.reads).not.toBe(db);
    await first.release();
    await first.release(); // Twice is once.
    expect(await first.reads.selectFrom('leads').select('id').limit(1).execute()).toHaveLength(1);
    await second.release();
    const third = acquireReadDb(db, database);
    expect(third.reads).not.toBe(first.reads);
    await third.release();

    const memory = createDb({ kind: 'sqlite', filename: ':memory:' });
    expect(acquireReadDb(memory, { kind: 'sqlite', filename: ':memory:' }).reads).toBe(memory);
    await memory.destroy();
  });

  it('serves the lead list, its counts and the dashboard of an app on a SQLite file', async () => {
    const appDir = await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-read-app-'));
    // The tests' settings, on a SQLite file in its own folder rather than in memory.
    const config = testConfig({ DATA_DIR: appDir });
    const app = await buildApp({ config });
    try {
      const headers = await signIn(app, ADMIN.email, ADMIN.password);
      const created = await app.inject({
        method: 'POST',
        url: '/api/quote',
        payload: QUOTE_PAYLOAD,
      });
      expect(created.statusCode).toBe(201);
      const search = encodeURIComponent(QUOTE_PAYLOAD.last_name);
      const list = await app.inject({ url: `/api/quote?search=${search}`, headers });
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-total-count']).toBe('1');
      expect(list.json()).toHaveLength(1);
      const summary = await app.inject({ url: `/api/quote/summary?search=${search}`, headers });
      expect(summary.json()).toMatchObject({ total: 1 });
      // A second lead shows at once in the pool's reads.
      await app.inject({
        method: 'POST',
        url: '/api/quote',
        payload: { ...QUOTE_PAYLOAD, email: 'second@example.ie' },
      });
      const again = await app.inject({ url: `/api/quote/summary?search=${search}`, headers });
      expect(again.json()).toMatchObject({ total: 2 });
      const dashboard = await app.inject({ url: '/api/dashboard', headers });
      expect(dashboard.statusCode).toBe(200);
    } finally {
      await app.close();
      await fs.rm(appDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(TEST_DRIVER !== 'sqlite')('SQLite statement reuse', () => {
  it('prepares a statement once, and a fresh one while the first is still iterating', () => {
    const sqlite = new SQLite(':memory:');
    const wrapped = cachingStatements(sqlite);
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const first = wrapped.prepare('select n from t order by n') as unknown as SQLite.Statement;
    expect(wrapped.prepare('select n from t order by n')).toBe(first);
    const iterator = first.iterate();
    iterator.next();
    const other = wrapped.prepare('select n from t order by n') as unknown as SQLite.Statement;
    expect(other).not.toBe(first);
    expect(other.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...iterator]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(wrapped.prepare('select n from t order by n')).toBe(first);
    wrapped.close();
  });

  it('gives the same answers with parameters through a reused statement', async () => {
    const db = createDb({ kind: 'sqlite', filename: ':memory:' });
    await migrateToLatest(db, { kind: 'sqlite', filename: ':memory:' });
    const ids = await insertLeads(db, [
      leadData({ first_name: 'Aoife' }),
      leadData({ first_name: 'Brian' }),
    ]);
    for (const [k, id] of ids.entries()) {
      const row = await db
        .selectFrom('leads')
        .select('first_name')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.first_name).toBe(['Aoife', 'Brian'][k]);
    }
    await db.destroy();
  });
});
