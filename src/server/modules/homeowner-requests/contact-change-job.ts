import { pruneJobRuns } from '../../jobs/job-repository.js';
import type { Job } from '../../jobs/job-scheduler.js';
import { deleteExpiredChanges } from './contact-change-repository.js';

export const CONTACT_CHANGE_EXPIRY_JOB = 'contact_change_expiry';
const DAY_MS = 86_400_000;

/**
 * A new e-mail or mobile never confirmed is personal data we have no use for: deleted once its
 * code has expired, by a run every 10 minutes (keyed by the UTC ten minutes).
 */
export function contactChangeExpiryJob(): Job {
  const key = (at: Date) => at.toISOString().slice(0, 15);
  return {
    name: CONTACT_CHANGE_EXPIRY_JOB,
    runKey: key,
    async run(trx, now) {
      const deleted = await deleteExpiredChanges(trx, now.toISOString());
      await pruneJobRuns(trx, CONTACT_CHANGE_EXPIRY_JOB, key(new Date(now.getTime() - DAY_MS)));
      return { deleted };
    },
  };
}
