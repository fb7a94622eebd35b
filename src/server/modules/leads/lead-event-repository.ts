import type { Insertable, Selectable } from 'kysely';
import { nowIso, type Db } from '../../db/connection.js';
import { insertRowsQuery } from '../../db/insert-rows.js';
import { executePrepared } from '../../db/prepared-statements.js';
import type { LeadEventsTable } from '../../db/schema.js';

export type LeadEventRow = Selectable<LeadEventsTable>;
export type NewLeadEvent = Omit<Insertable<LeadEventsTable>, 'id' | 'created_at' | 'detail'> & {
  created_at?: string;
  /** What the event carries beyond a status change, stored as JSON text. */
  detail?: Record<string, unknown>;
};

/** The INSERT of some events (at least one), to run or to pipeline. */
export function leadEventsQuery(db: Db, events: NewLeadEvent[]) {
  const now = nowIso();
  return insertRowsQuery(
    db,
    'lead_events',
    events.map((event) => ({
      lead_id: event.lead_id,
      type: event.type,
      from_status: event.from_status ?? null,
      to_status: event.to_status ?? null,
      user_id: event.user_id ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : '',
      created_at: event.created_at ?? now,
    })),
  );
}

export async function recordLeadEvents(db: Db, events: NewLeadEvent[]): Promise<void> {
  if (events.length > 0) await executePrepared(db, leadEventsQuery(db, events));
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
