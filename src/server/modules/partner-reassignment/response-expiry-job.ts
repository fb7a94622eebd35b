import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pruneJobRuns } from '../../jobs/job-repository.js';
import type { Job } from '../../jobs/job-scheduler.js';
import { expireOverdueResponses } from './reassignment-service.js';

export const EXPIRY_JOB = 'partner_response_expiry';
/**
 * Most leads one run takes back, oldest first; a full batch asks the scheduler for another
 * round at once (`more`), so a backlog drains in short transactions that hold the partners'
 * locks only briefly.
 */
export const EXPIRY_BATCH = 100;
const DAY_MS = 86_400_000;

/**
 * Reassignment of unanswered leads as a job: one run a minute, keyed by the
 * UTC minute, so each minute's run is taken by one process (its lease covers a process that
 * dies mid-run; the next minute's run then takes back what it left). Overlapping runs cannot
 * take a lead twice: each row is taken back by a conditional UPDATE and, on PostgreSQL, rows
 * another run holds are skipped. Finished runs older than a day are forgotten.
 */
export function responseExpiryJob(baseUrl: string, limit = EXPIRY_BATCH): Job {
  return {
    name: EXPIRY_JOB,
    runKey: (now) => now.toISOString().slice(0, 16),
    async run(trx, now) {
      const result = await expireOverdueResponses(trx as Transaction<Database>, now, {
        limit,
        baseUrl,
      });
      const dayBefore = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 16);
      await pruneJobRuns(trx, EXPIRY_JOB, dayBefore);
      return { ...result, more: result.expired === limit };
    },
  };
}
