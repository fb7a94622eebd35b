import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVER } from '../test/test-app.js';
import { createDb, type Db } from './connection.js';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';

/** The write-ahead log of a SQLite file is copied back by a worker thread, not in a commit. */
describe.skipIf(TEST_DRIVER !== 'sqlite')('SQLite checkpoints', () => {
  let dir: string;
  let filename: string;
  let db: Db;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-checkpoint-'));
    filename = path.join(dir, 'test.db');
    db = createDb({ kind: 'sqlite', filename });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const fileSize = async () => (await fs.stat(filename)).size;

  it('copies committed pages into the database file soon after, with no more writes', async () => {
    const before = await fileSize();
    // About 100 pages: far below the 1,000 at which SQLite's own checkpoint would copy them.
    const body = 'x'.repeat(4000);
    for (let i = 0; i < 100; i += 1) {
      await sql`insert into notes (body) values (${body})`.execute(db);
    }
    await expect.poll(fileSize, { timeout: 5_000, interval: 50 }).toBeGreaterThan(before + 300_000);
    // What was copied reads back whole through the main connection.
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db);
    expect(rows[0]!.n).toBe(100);
  });

  it('leaves the main connection checkpointing only far past where SQLite would', async () => {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      db,
    );
    expect(rows[0]!.wal_autocheckpoint).toBeGreaterThanOrEqual(10_000);
  });

  it('keeps every row after the connection closes and the file is opened again', async () => {
    await db.destroy();
    db = createDb({ kind: 'sqlite', filename });
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db);
    expect(rows[0]!.n).toBe(100);
  });

  it('says so when its thread cannot run, and nothing when it is stopped', async () => {
    const stopped: Error[] = [];
    new SqliteCheckpointer(path.join(dir, 'missing', 'no.db'), (error) => stopped.push(error));
    await expect.poll(() => stopped.length, { timeout: 5_000 }).toBe(1);
    expect(stopped[0]!.message).toMatch(/checkpoint thread stopped \(cannot open database/i);

    const quiet: Error[] = [];
    const running = new SqliteCheckpointer(filename, (error) => quiet.push(error));
    running.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(quiet).toEqual([]);
  });
});
