import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * Unsent messages (pending or being sent) of a channel in the order they were queued: the
 * backlog's oldest message is the index's first entry, and its count reads entries only,
 * however long a mail outage made the backlog. The predicate is written as the backlog's
 * query writes it, literals and all, so both planners can use the index.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('outbox_unsent_idx')
    .on('outbox')
    .columns(['channel', 'created_at'])
    .where(sql<boolean>`status in ('pending', 'sending')`)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('outbox_unsent_idx').execute();
}
