import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { ContentPage } from '../../../shared/content-schema.js';
import { createDb } from '../../db/connection.js';
import { JobScheduler } from '../../jobs/job-scheduler.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { json, TEST_DRIVER, type TestApp } from '../../test/test-app.js';
import { listVersions } from './page-history-repository.js';
import { pageScheduleJob } from './page-schedule-job.js';
import { PAGE_SCHEDULE_JOB } from './page-schedule-repository.js';
import type { JobRunOutcome } from '../../jobs/job-scheduler.js';

/** The runs of scheduled publishing (the digest job runs beside it in the app). */
const scheduled = (outcomes: JobRunOutcome[]) =>
  outcomes.filter((outcome) => outcome.name === PAGE_SCHEDULE_JOB);

let counter = 0;

async function livePageWithDraft(api: Api, live: string, draft: string) {
  counter += 1;
  const slug = `sched${counter}`;
  const created = await api.post('/api/content/index', {
    url: `/${slug}`,
    is_published: true,
    content: { hero: { badge: live } },
  });
  const page = json<ContentPage>(created);
  await api.patch(`/api/content/index/${page.id}`, { content: { hero: { badge: draft } } });
  return { ...page, slug };
}

const badge = async (api: Api, slug: string) => {
  const response = await api.get(`/api/index/${slug}`, { as: 'anonymous' });
  return response.statusCode === 200
    ? json<{ hero: { badge: string } }>(response).hero.badge
    : null;
};

/** Schedule at a Dublin time, and the UTC instant a test runs the jobs at. */
async function schedule(api: Api, id: number, action: string, at: string) {
  return api.put(`/api/content/index/${id}/schedule/${action}`, { at });
}

const read = async (api: Api, id: number) =>
  json<ContentPage>(await api.get(`/api/content/index/${id}`));

describe('scheduled publish and unpublish', () => {
  apiTest(
    'takes a Dublin time in the future, shown on the page; refuses others clearly',
    async ({ api }) => {
      const page = await livePageWithDraft(api, 'A', 'B');
      const set = await schedule(api, page.id, 'publish', '2099-07-01T09:30');
      expect(set.statusCode, set.body).toBe(200);
      // Irish summer time: 09:30 in Dublin is 08:30 UTC.
      expect(json<ContentPage>(set).schedule).toEqual({
        publish: { id: expect.any(Number), at: '2099-07-01T08:30:00.000Z', failed: null },
        unpublish: null,
      });
      const list = json<ContentPage[]>(await api.get('/api/content/index'));
      expect(list.find((row) => row.id === page.id)?.schedule.publish?.at).toBe(
        '2099-07-01T08:30:00.000Z',
      );

      // A second time replaces the first.
      await schedule(api, page.id, 'publish', '2099-12-01T09:30');
      expect((await read(api, page.id)).schedule.publish?.at).toBe('2099-12-01T09:30:00.000Z');

      const cases: Array<[string, Record<string, string>, string]> = [
        ['publish', { at: '2020-01-01T09:00' }, 'Choose a time in the future'],
        ['publish', { at: '2099-03-29T01:30' }, 'That time does not exist in Ireland'],
        ['unpublish', { at: 'tomorrow' }, 'Give the time as YYYY-MM-DDTHH:mm (Irish time)'],
        ['unpublish', {}, 'Choose a date and time'],
      ];
      for (const [action, body, message] of cases) {
        const response = await api.put(`/api/content/index/${page.id}/schedule/${action}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(json(response).errors).toEqual({ at: message });
      }
      expect((await schedule(api, page.id, 'republish', '2099-01-01T09:00')).statusCode).toBe(404);
      expect((await schedule(api, 999999, 'publish', '2099-01-01T09:00')).statusCode).toBe(404);

      const cancelled = await api.delete(`/api/content/index/${page.id}/schedule/publish`);
      expect(json<ContentPage>(cancelled).schedule.publish).toBeNull();
    },
  );

  apiTest(
    'a scheduled publish runs once with two schedulers, and late after a restart',
    async ({ api, t }) => {
      const page = await livePageWithDraft(api, 'Before', 'After');
      await schedule(api, page.id, 'publish', '2099-01-05T10:00');
      const other = new JobScheduler(t.db, [pageScheduleJob()], t.app.log);
      const runBoth = (at: string) =>
        Promise.all([t.app.jobs.runDue(new Date(at)), other.runDue(new Date(at))]);

      await runBoth('2099-01-05T09:59:00Z');
      expect(await badge(api, page.slug)).toBe('Before');

      const [first, second] = await runBoth('2099-01-05T10:00:20Z');
      const ran = scheduled([...first, ...second]).filter((outcome) => outcome.ran);
      expect(ran).toHaveLength(1);
      expect(await badge(api, page.slug)).toBe('After');
      await runBoth('2099-01-05T10:01:00Z');
      const versions = await listVersions(t.db, page.id);
      expect(versions.map((version) => [version.version, version.note])).toEqual([
        [2, 'Scheduled'],
        [1, ''],
      ]);
      expect(versions[0]!.published_by_name).toBe('Administrator');
      expect((await read(api, page.id)).schedule.publish).toBeNull();

      // An unpublish due while no process ran: a process started later does it, once.
      await schedule(api, page.id, 'unpublish', '2099-01-06T18:00');
      const restarted = new JobScheduler(t.db, [pageScheduleJob()], t.app.log);
      const late = await restarted.runDue(new Date('2099-01-07T08:00:00Z'));
      expect(late.filter((outcome) => outcome.ran)).toHaveLength(1);
      expect(await badge(api, page.slug)).toBeNull();
      expect(await restarted.runDue(new Date('2099-01-07T08:01:00Z'))).toEqual([]);
    },
  );

  apiTest(
    'a failed run stays pending and shows its error to admins, then runs once put right',
    async ({ api, t }) => {
      const page = await livePageWithDraft(api, 'Live', 'Soon');
      await schedule(api, page.id, 'publish', '2099-02-01T09:00');
      // A draft damaged after it was saved (a model changed since, say).
      await t.db
        .updateTable('content_pages')
        .set({ draft_content: JSON.stringify({ hero: { badge: 7 } }) })
        .where('id', '=', page.id)
        .execute();
      const outcomes = await t.app.jobs.runDue(new Date('2099-02-01T09:00:30Z'));
      expect(scheduled(outcomes).map((outcome) => outcome.ran)).toEqual([false]);
      const failed = (await read(api, page.id)).schedule.publish;
      expect(failed?.failed).toBe(
        'The draft cannot be published: content.hero.badge: Must be text',
      );
      const listed = json<ContentPage[]>(await api.get('/api/content/index'));
      expect(listed.find((row) => row.id === page.id)?.schedule.publish?.failed).toContain(
        'cannot be published',
      );
      expect(await badge(api, page.slug)).toBe('Live');

      // An admin saves a good draft; the retry five minutes on publishes it.
      await api.patch(`/api/content/index/${page.id}`, { content: { hero: { badge: 'Fixed' } } });
      await t.app.jobs.runDue(new Date('2099-02-01T09:02:00Z'));
      expect(await badge(api, page.slug)).toBe('Live');
      await t.app.jobs.runDue(new Date('2099-02-01T09:06:00Z'));
      expect(await badge(api, page.slug)).toBe('Fixed');
      expect((await read(api, page.id)).schedule.publish).toBeNull();
    },
  );

  apiTest(
    'a cancelled schedule never runs; a deleted page takes its schedule with it',
    async ({ api, t }) => {
      const page = await livePageWithDraft(api, 'Stay', 'Never');
      await schedule(api, page.id, 'publish', '2099-03-01T09:00');
      await api.delete(`/api/content/index/${page.id}/schedule/publish`);
      const gone = await livePageWithDraft(api, 'Gone', 'Gone too');
      await schedule(api, gone.id, 'publish', '2099-03-01T09:00');
      await api.delete(`/api/content/index/${gone.id}`);
      expect(scheduled(await t.app.jobs.runDue(new Date('2099-03-01T10:00:00Z')))).toEqual([]);
      expect(await badge(api, page.slug)).toBe('Stay');
    },
  );
});

describe('scheduled publishing across two server processes', () => {
  let t: TestApp;
  let api: Api;
  apiTest.beforeAll(async ({ t: fileApp, api: fileApi }) => {
    t = fileApp;
    api = fileApi;
  });

  it.skipIf(TEST_DRIVER !== 'postgres')(
    'a draft saved through one server never shows on the other; its publish shows there at once',
    async () => {
      const page = await livePageWithDraft(api, 'Shared live', 'Shared draft');
      const db = createDb(t.config.database, t.config.pool);
      const second = await buildApp({ config: t.config, db });
      const readOnSecond = async () =>
        json<{ hero: { badge: string } }>(
          await second.inject({ method: 'GET', url: `/api/index/${page.slug}` }),
        ).hero.badge;
      try {
        expect(await readOnSecond()).toBe('Shared live');
        await api.patch(`/api/content/index/${page.id}`, { is_published: true });
        expect(await readOnSecond()).toBe('Shared draft');
      } finally {
        await second.close();
        await db.destroy();
      }
    },
  );

  it.skipIf(TEST_DRIVER !== 'postgres')(
    'publishes once when two apps on one PostgreSQL run the due job together',
    async () => {
      const page = await livePageWithDraft(api, 'Old', 'New');
      await schedule(api, page.id, 'publish', '2099-04-01T09:00');
      const db = createDb(t.config.database, t.config.pool);
      const second = await buildApp({ config: t.config, db });
      try {
        const at = new Date('2099-04-01T08:00:10Z');
        const runs = await Promise.all(
          Array.from({ length: 4 }, (_, i) => (i % 2 === 0 ? t.app : second).jobs.runDue(at)),
        );
        expect(scheduled(runs.flat()).filter((outcome) => outcome.ran)).toHaveLength(1);
      } finally {
        await second.close();
        await db.destroy();
      }
      expect((await listVersions(t.db, page.id)).map((version) => version.version)).toEqual([2, 1]);
      expect(await badge(api, page.slug)).toBe('New');
    },
  );
});
