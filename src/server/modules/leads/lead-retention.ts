import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { deleteExpiredSessions } from '../auth/session-repository.js';

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
// Small batches with a yield between them: a sweep never holds SQLite's event loop for long.
const BATCH = 200;

/** The moment before which leads are deleted: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now: Date = new Date()): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/**
 * Delete leads older than the cutoff, with their history, assignments and messages
 * (foreign keys cascade), a batch at a time so no transaction grows large.
 */
export async function deleteLeadsBefore(db: Db, cutoff: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = await db
      .selectFrom('leads')
      .select('id')
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (ids.length === 0) return deleted;
    await db
      .deleteFrom('leads')
      .where(
        'id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    deleted += ids.length;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Keeps the privacy notice's promise (no lead kept past the retention period; `0` keeps
 * them) and drops expired sign-in sessions, at start and every 6 hours.
 */
export function startRetentionSweeps(db: Db, months: number, log: FastifyBaseLogger): () => void {
  const sweep = async () => {
    try {
      await deleteExpiredSessions(db);
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
