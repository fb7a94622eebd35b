import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * The possible-duplicates index carries each lead's status, so the list's count of them
 * (by status, up to 10,000) reads index entries only instead of a row per entry.
 */
export async function up(db: Db): Promise<void> {
  await sql`drop index leads_duplicate_idx`.execute(db);
  await sql`create index leads_duplicate_idx on leads (created_at, id, status)
    where duplicate_of is not null`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index leads_duplicate_idx`.execute(db);
  await sql`create index leads_duplicate_idx on leads (created_at, id)
    where duplicate_of is not null`.execute(db);
}
