import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { EmailTransport } from './email-transport.js';
import {
  claimDueMessages,
  markFailed,
  markSent,
  renewLease,
  type OutboxRow,
} from './outbox-repository.js';
import type { SmsTransport } from './sms-transport.js';

const BATCH = 20;
// Longer than any transport timeout, so a lease never runs out while a send is under way.
const LEASE_MS = 5 * 60_000;

/**
 * Delivers the outbox: polls for due messages, sends each, records the outcome. Messages
 * survive restarts and outages because they live in the database until sent.
 */
export class OutboxWorker {
  readonly id = `worker-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly transports: { email: EmailTransport; sms: SmsTransport },
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Run soon (after a lead is stored) instead of waiting for the next poll. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over the due messages; answers how many were taken. */
  async runOnce(): Promise<number> {
    const rows = await claimDueMessages(this.db, {
      workerId: this.id,
      limit: BATCH,
      leaseMs: LEASE_MS,
      dialect: this.config.database.kind,
    });
    for (const row of rows) await this.deliver(row);
    return rows.length;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    let taken = 0;
    this.running = this.runOnce()
      .then((count) => {
        taken = count;
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox pass failed'));
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const more = this.again || taken === BATCH;
    this.again = false;
    this.schedule(more ? 0 : this.config.outbox.pollMs);
  }

  private async deliver(row: OutboxRow): Promise<void> {
    // A batch is sent one message after another: each gets a fresh lease, and one whose
    // lease ran out meanwhile belongs to another worker now.
    if (!(await renewLease(this.db, row.id, this.id, LEASE_MS))) return;
    try {
      if (row.channel === 'sms') {
        await this.transports.sms.send({ id: row.id, to: row.recipient, text: row.body });
      } else {
        await this.transports.email.send({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
        });
      }
      await markSent(this.db, row.id, this.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn(
        { outboxId: row.id, attempts: row.attempts, err: message },
        'message not delivered; will retry',
      );
      await markFailed(this.db, row, this.id, message, this.config.outbox.maxAttempts);
    }
  }
}
