import { sql, type Kysely } from 'kysely';
import type SQLite from 'better-sqlite3';
// Kysely<Database> rather than connection.ts's Db alias: connection.ts imports this file.
import type { Database } from './schema.js';

/** How often a long-lived SQLite connection refreshes the planner's statistics. */
export const OPTIMIZE_EVERY_MS = 3 * 60 * 60_000;

/**
 * Statistics for the query planner (sqlite_stat1) on every table that lacks them or has
 * changed much since: SQLite's advice for a connection's start (0x10000 checks every table,
 * 0x02 analyses where it helps, within a row limit so a large file takes milliseconds).
 * Without them the planner walked the wrong index for the follow-up filter. Run after migrations, so indexes they create are counted too.
 */
export async function optimizeSqliteAtStart(db: Kysely<Database>): Promise<void> {
  await sql`pragma optimize=0x10002`.execute(db);
}

/**
 * Plain `pragma optimize` every few hours on the connection, as SQLite's documentation asks
 * of long-lived ones: the leads table grows while the process runs. Returns a stop function.
 */
export function scheduleSqliteOptimize(
  sqlite: SQLite.Database,
  onError: (error: Error) => void,
  everyMs = OPTIMIZE_EVERY_MS,
): () => void {
  let timer: NodeJS.Timeout;
  const next = () => {
    timer = setTimeout(() => {
      try {
        if (sqlite.open) sqlite.pragma('optimize');
      } catch (error) {
        // A busy database is asked again at the next turn.
        onError(new Error(`pragma optimize failed (${(error as Error).message})`));
      }
      next();
    }, everyMs);
    timer.unref();
  };
  next();
  return () => clearTimeout(timer);
}
