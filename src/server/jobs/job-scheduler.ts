import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Db } from '../db/connection.js';
import { claimJobRun, failJobRun, finishJobRun } from './job-repository.js';

/**
 * A background job: `runKey` names the run due at `now` (null: none due yet), so each run
 * (the digest of one day) happens once, whichever process takes it. `run` does the work on a
 * transaction that also marks the run done, and answers a summary for the log. A run that
 * did only part of what is due (a batch) answers `more: true`, and the next round follows at
 * once under its own key (`<runKey>+1`, ...), each its own short transaction.
 */
export interface Job {
  name: string;
  runKey(now: Date): string | null;
  /** For a job with many runs due at once (scheduled publishing): every key due at `now`. */
  dueRunKeys?(db: Db, now: Date): Promise<string[]>;
  run(trx: Db, now: Date, runKey: string): Promise<Record<string, unknown>>;
}

export interface JobRunOutcome {
  name: string;
  runKey: string;
  /** Taken by this process and done; false when another process had it or it failed. */
  ran: boolean;
  result?: Record<string, unknown>;
}

const TICK_MS = 60_000;
/** Longer than any run takes; a process that dies mid-run frees it after this. */
const LEASE_MS = 5 * 60_000;
const RETRY_MS = 5 * 60_000;
/** Most rounds of one job in one tick: a backlog beyond them waits for the next minute. */
const MAX_ROUNDS = 30;

/**
 * Runs due jobs once a minute, durably and once across processes and restarts: each run is
 * a row of the jobs table claimed with a lease (job-repository.ts), not a timer's promise.
 */
export class JobScheduler {
  private readonly workerId = `${process.pid}-${randomUUID()}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly jobs: Job[],
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.runDue(new Date()).catch((error: unknown) =>
        this.log.error({ err: error }, 'background jobs failed'),
      );
    };
    tick();
    this.timer = setInterval(tick, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Run every job whose run is due at `now` and not taken (tests pass their own `now`). */
  async runDue(now: Date): Promise<JobRunOutcome[]> {
    const outcomes: JobRunOutcome[] = [];
    for (const job of this.jobs) {
      const runKey = job.runKey(now);
      const keys = job.dueRunKeys ? await job.dueRunKeys(this.db, now) : [];
      for (const key of runKey === null ? keys : [runKey, ...keys]) {
        for (let round = 0; round < MAX_ROUNDS; round += 1) {
          const outcome = await this.runOne(job, round === 0 ? key : `${key}+${round}`, now);
          outcomes.push(outcome);
          if (!outcome.ran || outcome.result?.more !== true) break;
        }
      }
    }
    return outcomes;
  }

  /** Claim one run and do it, or leave it to the process that holds it. */
  private async runOne(job: Job, runKey: string, now: Date): Promise<JobRunOutcome> {
    const run = { name: job.name, runKey };
    if (!(await claimJobRun(this.db, run, this.workerId, now, LEASE_MS))) {
      return { ...run, ran: false };
    }
    try {
      const result = await inTransaction(this.db, async (trx) => {
        const summary = await job.run(trx, now, runKey);
        await finishJobRun(trx, run, this.workerId, summary);
        return summary;
      });
      this.log.info({ job: job.name, runKey, ...result }, 'background job done');
      return { ...run, ran: true, result };
    } catch (error) {
      this.log.error({ err: error, job: job.name, runKey }, 'background job failed');
      await failJobRun(
        this.db,
        run,
        this.workerId,
        String(error),
        new Date(now.getTime() + RETRY_MS),
      ).catch(() => {});
      return { ...run, ran: false };
    }
  }
}
