import type { FastifyBaseLogger } from 'fastify';
import {
  lateChannels,
  lateMessagesText,
  OUTBOX_CHANNELS,
  type OutboxBacklog,
  type OutboxChannel,
} from '../../../shared/outbox-backlog.js';
import type { Db } from '../../db/connection.js';
import { outboxBacklog } from './outbox-backlog-repository.js';

const CHECK_EVERY_MS = 15_000;
const WARN_EVERY_MS = 60_000;

/**
 * Warns in the log while a channel's oldest unsent message is older than the threshold, at
 * most once a minute per channel, and says once when it has caught up. Runs beside the
 * outbox worker: the process that sends is the one that can tell it is behind.
 */
export class BacklogMonitor {
  private timer: NodeJS.Timeout | undefined;
  private readonly warnedAt = new Map<OutboxChannel, number>();

  constructor(
    private readonly db: Db,
    private readonly thresholdSeconds: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async check(now = new Date()): Promise<void> {
    let backlog: OutboxBacklog;
    try {
      backlog = await outboxBacklog(this.db, now);
    } catch {
      return; // The database is away: its own warnings say so.
    }
    const late = lateChannels(backlog, this.thresholdSeconds);
    for (const channel of OUTBOX_CHANNELS) {
      const lateness = late.find((item) => item.channel === channel);
      const warnedAt = this.warnedAt.get(channel);
      if (!lateness) {
        if (warnedAt !== undefined) {
          this.warnedAt.delete(channel);
          this.log.info({ channel, ...backlog[channel] }, `outbox ${channel} has caught up`);
        }
        continue;
      }
      if (warnedAt !== undefined && now.getTime() - warnedAt < WARN_EVERY_MS) continue;
      this.warnedAt.set(channel, now.getTime());
      this.log.warn(
        { channel, oldestSeconds: lateness.oldestSeconds, queued: lateness.queued },
        lateMessagesText(lateness),
      );
    }
  }
}
