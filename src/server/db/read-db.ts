import type { Config } from '../config.js';
import type { Db } from './connection.js';
import { createReadDb, SqliteReadPool } from './sqlite-read-pool.js';

/**
 * Worker threads per SQLite file: two per core of the small machines this runs on. A read
 * often waits for the disk rather than a core, and a dashboard's twenty-odd short reads then
 * need not queue behind a long search: with four instead of two, the dashboards while an
 * admin searches and exports went from 60–70 to 50–53 ms p50 (docs/performance.md), for about
 * 12 MB a worker.
 */
export const READ_WORKERS = 4;

const shared = new WeakMap<Db, { reads: Db; users: number }>();

/**
 * Where the staff lists, counts and dashboards read from. On a SQLite file that is a pool
 * of read-only worker threads shared by every caller of this connection, so those reads
 * never hold the event loop the visitors' requests run on; on PostgreSQL (queries already
 * run in the database server) and in-memory SQLite (no file to share) it is `db` itself.
 * Call `release` when the caller closes; the pool stops with its last user.
 */
export function acquireReadDb(
  db: Db,
  database: Config['database'],
): { reads: Db; release: () => Promise<void> } {
  if (database.kind !== 'sqlite' || database.filename === ':memory:') {
    return { reads: db, release: async () => {} };
  }
  let entry = shared.get(db);
  if (!entry) {
    entry = { reads: createReadDb(new SqliteReadPool(database.filename, READ_WORKERS)), users: 0 };
    shared.set(db, entry);
  }
  entry.users += 1;
  const current = entry;
  let released = false;
  return {
    reads: current.reads,
    release: async () => {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users > 0) return;
      if (shared.get(db) === current) shared.delete(db);
      await current.reads.destroy();
    },
  };
}
