import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * The Needs consent list (filter=needs_consent): only the leads held for want of consent, in
 * the list's order, so the leads that carry consent (nearly all) are not in it. The status
 * rides along so the list's capped count by status reads the index alone.
 */
export async function up(db: Db): Promise<void> {
  await sql`create index leads_needs_consent_idx on leads (created_at, id, status)
    where consent_at is null`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index leads_needs_consent_idx`.execute(db);
}
