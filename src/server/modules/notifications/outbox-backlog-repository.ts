import { sql } from 'kysely';
import {
  OUTBOX_CHANNELS,
  QUEUED_COUNT_CAP,
  type OutboxBacklog,
  type OutboxChannel,
} from '../../../shared/outbox-backlog.js';
import type { Db } from '../../db/connection.js';

/**
 * Per channel, how many messages are not yet sent (counted to one past QUEUED_COUNT_CAP) and
 * how old the oldest is. Both read the unsent messages' index (migration 0050) from its
 * start: the cost stays a few index pages however long the backlog, which a mail outage of
 * hours can make hundreds of thousands of messages long, and the dashboard and /readyz read
 * it on every request. The status list is a literal, as the index's predicate is written:
 * with bound values neither planner can tell the index applies.
 */
export async function outboxBacklog(db: Db, now = new Date()): Promise<OutboxBacklog> {
  const unsent = (channel: OutboxChannel) =>
    db
      .selectFrom('outbox')
      .where('channel', '=', channel)
      .where(sql<boolean>`status in ('pending', 'sending')`);
  const read = (channel: OutboxChannel) =>
    db
      .selectNoFrom((eb) => [
        eb
          .selectFrom(
            unsent(channel)
              .select(sql`1`.as('one'))
              // In the index's order: PostgreSQL would otherwise scan the table for the
              // cap's worth, the sent history first.
              .orderBy('created_at')
              .limit(QUEUED_COUNT_CAP + 1)
              .as('counted'),
          )
          .select(eb.fn.countAll<string | number>().as('n'))
          .as('queued'),
        unsent(channel)
          .select((inner) => inner.fn.min<string | null>('created_at').as('oldest'))
          .as('oldest'),
      ])
      .executeTakeFirstOrThrow();
  const rows = await Promise.all(OUTBOX_CHANNELS.map(read));
  const backlog = {} as OutboxBacklog;
  OUTBOX_CHANNELS.forEach((channel, k) => {
    const { queued, oldest } = rows[k]!;
    backlog[channel] = {
      queued: Number(queued ?? 0),
      oldestSeconds:
        oldest === null
          ? null
          : Math.max(0, Math.floor((now.getTime() - new Date(oldest).getTime()) / 1000)),
    };
  });
  return backlog;
}
