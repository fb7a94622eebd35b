import { nowIso, type Db } from '../db/connection.js';

/**
 * Claim one run of a job for `workerId` until `leaseMs` from `now`: true when this process
 * now holds it. A run never seen is written; a run another process holds, or has finished,
 * is not taken; one whose holder's lease ran out (it died, or its run failed) is taken over.
 * One statement on both databases: the primary key (name, run_key) lets only one writer in.
 */
export async function claimJobRun(
  db: Db,
  run: { name: string; runKey: string },
  workerId: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const row = await db
    .insertInto('jobs')
    .values({
      name: run.name,
      run_key: run.runKey,
      status: 'running',
      locked_by: workerId,
      locked_until: until,
      attempts: 1,
      created_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['name', 'run_key'])
        .doUpdateSet((eb) => ({
          locked_by: workerId,
          locked_until: until,
          attempts: eb('jobs.attempts', '+', 1),
        }))
        .where('jobs.status', '=', 'running')
        .where('jobs.locked_until', '<', at),
    )
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Thrown when a run's lease was taken over before it finished: its work is rolled back. */
export class JobLeaseLost extends Error {}

/**
 * Mark a run done, on the transaction that did its work, so the work and the mark commit
 * together. Throws JobLeaseLost when this process no longer holds the run.
 */
export async function finishJobRun(
  db: Db,
  run: { name: string; runKey: string },
  workerId: string,
  result: Record<string, unknown>,
): Promise<void> {
  const done = await db
    .updateTable('jobs')
    .set({
      status: 'done',
      locked_until: null,
      last_error: null,
      result: JSON.stringify(result),
      finished_at: nowIso(),
    })
    .where('name', '=', run.name)
    .where('run_key', '=', run.runKey)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) {
    throw new JobLeaseLost(`job ${run.name} ${run.runKey} was taken over by another process`);
  }
}

/** A failed run is tried again (by any process) once `retryAt` has passed. */
export async function failJobRun(
  db: Db,
  run: { name: string; runKey: string },
  workerId: string,
  error: string,
  retryAt: Date,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_until: retryAt.toISOString(), last_error: error.slice(0, 500) })
    .where('name', '=', run.name)
    .where('run_key', '=', run.runKey)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

export async function findJobRun(db: Db, name: string, runKey: string) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('name', '=', name)
    .where('run_key', '=', runKey)
    .executeTakeFirst();
}

/** Forget a job's finished runs keyed before `before` (a run a minute adds up). */
export async function pruneJobRuns(db: Db, name: string, before: string): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('name', '=', name)
    .where('run_key', '<', before)
    .where('status', '=', 'done')
    .execute();
}
