import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from './connection.js';

/** Whether lead search has its trigram index (pg_trgm may be refused on a managed PostgreSQL). */
export async function hasSearchIndex(db: Db, dialect: Dialect): Promise<boolean> {
  if (dialect === 'sqlite') return true; // FTS5 is built into better-sqlite3.
  const result = await sql<{ n: number }>`select 1 as n from pg_indexes
    where indexname = 'leads_search_trgm_idx' and schemaname = current_schema()`.execute(db);
  return result.rows.length > 0;
}

/** One warning at start when search must scan every lead. */
export async function warnIfNoSearchIndex(
  db: Db,
  dialect: Dialect,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await hasSearchIndex(db, dialect)) return;
  log.warn(
    'pg_trgm could not be created: lead search scans every lead. Run "create extension pg_trgm" as a superuser and restart.',
  );
}
