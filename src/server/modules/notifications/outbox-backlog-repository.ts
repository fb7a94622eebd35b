import { OUTBOX_CHANNELS, type OutboxBacklog } from '../../../shared/outbox-backlog.js';
import type { Db } from '../../db/connection.js';

/**
 * Per channel, how many messages are not yet sent and how old the oldest is. Pending and
 * sending rows are read apart, each through its partial index (migration 0008), so the cost
 * follows the backlog, not the sent history.
 */
export async function outboxBacklog(db: Db, now = new Date()): Promise<OutboxBacklog> {
  const unsent = (status: 'pending' | 'sending') =>
    db
      .selectFrom('outbox')
      .select((eb) => [
        'channel',
        eb.fn.countAll<string | number>().as('queued'),
        eb.fn.min('created_at').as('oldest'),
      ])
      .where('status', '=', status)
      .groupBy('channel');
  const rows = await unsent('pending').unionAll(unsent('sending')).execute();
  const backlog: OutboxBacklog = {
    email: { queued: 0, oldestSeconds: null },
    sms: { queued: 0, oldestSeconds: null },
  };
  for (const row of rows) {
    const channel = OUTBOX_CHANNELS.find((name) => name === row.channel);
    if (!channel || row.oldest === null) continue;
    const figures = backlog[channel];
    const age = Math.max(0, Math.floor((now.getTime() - new Date(row.oldest).getTime()) / 1000));
    figures.queued += Number(row.queued);
    figures.oldestSeconds = Math.max(figures.oldestSeconds ?? 0, age);
  }
  return backlog;
}
