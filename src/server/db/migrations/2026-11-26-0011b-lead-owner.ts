import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * A lead's staff owner (an admin or manager, or none), and the index the owner filters
 * read: `owner = X` and `owner is null` each seek one range of it newest first, and a
 * count of either reads index entries only.
 */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await sql`create index leads_owner_idx on leads (owner_id, created_at, id, status)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists leads_owner_idx`.execute(db);
  await db.schema.alterTable('leads').dropColumn('owner_id').execute();
}
