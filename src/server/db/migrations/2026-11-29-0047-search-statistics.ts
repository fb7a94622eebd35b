import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * PostgreSQL estimates how many leads a search's LIKE matches from a sample of the search
 * texts. With the default sample (100 values) every uncommon name looked like 1 lead in 100,
 * so the planner joined a search's few thousand trigram matches with a third of the table
 * read from the status index (a status or the follow-up filter with a search;
 * docs/performance.md). SQLite's FTS5 search drives its own join and needs no statistics.
 */
const TARGET = 1000;

export async function up(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table leads alter column search_text set statistics ${sql.lit(TARGET)}`.execute(
    db,
  );
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table leads alter column search_text set statistics -1`.execute(db);
}
