import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * An index per sort of the lead list (ties break on id in the same direction, so each
 * serves both directions), and a partial index on the open leads that the follow-up
 * queue walks newest first instead of sorting every waiting lead.
 */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  await sql`create index leads_status_id_idx on leads (status, id)`.execute(db);
  await sql`create index leads_last_name_idx on leads (last_name, id)`.execute(db);
  await sql`create index leads_open_created_idx on leads (created_at, id)
    where status in ('new', 'contacted', 'quoted')`.execute(db);
}

export async function down(db: Db): Promise<void> {
  for (const name of ['leads_open_created_idx', 'leads_last_name_idx', 'leads_status_id_idx']) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}
