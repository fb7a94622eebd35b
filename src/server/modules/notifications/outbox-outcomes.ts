import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { explainUnrecorded, markFailed, markSent, type OutboxRow } from './outbox-repository.js';

const RETRY_MAX_MS = 5_000;
// Tries left for an outcome once the worker is stopping, so a dead database cannot hold up shutdown.
const TRIES_WHEN_STOPPING = 3;

/**
 * Records what the sends did, as many outcomes per statement as have piled up while the
 * previous statement ran. Calls `onRecorded` with the ids whose outcome is stored (or given up).
 */
export class OutcomeRecorder {
  private sentIds: number[] = [];
  private failures: { row: OutboxRow; error: string }[] = [];
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly workerId: string,
    private readonly maxAttempts: number,
    private readonly log: FastifyBaseLogger,
    private readonly onRecorded: (ids: number[]) => void,
  ) {}

  sent(id: number): void {
    this.sentIds.push(id);
    this.flush();
  }

  failed(row: OutboxRow, error: string): void {
    this.failures.push({ row, error });
    this.flush();
  }

  /** Record what is left, giving up after a few tries. */
  async stop(): Promise<void> {
    this.stopping = true;
    while (this.running) await this.running;
  }

  private flush(): void {
    if (this.running) return;
    // After this event-loop turn, so the outcomes of every send that ends in it share a statement.
    this.running = new Promise((resolve) => setImmediate(resolve))
      .then(() => this.recordAll())
      .finally(() => {
        this.running = undefined;
        // Outcomes that arrived after the last statement but before this point.
        if (this.sentIds.length > 0 || this.failures.length > 0) this.flush();
      });
  }

  /** Say why sent messages were not recorded here, at the level each reason deserves. */
  private async explain(ids: number[]): Promise<void> {
    const why = await explainUnrecorded(this.db, ids, this.workerId);
    if (why.deleted.length > 0) {
      this.log.info(
        { outboxIds: why.deleted },
        'sent while its lead was being deleted; the message went with the lead',
      );
    }
    if (why.alreadySent.length > 0) {
      this.log.info(
        { outboxIds: why.alreadySent },
        'already recorded as sent: an earlier try committed though its answer was lost',
      );
    }
    if (why.takenOver.length > 0) {
      this.log.warn(
        { outboxIds: why.takenOver },
        'sent after its lease ran out and another worker took it over; it may arrive twice (with the same Message-ID)',
      );
    }
  }

  private async recordAll(): Promise<void> {
    let delay = 0;
    let triesWhenStopping = TRIES_WHEN_STOPPING;
    while (this.sentIds.length > 0 || this.failures.length > 0) {
      const sent = this.sentIds.splice(0);
      const failures = this.failures.splice(0);
      const ids = [...sent, ...failures.map((failure) => failure.row.id)];
      try {
        if (sent.length > 0) {
          const done = await markSent(this.db, sent, this.workerId);
          if (done.length < sent.length) {
            // Only words for the log: a failure here must not record the messages again.
            await this.explain(sent.filter((id) => !done.includes(id))).catch((error: unknown) =>
              this.log.warn({ err: error }, 'could not tell why sent messages were not recorded'),
            );
          }
        }
        for (const group of groupFailures(failures)) {
          await markFailed(this.db, group, this.workerId, this.maxAttempts);
        }
        this.onRecorded(ids);
        delay = 0;
      } catch (error) {
        this.log.error({ err: error }, 'could not record outbox outcomes; will retry');
        if (this.stopping && --triesWhenStopping <= 0) {
          this.onRecorded(ids);
          continue;
        }
        // Keep holding them: released unrecorded, another worker would send them again.
        this.sentIds.unshift(...sent);
        this.failures.unshift(...failures);
        delay = Math.min(delay * 2 || 250, RETRY_MAX_MS);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}

/** Failures with the same attempt count and error share one statement. */
function groupFailures(failures: { row: OutboxRow; error: string }[]) {
  const groups = new Map<string, { ids: number[]; attempts: number; error: string }>();
  for (const { row, error } of failures) {
    const attempts = Number(row.attempts);
    const key = `${attempts}\n${error}`;
    const group = groups.get(key) ?? { ids: [], attempts, error };
    group.ids.push(row.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}
