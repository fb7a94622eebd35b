import type { Insertable, Selectable } from 'kysely';
import { nowIso, type Db } from '../../db/connection.js';
import { insertRows } from '../../db/insert-rows.js';
import type { LeadEventsTable } from '../../db/schema.js';

export type LeadEventRow = Selectable<LeadEventsTable>;
export type NewLeadEvent = Omit<Insertable<LeadEventsTable>, 'id' | 'created_at'> & {
  created_at?: string;
};

export async function recordLeadEvents(db: Db, events: NewLeadEvent[]): Promise<void> {
  if (events.length === 0) return;
  const now = nowIso();
  await insertRows(
    db,
    'lead_events',
    events.map((event) => ({
      lead_id: event.lead_id,
      type: event.type,
      from_status: event.from_status ?? null,
      to_status: event.to_status ?? null,
      user_id: event.user_id ?? null,
      created_at: event.created_at ?? now,
    })),
  );
}

/** A lead's history, oldest first. */
export async function listLeadEvents(db: Db, leadId: number): Promise<LeadEventRow[]> {
  return db
    .selectFrom('lead_events')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
