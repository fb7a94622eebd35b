import { describe, expect } from 'vitest';
import { DIGEST_JOB, managerDigestJob } from '../modules/leads/next-action-digest.js';
import { apiTestWithSmtp, type Api } from '../test/api-test.js';
import { createUserAndSignIn, json, VALID_QUOTE, type TestApp } from '../test/test-app.js';
import { findJobRun } from './job-repository.js';
import { JobScheduler } from './job-scheduler.js';

const digestTest = apiTestWithSmtp();

let counter = 0;
/** A lead owned by `ownerId` whose next action is due at `due`. */
async function ownedLead(api: Api, t: TestApp, ownerId: number, due: string, name: string) {
  counter += 1;
  const response = await api.post(
    '/api/quote',
    { ...VALID_QUOTE, first_name: name, email: `digest${counter}@example.ie` },
    { as: 'anonymous' },
  );
  const { id } = json<{ id: number }>(response);
  await t.db.updateTable('leads').set({ owner_id: ownerId }).where('id', '=', id).execute();
  const set = await api.put(`/api/quote/${id}/next-action`, { due_at: due, label: 'Call back' });
  expect(set.statusCode).toBe(200);
  return id;
}

async function digests(t: TestApp) {
  return t.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body', 'dedupe_key'])
    .where('kind', '=', 'manager_digest')
    .orderBy('id')
    .execute();
}

describe("the managers' daily digest", () => {
  digestTest(
    'goes once a day at 08:00 Dublin to each manager with something due, however many processes run it',
    async ({ api, t, smtp }) => {
      const ann = await createUserAndSignIn(t, 2);
      const bob = await createUserAndSignIn(t, 2);
      const gone = await createUserAndSignIn(t, 2, { active: false });
      const overdue = await ownedLead(api, t, ann.id, '2026-11-25T15:00:00.000Z', 'Aoife');
      const today = await ownedLead(api, t, ann.id, '2026-11-26T14:00:00.000Z', 'Brian');
      await ownedLead(api, t, bob.id, '2026-11-27T10:00:00.000Z', 'Ciara');
      await ownedLead(api, t, gone.id, '2026-11-25T10:00:00.000Z', 'Declan');
      // The admin owns one too, but the digest is the managers'.
      await ownedLead(api, t, 1, '2026-11-25T10:00:00.000Z', 'Eoin');

      // Another process on the same database, running at the same moment.
      const other = new JobScheduler(t.db, [managerDigestJob('https://example.ie')], t.app.log);
      // The app runs its other jobs (reassignment) too: only the digest's runs are compared.
      const runBoth = async (at: string) =>
        (await Promise.all([t.app.jobs.runDue(new Date(at)), other.runDue(new Date(at))])).map(
          (outcomes) => outcomes.filter((outcome) => outcome.name === DIGEST_JOB),
        );

      // 07:59 in Dublin (winter: UTC): not yet.
      expect((await runBoth('2026-11-26T07:59:00Z')).flat()).toEqual([]);
      expect(await digests(t)).toEqual([]);

      const [first, second] = await runBoth('2026-11-26T08:00:30Z');
      expect([first![0]?.ran, second![0]?.ran].sort()).toEqual([false, true]);
      const day1 = await digests(t);
      expect(day1.map((mail) => mail.recipient)).toEqual([ann.email]);
      expect(day1[0]?.dedupe_key).toBe(`${DIGEST_JOB}:2026-11-26:${ann.id}`);
      expect(day1[0]?.subject).toBe('Your leads today: 1 overdue, 1 due today');
      expect(day1[0]?.body).toContain(
        `#${overdue} Aoife Murphy: Call back, due Wed, 25 Nov, 15:00`,
      );
      expect(day1[0]?.body).toContain(`#${today} Brian Murphy: Call back, due Thu, 26 Nov, 14:00`);
      expect((await findJobRun(t.db, DIGEST_JOB, '2026-11-26'))?.status).toBe('done');

      // Later the same day, and a restart: nothing more.
      await runBoth('2026-11-26T12:00:00Z');
      await runBoth('2026-11-26T23:59:00Z');
      expect(await digests(t)).toHaveLength(1);

      // The next morning: Ann again (both now overdue), and Bob, whose lead is due that day.
      await runBoth('2026-11-27T08:01:00Z');
      await runBoth('2026-11-27T08:02:00Z');
      const day2 = (await digests(t)).slice(1);
      expect(day2.map((mail) => mail.recipient).sort()).toEqual([ann.email, bob.email].sort());
      expect(day2.find((mail) => mail.recipient === ann.email)?.subject).toBe(
        'Your leads today: 2 overdue, 0 due today',
      );

      // Delivered over real SMTP.
      await t.app.outbox.runOnce();
      const received = smtp.received.filter((mail) => mail.raw.includes('Your leads today'));
      expect(received.map((mail) => mail.to[0]).sort()).toEqual(
        [ann.email, ann.email, bob.email].sort(),
      );
      expect(received.some((mail) => mail.raw.includes('Brian Murphy'))).toBe(true);
    },
  );

  digestTest('a run whose process died is taken over once its lease runs out', async ({ t }) => {
    const job = managerDigestJob('https://example.ie');
    const { claimJobRun } = await import('./job-repository.js');
    const run = { name: job.name, runKey: '2026-12-01' };
    const at = new Date('2026-12-01T08:00:00Z');
    expect(await claimJobRun(t.db, run, 'dead-process', at, 60_000)).toBe(true);
    expect(await claimJobRun(t.db, run, 'alive', new Date(at.getTime() + 30_000), 60_000)).toBe(
      false,
    );
    expect(await claimJobRun(t.db, run, 'alive', new Date(at.getTime() + 61_000), 60_000)).toBe(
      true,
    );
    const row = await findJobRun(t.db, job.name, run.runKey);
    expect(row).toMatchObject({ locked_by: 'alive', status: 'running' });
    expect(Number(row?.attempts)).toBe(2);
  });
});
