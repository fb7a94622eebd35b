import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { EmailTransport } from './email-transport.js';
import {
  CHANNELS,
  claimDueMessages,
  releaseMessages,
  renewLeases,
  type Channel,
  type OutboxRow,
} from './outbox-repository.js';
import { OutcomeRecorder } from './outbox-outcomes.js';
import type { SmsTransport } from './sms-transport.js';

/** Sends a partner's webhook message (partner-webhooks/webhook-transport.ts); throws when not delivered. */
export interface WebhookTransport {
  send(row: OutboxRow): Promise<void>;
  maxInFlight: number;
}

export interface OutboxTransports {
  email: EmailTransport;
  sms: SmsTransport;
  /** Without one, webhook messages wait for a worker that has one. */
  webhook?: WebhookTransport;
}

export interface OutboxWorkerOptions {
  /** How long a claim holds a message; the heartbeat renews it while the worker has it. */
  leaseMs?: number;
  /** How often the heartbeat renews; a quarter of the lease unless given. */
  heartbeatMs?: number;
  /** Most messages of one channel taken per claim. */
  batchSize?: number;
}

/** A message this worker holds a lease on: waiting for a free send slot, being sent, or sent and not yet recorded. */
interface Held {
  row: OutboxRow;
  leaseUntil: number;
  state: 'queued' | 'sending' | 'done';
}

// Short, so a dead worker's messages are taken over within seconds; the heartbeat keeps a live worker's.
export const DEFAULT_LEASE_MS = 20_000;
const BATCH = 200;
// Claimed but not started, per channel, as a multiple of what the transport sends at once:
// enough that a slot never waits for a claim, few enough to leave the rest to other processes.
const QUEUE_PER_SLOT = 2;

/**
 * Delivers the outbox. Claims due messages in batches (woken by `kick` after a lead is stored,
 * and by a poll), sends several at once within a limit per transport, records outcomes several
 * per statement, and renews the leases of what it holds until each outcome is recorded.
 */
export class OutboxWorker {
  readonly id = `worker-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly batchSize: number;
  private readonly limits: Record<Channel, number>;
  private readonly held = new Map<number, Held>();
  private readonly queued: Record<Channel, OutboxRow[]> = { email: [], sms: [], webhook: [] };
  private readonly sending: Record<Channel, number> = { email: 0, sms: 0, webhook: 0 };
  private readonly outcomes: OutcomeRecorder;
  private releasedWaiters: (() => void)[] = [];
  private claiming: Promise<unknown> | undefined;
  /** Channels that may have due messages: set by a kick, the poll, or a full claim. */
  private readonly wanted: Record<Channel, boolean> = { email: false, sms: false, webhook: false };
  private stopped = true;
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private beating = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly transports: OutboxTransports,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.heartbeatMs = options.heartbeatMs ?? Math.floor(this.leaseMs / 4);
    this.batchSize = options.batchSize ?? BATCH;
    this.limits = {
      email: transports.email.maxInFlight,
      sms: transports.sms.maxInFlight,
      webhook: transports.webhook?.maxInFlight ?? 0,
    };
    this.outcomes = new OutcomeRecorder(db, this.id, config.outbox.maxAttempts, log, (ids) =>
      this.release(ids),
    );
  }

  start(): void {
    this.stopped = false;
    this.pollTimer = setInterval(() => this.want(), this.config.outbox.pollMs);
    this.pollTimer.unref();
    this.want();
  }

  /** Claim soon (after a lead is stored) instead of waiting for the next poll. */
  kick(): void {
    if (!this.stopped) this.want();
  }

  /** Stop claiming, hand back what has not started, and wait for the sends under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    await this.claiming;
    const notStarted = CHANNELS.flatMap((channel) => this.queued[channel].splice(0));
    const ids = notStarted.map((row) => row.id).filter((id) => this.held.has(id));
    if (ids.length > 0) {
      await releaseMessages(this.db, ids, this.id).catch((error: unknown) =>
        this.log.warn(
          { err: error },
          'could not hand back unsent messages; their lease will run out',
        ),
      );
      this.release(ids);
    }
    await this.whenReleased([...this.held.keys()]);
    await this.outcomes.stop();
  }

  /** One claim, sent and recorded; answers how many messages were taken. */
  async runOnce(): Promise<number> {
    const rows = await this.claim({
      email: this.batchSize,
      sms: this.batchSize,
      webhook: this.transports.webhook ? this.batchSize : 0,
    });
    await this.whenReleased(rows.map((row) => row.id));
    return rows.length;
  }

  /** Claim and send until nothing is due; answers how many messages were taken. */
  async runUntilIdle(): Promise<number> {
    let total = 0;
    for (let taken = await this.runOnce(); taken > 0; taken = await this.runOnce()) total += taken;
    return total;
  }

  private want(): void {
    for (const channel of CHANNELS) this.wanted[channel] = true;
    this.fill();
  }

  /** Claim for each wanted channel with room in its queue, unless a claim is under way. */
  private fill(): void {
    if (this.stopped || this.claiming) return;
    const limits: Record<Channel, number> = { email: 0, sms: 0, webhook: 0 };
    for (const channel of CHANNELS) {
      const room = this.limits[channel] * QUEUE_PER_SLOT - this.queued[channel].length;
      if (this.wanted[channel] && room > 0) limits[channel] = Math.min(room, this.batchSize);
    }
    if (limits.email + limits.sms + limits.webhook === 0) return;
    for (const channel of CHANNELS) if (limits[channel] > 0) this.wanted[channel] = false;
    this.claiming = this.claim(limits)
      .then((rows) => {
        // A channel that filled its share probably has more due: claim again at once.
        for (const channel of CHANNELS) {
          const taken = rows.filter((row) => row.channel === channel).length;
          if (limits[channel] > 0 && taken >= limits[channel]) this.wanted[channel] = true;
        }
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox claim failed'))
      .finally(() => {
        this.claiming = undefined;
        this.fill();
      });
  }

  private async claim(limits: Record<Channel, number>): Promise<OutboxRow[]> {
    const leaseUntil = Date.now() + this.leaseMs;
    const rows = await claimDueMessages(this.db, {
      workerId: this.id,
      limits,
      leaseMs: this.leaseMs,
      dialect: this.config.database.kind,
    });
    for (const row of rows) {
      this.held.set(row.id, { row, leaseUntil, state: 'queued' });
      this.queued[channelOf(row)].push(row);
    }
    if (this.held.size > 0 && !this.heartbeatTimer) {
      this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
      this.heartbeatTimer.unref();
    }
    this.pump();
    return rows;
  }

  /** Start queued sends while each transport has a free slot. */
  private pump(): void {
    for (const channel of CHANNELS) {
      const queue = this.queued[channel];
      while (this.sending[channel] < this.limits[channel] && queue.length > 0) {
        const row = queue.shift()!;
        const held = this.held.get(row.id);
        if (!held) continue;
        // Too close to the end of the lease to be sure no other worker takes it: leave it to the next claim.
        if (held.leaseUntil - Date.now() < this.leaseMs / 2) {
          this.release([row.id]);
          continue;
        }
        held.state = 'sending';
        this.sending[channel] += 1;
        void this.send(channel, held);
      }
    }
    this.fill();
  }

  private async send(channel: Channel, held: Held): Promise<void> {
    const { row } = held;
    try {
      if (channel === 'webhook') {
        if (!this.transports.webhook) throw new Error('This worker has no webhook transport');
        await this.transports.webhook.send(row);
      } else if (channel === 'sms') {
        await this.transports.sms.send({ id: row.id, to: row.recipient, text: row.body });
      } else {
        await this.transports.email.send({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
        });
      }
      this.outcomes.sent(row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn(
        { outboxId: row.id, attempts: row.attempts, err: message },
        'message not delivered; will retry',
      );
      this.outcomes.failed(row, message);
    } finally {
      held.state = 'done';
      this.sending[channel] -= 1;
      this.pump();
    }
  }

  /** Renew the lease of everything held; a message another worker took over is dropped here. */
  private async heartbeat(): Promise<void> {
    if (this.beating || this.held.size === 0) return;
    this.beating = true;
    const ids = [...this.held.keys()];
    const until = Date.now() + this.leaseMs;
    try {
      const kept = new Set(await renewLeases(this.db, ids, this.id, new Date(until)));
      for (const id of ids) {
        const held = this.held.get(id);
        if (!held || held.state === 'done') continue;
        if (kept.has(id)) held.leaseUntil = until;
        else if (held.state === 'queued') this.release([id]);
        else this.log.warn({ outboxId: id }, 'lease lost while sending; another worker took it');
      }
    } catch (error) {
      this.log.warn({ err: error }, 'outbox heartbeat failed');
    } finally {
      this.beating = false;
    }
  }

  private release(ids: number[]): void {
    for (const id of ids) this.held.delete(id);
    if (this.held.size === 0) {
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = undefined;
    }
    const waiters = this.releasedWaiters;
    this.releasedWaiters = [];
    for (const wake of waiters) wake();
    this.fill();
  }

  private async whenReleased(ids: number[]): Promise<void> {
    while (ids.some((id) => this.held.has(id))) {
      await new Promise<void>((resolve) => this.releasedWaiters.push(resolve));
    }
  }
}

function channelOf(row: OutboxRow): Channel {
  return row.channel === 'sms' || row.channel === 'webhook' ? row.channel : 'email';
}
