import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pruneJobRuns } from '../../jobs/job-repository.js';
import type { Job } from '../../jobs/job-scheduler.js';
import { applyOverduePicks } from './pick-service.js';

export const PICK_TIMEOUT_JOB = 'homeowner_pick_timeout';
/** Most held leads one run passes on; a full batch asks for another round at once. */
export const PICK_TIMEOUT_BATCH = 100;
const DAY_MS = 86_400_000;

/**
 * Leads whose homeowner did not pick in time go to the default matching: one
 * run a minute, keyed by the UTC minute, so one process takes each run; each lead leaves
 * 'awaiting' by a conditional UPDATE, so overlapping runs cannot pass one on twice.
 */
export function pickTimeoutJob(limit = PICK_TIMEOUT_BATCH): Job {
  return {
    name: PICK_TIMEOUT_JOB,
    runKey: (now) => now.toISOString().slice(0, 16),
    async run(trx, now) {
      const result = await applyOverduePicks(trx as Transaction<Database>, now, limit);
      const dayBefore = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 16);
      await pruneJobRuns(trx, PICK_TIMEOUT_JOB, dayBefore);
      return { ...result, more: result.due === limit };
    },
  };
}
