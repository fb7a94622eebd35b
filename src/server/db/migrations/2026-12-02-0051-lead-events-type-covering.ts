import type { Db } from '../connection.js';

/**
 * The type index carries each event's lead, so the dashboard's status changes of the week
 * (distinct leads per status reached, by type and time) read index entries only instead of
 * a row of the events table per entry. Only that query reads this index.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('lead_events_type_idx').execute();
  await db.schema
    .createIndex('lead_events_type_idx')
    .on('lead_events')
    .columns(['type', 'to_status', 'created_at', 'lead_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('lead_events_type_idx').execute();
  await db.schema
    .createIndex('lead_events_type_idx')
    .on('lead_events')
    .columns(['type', 'to_status', 'created_at'])
    .execute();
}
