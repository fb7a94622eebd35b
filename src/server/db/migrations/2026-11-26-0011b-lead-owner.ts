import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * A lead's staff owner (users.id), or none. The owners work and the managers' digest both
 * read it; this one small migration is shared by both so the column is defined once.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table leads add column owner_id integer`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`alter table leads drop column owner_id`.execute(db);
}
