import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * Indexes that fit the outbox claim: unsent messages of a channel in the order they fall due, and
 * leases in the order they run out. Partial, so the sent history (most rows) is not in them
 * and a claim reads only the rows it takes, however long the backlog or the history.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('outbox_pending_due_idx')
    .on('outbox')
    .columns(['channel', 'next_attempt_at', 'id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('outbox_sending_lease_idx')
    .on('outbox')
    .column('locked_until')
    .where(sql.ref('status'), '=', 'sending')
    .execute();
  // Replaced by the two above; nothing else reads by status.
  await db.schema.dropIndex('outbox_due_idx').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.dropIndex('outbox_sending_lease_idx').execute();
  await db.schema.dropIndex('outbox_pending_due_idx').execute();
}
