import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * A lead's next action: when it is due (ISO text, null when none) and what it is ("Call
 * back", "Send quote"). The partial index holds only leads with one, in due order, so the
 * Overdue and Due today lists and counts read a range of it, however many leads there are.
 * Notes and calls are lead_events (their text in `detail`) and need no table.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table leads add column next_action_at text`.execute(db);
  await sql`alter table leads add column next_action_label text not null default ''`.execute(db);
  // Status last: the lists' capped counts (per status) read the index alone, not the table.
  await sql`create index leads_next_action_idx on leads (next_action_at, id, status)
    where next_action_at is not null`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists leads_next_action_idx`.execute(db);
  await sql`alter table leads drop column next_action_label`.execute(db);
  await sql`alter table leads drop column next_action_at`.execute(db);
}
