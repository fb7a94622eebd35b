import type { Selectable } from 'kysely';
import type { PageScheduleEntry } from '../../../shared/content-schema.js';
import { nowIso, type Db } from '../../db/connection.js';
import type { ContentSchedulesTable } from '../../db/schema.js';
import type { PageActor } from './page-history-repository.js';

export type ContentScheduleRow = Selectable<ContentSchedulesTable>;
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** The jobs table's name for scheduled publishing; each run's key is the schedule's id. */
export const PAGE_SCHEDULE_JOB = 'page-schedule';

/** Replace the page's pending `action` (if any) with one at `runAt`. */
export async function setSchedule(
  db: Db,
  pageId: number,
  action: ScheduleAction,
  runAt: Date,
  actor: PageActor,
): Promise<void> {
  await cancelSchedule(db, pageId, action);
  await db
    .insertInto('content_schedules')
    .values({
      page_id: pageId,
      action,
      run_at: runAt.toISOString(),
      status: 'pending',
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: nowIso(),
    })
    .execute();
}

export async function cancelSchedule(db: Db, pageId: number, action: ScheduleAction) {
  await db
    .updateTable('content_schedules')
    .set({ status: 'cancelled', done_at: nowIso() })
    .where('page_id', '=', pageId)
    .where('action', '=', action)
    .where('status', '=', 'pending')
    .execute();
}

/** Pending runs due at `now`, oldest first (the job's run keys). */
export async function dueScheduleIds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('content_schedules')
    .select('id')
    .where('status', '=', 'pending')
    .where('run_at', '<=', now.toISOString())
    .orderBy('run_at')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function findSchedule(db: Db, id: number): Promise<ContentScheduleRow | undefined> {
  return db.selectFrom('content_schedules').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Mark a run done; false when it was no longer pending (cancelled, or done already). */
export async function finishSchedule(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('content_schedules')
    .set({ status: 'done', done_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type PageSchedules = {
  publish: PageScheduleEntry | null;
  unpublish: PageScheduleEntry | null;
};

/** Each page's pending publish and unpublish, with the error of a failed run. */
export async function pendingSchedules(
  db: Db,
  pageIds: number[],
): Promise<Map<number, PageSchedules>> {
  const out = new Map<number, PageSchedules>();
  if (pageIds.length === 0) return out;
  const rows = await db
    .selectFrom('content_schedules')
    .select(['id', 'page_id', 'action', 'run_at'])
    .where('page_id', 'in', pageIds)
    .where('status', '=', 'pending')
    .execute();
  const failures = new Map<string, string>();
  if (rows.length > 0) {
    const runs = await db
      .selectFrom('jobs')
      .select(['run_key', 'last_error'])
      .where('name', '=', PAGE_SCHEDULE_JOB)
      .where(
        'run_key',
        'in',
        rows.map((row) => String(row.id)),
      )
      .where('status', '=', 'running')
      .where('last_error', 'is not', null)
      .execute();
    // The scheduler stores String(error): the message is what an admin needs.
    for (const run of runs)
      failures.set(run.run_key, (run.last_error ?? '').replace(/^Error: /, ''));
  }
  for (const row of rows) {
    const pageId = Number(row.page_id);
    const entry = out.get(pageId) ?? { publish: null, unpublish: null };
    entry[row.action as ScheduleAction] = {
      id: Number(row.id),
      at: row.run_at,
      failed: failures.get(String(row.id)) ?? null,
    };
    out.set(pageId, entry);
  }
  return out;
}
