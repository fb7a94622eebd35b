import { dublinWallClock, endOfDublinDay } from '../../../shared/dublin-day.js';
import type { Db } from '../../db/connection.js';
import type { Job } from '../../jobs/job-scheduler.js';
import { enqueueMessages, type NewMessage } from '../notifications/outbox-repository.js';
import { managerDigestEmail, type DigestLead } from '../notifications/templates.js';
import { listActiveManagers, listDueLeadsOwnedBy } from './lead-work-repository.js';

/** The digest goes out at this hour of the Dublin morning. */
export const DIGEST_HOUR = 8;
/** The most leads one digest lists; more are reached through the lists it links to. */
export const DIGEST_MAX_LEADS = 100;
export const DIGEST_JOB = 'manager_digest';

/** The managers' digest as a job: one run per Dublin day, due from 08:00. */
export function managerDigestJob(baseUrl: string): Job {
  return {
    name: DIGEST_JOB,
    runKey(now) {
      const clock = dublinWallClock(now);
      return clock.hour >= DIGEST_HOUR ? clock.date : null;
    },
    async run(trx, now) {
      const messages = await digestMessages(trx, now, baseUrl, dublinWallClock(now).date);
      await enqueueMessages(trx, messages);
      return { managers: messages.length };
    },
  };
}

/**
 * One e-mail per active manager who owns a lead whose next action is overdue or due today,
 * keyed per manager and day in the outbox too, so no retry can queue a second.
 */
export async function digestMessages(
  db: Db,
  now: Date,
  baseUrl: string,
  day: string,
): Promise<NewMessage[]> {
  const managers = await listActiveManagers(db);
  const nowText = now.toISOString();
  const endOfToday = endOfDublinDay(now).toISOString();
  const messages: NewMessage[] = [];
  for (const manager of managers) {
    const leads: DigestLead[] = await listDueLeadsOwnedBy(
      db,
      Number(manager.id),
      endOfToday,
      DIGEST_MAX_LEADS + 1,
    );
    if (leads.length === 0) continue;
    const listed = leads.slice(0, DIGEST_MAX_LEADS);
    const email = managerDigestEmail(manager, {
      overdue: listed.filter((lead) => lead.next_action_at < nowText),
      dueToday: listed.filter((lead) => lead.next_action_at >= nowText),
      more: leads.length > DIGEST_MAX_LEADS,
      baseUrl,
    });
    messages.push({
      lead_id: null,
      kind: 'manager_digest',
      channel: 'email',
      recipient: manager.email,
      subject: email.subject,
      body: email.body,
      dedupe_key: `${DIGEST_JOB}:${day}:${Number(manager.id)}`,
    });
  }
  return messages;
}
