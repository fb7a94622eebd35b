import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * The live "median minutes to the first installer accepting" reads the last 30
 * days of accepted answers: a partial index on responded_at holds only those, so the read is a
 * range of the index instead of a walk over every assignment (3 million at 1,000,000 leads).
 */
export async function up(db: Db): Promise<void> {
  await sql`create index lead_partners_accepted_idx on lead_partners (responded_at, lead_id, assigned_at)
    where response = 'accepted'`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists lead_partners_accepted_idx`.execute(db);
}
