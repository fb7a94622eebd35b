import { pruneJobRuns } from '../../jobs/job-repository.js';
import type { Job } from '../../jobs/job-scheduler.js';
import { recountOldestChanges } from './funnel-repository.js';

export const FUNNEL_RECOUNT_JOB = 'campaign_funnel_recount';
const DAY_MS = 86_400_000;

/**
 * The campaign funnel's lead figures kept counted: each minute, the days whose
 * leads changed are counted again, a month of them per round (the oldest first; a backlog, as
 * after a bulk load, runs round after round). A read counts its own period first, so this
 * only saves the first reader of a busy day the wait.
 */
export function funnelRecountJob(): Job {
  return {
    name: FUNNEL_RECOUNT_JOB,
    runKey: (now) => now.toISOString().slice(0, 16),
    async run(db, now) {
      const dayBefore = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 16);
      await pruneJobRuns(db, FUNNEL_RECOUNT_JOB, dayBefore);
      return recountOldestChanges(db);
    },
  };
}
