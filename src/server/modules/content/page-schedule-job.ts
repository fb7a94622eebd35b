import type { PageKind } from '../../../shared/content-schema.js';
import type { Job } from '../../jobs/job-scheduler.js';
import { findPageKind } from './page-history-repository.js';
import { publishPage, unpublishPage } from './page-publishing.js';
import {
  dueScheduleIds,
  findSchedule,
  finishSchedule,
  PAGE_SCHEDULE_JOB,
} from './page-schedule-repository.js';

/**
 * Scheduled publishing: each pending publish or unpublish is one run of this
 * job, keyed by its id, so it happens once whichever process takes it, and late rather than
 * never after a restart. A run that fails (a draft that no longer passes the checks) stays
 * pending, shows its error in the page list and is tried again five minutes on.
 */
export function pageScheduleJob(): Job {
  return {
    name: PAGE_SCHEDULE_JOB,
    runKey: () => null,
    dueRunKeys: async (db, now) => (await dueScheduleIds(db, now)).map(String),
    async run(trx, _now, runKey) {
      const schedule = await findSchedule(trx, Number(runKey));
      if (!schedule || schedule.status !== 'pending') return { skipped: true };
      const pageId = Number(schedule.page_id);
      const kind = (await findPageKind(trx, pageId)) as PageKind | undefined;
      if (!kind) return { skipped: true };
      const changed =
        schedule.action === 'publish'
          ? await publishPage(
              trx,
              kind,
              pageId,
              { id: schedule.created_by, name: schedule.created_by_name },
              'Scheduled',
            )
          : await unpublishPage(trx, kind, pageId);
      // Only a pending schedule is marked: one cancelled meanwhile rolls the run back.
      if (!(await finishSchedule(trx, Number(schedule.id)))) {
        throw new Error('The schedule was cancelled while it ran');
      }
      return { page: pageId, action: schedule.action, changed };
    },
  };
}
