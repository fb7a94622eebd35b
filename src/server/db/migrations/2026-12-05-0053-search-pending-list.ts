import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * PostgreSQL's trigram index keeps new leads in an unsorted pending list until it holds
 * `gin_pending_list_limit` kB (4 MB by default, about 3,000 leads), and every search reads the
 * whole list as well as the index. A list of at most PENDING_KB (about 750 leads) costs a
 * search under a millisecond, and merging it into the index as often costs a submit no more
 * than the default does; a quarter of it made each insert 40 % dearer (docs/performance.md).
 * SQLite's FTS5 index has no such list.
 */
export const PENDING_KB = 1024;

export async function up(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  // The index is missing where pg_trgm was refused (search-index.ts).
  await sql`alter index if exists leads_search_trgm_idx
    set (gin_pending_list_limit = ${sql.lit(PENDING_KB)})`.execute(db);
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter index if exists leads_search_trgm_idx reset (gin_pending_list_limit)`.execute(db);
}
