import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { deleteExpiredSessions } from '../auth/session-repository.js';
import { binCutoff, purgeBinBefore } from './lead-bin-repository.js';
import { deleteLeadsBefore } from './lead-repository.js';

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** The moment before which leads are deleted: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now: Date = new Date()): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/**
 * Keeps the privacy notice's promise (no lead kept past the retention period; `0` keeps
 * them), purges leads 30 days in the bin (whatever the retention period) and drops expired
 * sign-in sessions, at start and every 6 hours.
 */
export function startRetentionSweeps(db: Db, months: number, log: FastifyBaseLogger): () => void {
  const sweep = async () => {
    try {
      await deleteExpiredSessions(db);
      const purged = await purgeBinBefore(db, binCutoff());
      if (purged > 0) log.info({ count: purged }, 'purged leads 30 days in the bin');
      if (months <= 0) return;
      const count = await deleteLeadsBefore(db, retentionCutoff(months));
      if (count > 0) log.info({ count, months }, 'deleted leads past the retention period');
    } catch (error) {
      log.error({ err: error }, 'retention sweep failed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
