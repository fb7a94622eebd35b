import { describe, expect } from 'vitest';
import { addBusinessMinutes } from '../../../shared/business-hours.js';
import { INSTALLER_ROLE_ID } from '../../../shared/roles.js';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/connection.js';
import { claimJobRun } from '../../jobs/job-repository.js';
import { JobScheduler } from '../../jobs/job-scheduler.js';
import { apiTestWithSmtp, type Api } from '../../test/api-test.js';
import { addPartner } from '../../test/partner-fixtures.js';
import { anotherHomeowner } from '../../test/sample-quote.js';
import { json, signIn, TEST_DRIVER, VALID_QUOTE, type TestApp } from '../../test/test-app.js';
import { hashPassword } from '../auth/password.js';
import { insertUser } from '../users/user-repository.js';
import { EXPIRY_JOB, responseExpiryJob } from './response-expiry-job.js';

const reassignTest = apiTestWithSmtp();
const HOUR = 3_600_000;

/** A homeowner's request from the county; '' leaves out the county and Eircode (held). */
async function submit(api: Api, county: string) {
  const response = await api.post(
    '/api/quote',
    {
      ...VALID_QUOTE,
      ...anotherHomeowner(),
      county,
      ...(county ? {} : { eircode: '', property_address: 'Dublin Road, Athlone' }),
    },
    { as: 'anonymous' },
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: number }>(response).id;
}

let installers = 0;
/** An installer account of the partner, signed in. */
async function installerOf(t: TestApp, partnerId: number) {
  installers += 1;
  const email = `fitter${installers}@reassign.ie`;
  const user = await insertUser(t.db, {
    name: `Fitter ${installers}`,
    email,
    passwordHash: await hashPassword('fitter-password-1'),
    roleId: INSTALLER_ROLE_ID,
  });
  await t.db
    .updateTable('users')
    .set({ partner_id: partnerId })
    .where('id', '=', user.id)
    .execute();
  return signIn(t.app, email, 'fitter-password-1');
}

async function assignments(t: TestApp, leadId: number) {
  return t.db
    .selectFrom('lead_partners')
    .select([
      'id',
      'partner_id',
      'partner_name',
      'method',
      'assigned_at',
      'respond_by',
      'released_at',
      'release_reason',
      'replaced_by',
      'response',
    ])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
}

/** Move the response windows of these assignments (or all pending ones) into the past. */
async function overdue(t: TestApp, ids?: number[]) {
  const past = new Date(Date.now() - HOUR).toISOString();
  await t.db
    .updateTable('lead_partners')
    .set({ respond_by: past })
    .where('response', '=', 'pending')
    .where('released_at', 'is', null)
    .$if(ids !== undefined, (query) => query.where('id', 'in', ids!))
    .execute();
}

async function outbox(t: TestApp, kind: string) {
  return t.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body', 'lead_id'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

const partnerEmail = async (t: TestApp, id: number) =>
  (await t.db.selectFrom('partners').select('email').where('id', '=', id).executeTakeFirstOrThrow())
    .email;

let minutes = 0;
/**
 * Run the app's jobs at a moment of their own: each run of the expiry job is keyed by its
 * minute, so every call here is a later minute (the data's deadlines are an hour ago).
 */
async function runExpiry(t: TestApp) {
  minutes += 1;
  const outcomes = await t.app.jobs.runDue(new Date(Date.now() + minutes * 60_000));
  return outcomes.find((outcome) => outcome.name === EXPIRY_JOB)!;
}

const expectedDeadline = (assignedAt: string) =>
  addBusinessMinutes(new Date(assignedAt), 240).toISOString();

describe('response windows and reassignment', () => {
  reassignTest.beforeEach(async ({ reset, t }) => {
    await reset('lead_events', 'lead_partners', 'outbox', 'leads', 'partners');
    await t.db.deleteFrom('settings').where('key', '=', 'pause_after_expiries').execute();
  });

  reassignTest(
    'every kind of assignment gets its deadline: submit, a held lead, a send by hand, a reassignment',
    async ({ api, t }) => {
      const [first, second, spare] = [
        await addPartner(t.db, { counties: ['Kerry'] }),
        await addPartner(t.db, { counties: ['Kerry'] }),
        await addPartner(t.db, { counties: ['Cork'] }),
      ];
      const submitted = await submit(api, 'Kerry');
      const rows = await assignments(t, submitted);
      expect(rows.map((row) => row.partner_id).sort()).toEqual([first, second].sort());
      for (const row of rows) expect(row.respond_by).toBe(expectedDeadline(row.assigned_at));

      // Held for its county, then passed on when staff record it.
      const held = await submit(api, '');
      expect(await assignments(t, held)).toEqual([]);
      const patched = await api.patch(`/api/quote/${held}`, { county: 'Kerry' });
      expect(patched.statusCode, patched.body).toBe(200);
      const heldRows = await assignments(t, held);
      expect(heldRows).toHaveLength(2);
      for (const row of heldRows) expect(row.respond_by).toBe(expectedDeadline(row.assigned_at));

      // Sent by hand to a partner of another county.
      const sent = await api.post(`/api/quote/${submitted}/partners`, {
        partner_id: spare,
        confirm: true,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const manual = (await assignments(t, submitted)).find((row) => row.partner_id === spare)!;
      expect(manual.method).toBe('manual');
      expect(manual.respond_by).toBe(expectedDeadline(manual.assigned_at));

      // Reassigned: a new Kerry partner takes the place of one that did not answer.
      const late = await addPartner(t.db, { counties: ['Kerry'] });
      await overdue(t, [rows[0]!.id]);
      await runExpiry(t);
      const offered = (await assignments(t, submitted)).find((row) => row.partner_id === late)!;
      expect(offered.method).toBe('auto');
      expect(offered.respond_by).toBe(expectedDeadline(offered.assigned_at));
      expect(Date.parse(offered.respond_by!)).toBeGreaterThan(Date.now());
    },
  );

  reassignTest(
    'takes back an unanswered lead, offers it to the next partner and e-mails both',
    async ({ api, t, smtp, manager }) => {
      const ids: number[] = [];
      for (let k = 0; k < 6; k += 1) {
        ids.push(await addPartner(t.db, { name: `Kerry ${k}`, counties: ['Kerry'] }));
      }
      const leadId = await submit(api, 'Kerry');
      const before = await assignments(t, leadId);
      expect(before).toHaveLength(5);
      const waiting = ids.find((id) => !before.some((row) => row.partner_id === id))!;
      const silent = before[2]!;
      const silentInstaller = await installerOf(t, silent.partner_id!);
      const nextInstaller = await installerOf(t, waiting);

      // Not yet due: nothing happens.
      await runExpiry(t);
      expect((await assignments(t, leadId)).every((row) => row.released_at === null)).toBe(true);

      await overdue(t, [silent.id]);
      const outcome = await runExpiry(t);
      expect(outcome).toMatchObject({ ran: true, result: { expired: 1, reassigned: 1 } });
      const after = await assignments(t, leadId);
      expect(after).toHaveLength(6);
      const taken = after.find((row) => row.id === silent.id)!;
      expect(taken).toMatchObject({ release_reason: 'expired', response: 'pending' });
      expect(taken.released_at).not.toBeNull();
      expect(taken.replaced_by).toBe(`Kerry ${ids.indexOf(waiting)}`);
      expect(after.at(-1)).toMatchObject({ partner_id: waiting, released_at: null });

      // The one it was taken from is told why; the next one gets the normal lead e-mail.
      const takenBack = await outbox(t, 'partner_taken_back');
      expect(takenBack).toHaveLength(1);
      expect(takenBack[0]).toMatchObject({
        recipient: await partnerEmail(t, silent.partner_id!),
        subject: `Lead ref. ${leadId} has been passed to another installer`,
      });
      expect(takenBack[0]!.body).toContain('was not accepted or declined by');
      const offers = (await outbox(t, 'partner_email')).map((mail) => mail.recipient);
      expect(offers).toContain(await partnerEmail(t, waiting));
      await t.app.outbox.runOnce();
      const delivered = smtp.received.map((mail) => mail.to[0]);
      expect(delivered).toContain(await partnerEmail(t, silent.partner_id!));
      expect(delivered).toContain(await partnerEmail(t, waiting));

      // Staff see it on the lead's timeline.
      const timeline = json<Record<string, unknown>[]>(
        await api.get(`/api/quote/${leadId}/timeline`, { as: manager }),
      );
      expect(timeline).toContainEqual(
        expect.objectContaining({
          kind: 'partner_released',
          partner: silent.partner_name,
          reason: 'expired',
          respond_by: taken.respond_by,
          replaced_by: `Kerry ${ids.indexOf(waiting)}`,
        }),
      );

      // The installer it was taken from sees it expired and can no longer accept it.
      const own = json<Record<string, unknown>>(
        await api.get(`/api/partner/leads/${leadId}`, { as: silentInstaller }),
      );
      expect(own).toMatchObject({
        response: 'pending',
        release_reason: 'expired',
        homeowner: null,
      });
      const tooLate = await api.post(`/api/partner/leads/${leadId}/accept`, undefined, {
        as: silentInstaller,
      });
      expect(tooLate.statusCode).toBe(409);
      expect(json(tooLate).message).toMatch(/passed to another installer/);
      const declineLate = await api.post(
        `/api/partner/leads/${leadId}/decline`,
        { reason: 'too_busy' },
        { as: silentInstaller },
      );
      expect(declineLate.statusCode).toBe(409);

      // The next one sees it pending with its own deadline and accepts it.
      const mine = json<Record<string, unknown>>(
        await api.get(`/api/partner/leads/${leadId}`, { as: nextInstaller }),
      );
      expect(mine).toMatchObject({ response: 'pending', released_at: null });
      expect(mine.respond_by).toBe(after.at(-1)!.respond_by);
      const accepted = await api.post(`/api/partner/leads/${leadId}/accept`, undefined, {
        as: nextInstaller,
      });
      expect(accepted.statusCode).toBe(200);

      // Run again: nothing more to take back.
      await runExpiry(t);
      expect(await assignments(t, leadId)).toHaveLength(6);
      expect(await outbox(t, 'partner_taken_back')).toHaveLength(1);
    },
  );

  reassignTest(
    'an accept after the deadline is refused before the job has run, and the job still takes it back',
    async ({ api, t }) => {
      const partner = await addPartner(t.db, { counties: ['Clare'] });
      const other = await addPartner(t.db, { counties: ['Clare'] });
      const leadId = await submit(api, 'Clare');
      const installer = await installerOf(t, partner);
      const outsider = await installerOf(t, await addPartner(t.db, { counties: ['Mayo'] }));
      const [row] = (await assignments(t, leadId)).filter((a) => a.partner_id === partner);
      await overdue(t, [row!.id]);

      const refused = await api.post(`/api/partner/leads/${leadId}/accept`, undefined, {
        as: installer,
      });
      expect(refused.statusCode).toBe(409);
      expect(json(refused).message).toMatch(/^The time to answer this lead ended at/);
      const shown = json<Record<string, unknown>>(
        await api.get(`/api/partner/leads/${leadId}`, { as: installer }),
      );
      expect(shown).toMatchObject({ response: 'pending', released_at: null, homeowner: null });

      // Another partner's installer can neither see nor answer it.
      for (const [method, url, payload] of [
        ['GET', `/api/partner/leads/${leadId}`, undefined],
        ['POST', `/api/partner/leads/${leadId}/accept`, undefined],
        ['POST', `/api/partner/leads/${leadId}/decline`, { reason: 'too_busy' }],
      ] as const) {
        const response = await api.call(method, url, payload, { as: outsider });
        expect(response.statusCode).toBe(404);
      }

      await runExpiry(t);
      const after = await assignments(t, leadId);
      expect(after.find((a) => a.id === row!.id)).toMatchObject({ release_reason: 'expired' });
      // No other Clare partner it has not had: it stays with the one it holds, and staff see why.
      expect(after.filter((a) => a.released_at === null).map((a) => a.partner_id)).toEqual([other]);
      expect(after.find((a) => a.id === row!.id)!.replaced_by).toBe('');
      const timeline = json<Record<string, unknown>[]>(
        await api.get(`/api/quote/${leadId}/timeline`),
      );
      expect(timeline).toContainEqual(
        expect.objectContaining({ kind: 'partner_released', reason: 'expired', replaced_by: '' }),
      );
    },
  );

  reassignTest(
    'a decline hands the lead on to the next partner in the same transaction',
    async ({ api, t }) => {
      const ids: number[] = [];
      for (let k = 0; k < 6; k += 1) ids.push(await addPartner(t.db, { counties: ['Sligo'] }));
      const leadId = await submit(api, 'Sligo');
      const before = await assignments(t, leadId);
      const waiting = ids.find((id) => !before.some((row) => row.partner_id === id))!;
      const decliner = before[0]!;
      const installer = await installerOf(t, decliner.partner_id!);
      const declined = await api.post(
        `/api/partner/leads/${leadId}/decline`,
        { reason: 'too_busy', note: 'Booked up until March' },
        { as: installer },
      );
      expect(declined.statusCode, declined.body).toBe(200);
      expect(json(declined)).toMatchObject({
        response: 'declined',
        release_reason: 'declined',
        homeowner: null,
      });
      const after = await assignments(t, leadId);
      expect(after.find((row) => row.id === decliner.id)).toMatchObject({
        release_reason: 'declined',
      });
      expect(after.at(-1)).toMatchObject({ partner_id: waiting, released_at: null });
      expect((await outbox(t, 'partner_email')).map((mail) => mail.recipient)).toContain(
        await partnerEmail(t, waiting),
      );
      // A decline is no expiry: no "taken back" e-mail, and it ends a run of expiries.
      expect(await outbox(t, 'partner_taken_back')).toEqual([]);
      // Declining again changes nothing.
      const again = await api.post(
        `/api/partner/leads/${leadId}/decline`,
        { reason: 'too_busy' },
        { as: installer },
      );
      expect(again.statusCode).toBe(200);
      expect(await assignments(t, leadId)).toHaveLength(6);
    },
  );

  reassignTest(
    'a decline after the deadline, before the job, still hands the lead on at once',
    async ({ api, t }) => {
      const ids: number[] = [];
      for (let k = 0; k < 3; k += 1) ids.push(await addPartner(t.db, { counties: ['Laois'] }));
      const leadId = await submit(api, 'Laois');
      const before = await assignments(t, leadId);
      expect(before).toHaveLength(3);
      const late = await addPartner(t.db, { counties: ['Laois'] });
      const installer = await installerOf(t, before[1]!.partner_id!);
      await overdue(t, [before[1]!.id]);
      const declined = await api.post(
        `/api/partner/leads/${leadId}/decline`,
        { reason: 'out_of_area' },
        { as: installer },
      );
      expect(declined.statusCode, declined.body).toBe(200);
      const after = await assignments(t, leadId);
      expect(after.find((row) => row.id === before[1]!.id)).toMatchObject({
        response: 'declined',
        release_reason: 'declined',
      });
      expect(after.at(-1)).toMatchObject({ partner_id: late, released_at: null });
      // The job finds nothing left to take back.
      expect((await runExpiry(t)).result).toMatchObject({ expired: 0 });
    },
  );

  reassignTest(
    'a lead staff closed is taken back but offered to no one new',
    async ({ api, t }) => {
      await addPartner(t.db, { counties: ['Carlow'] });
      const leadId = await submit(api, 'Carlow');
      const spare = await addPartner(t.db, { counties: ['Carlow'] });
      const lost = await api.patch(`/api/quote/${leadId}`, {
        status: 'lost',
        lost_reason: 'Price',
      });
      expect(lost.statusCode, lost.body).toBe(200);
      await overdue(t);
      expect((await runExpiry(t)).result).toMatchObject({ expired: 1, reassigned: 0 });
      const rows = await assignments(t, leadId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ release_reason: 'expired', replaced_by: null });
      expect(rows.some((row) => row.partner_id === spare)).toBe(false);
    },
  );

  reassignTest(
    'a run whose process died does not hold the leads back: the next minute’s run takes them',
    async ({ api, t }) => {
      await addPartner(t.db, { counties: ['Offaly'] });
      const leadId = await submit(api, 'Offaly');
      await overdue(t);
      minutes += 1;
      const at = new Date(Date.now() + minutes * 60_000);
      const run = { name: EXPIRY_JOB, runKey: at.toISOString().slice(0, 16) };
      expect(await claimJobRun(t.db, run, 'dead-process', at, 5 * 60_000)).toBe(true);
      const blocked = await t.app.jobs.runDue(at);
      expect(blocked.find((outcome) => outcome.name === EXPIRY_JOB)?.ran).toBe(false);
      expect((await assignments(t, leadId))[0]!.released_at).toBeNull();
      expect((await runExpiry(t)).result).toMatchObject({ expired: 1 });
      expect((await assignments(t, leadId))[0]!.release_reason).toBe('expired');
    },
  );

  reassignTest(
    'a backlog beyond one batch drains in the same minute, one short round after another',
    async ({ api, t }) => {
      await addPartner(t.db, { counties: ['Laois'], daily_cap: 100 });
      const leads: number[] = [];
      for (let k = 0; k < 5; k += 1) leads.push(await submit(api, 'Laois'));
      await overdue(t);
      minutes += 1;
      const at = new Date(Date.now() + minutes * 60_000);
      const scheduler = new JobScheduler(
        t.db,
        [responseExpiryJob('https://example.ie', 2)],
        t.app.log,
      );
      const rounds = await scheduler.runDue(at);
      const minute = at.toISOString().slice(0, 16);
      expect(rounds.map((run) => [run.runKey, run.result?.expired])).toEqual([
        [minute, 2],
        [`${minute}+1`, 2],
        [`${minute}+2`, 1],
      ]);
      for (const leadId of leads) {
        expect((await assignments(t, leadId))[0]!.release_reason).toBe('expired');
      }
    },
  );

  reassignTest(
    'two app instances running the job at the same moment reassign each lead exactly once',
    async ({ api, t }) => {
      for (let k = 0; k < 8; k += 1) {
        await addPartner(t.db, { name: `Wexford ${k}`, counties: ['Wexford'], daily_cap: 100 });
      }
      const leads: number[] = [];
      for (let k = 0; k < 6; k += 1) leads.push(await submit(api, 'Wexford'));
      await overdue(t);

      // A second instance with its own connections to the same database (PostgreSQL), or a
      // second scheduler on the one SQLite database.
      const otherDb =
        TEST_DRIVER === 'postgres' ? createDb(t.config.database, t.config.pool) : t.db;
      const other = await buildApp({ config: t.config, db: otherDb });
      // Small batches on both databases' connections, so runs of later minutes overlap.
      const small = [t.db, otherDb, t.db, otherDb, t.db, otherDb].map(
        (db) => new JobScheduler(db, [responseExpiryJob('https://example.ie', 5)], t.app.log),
      );
      try {
        minutes += 10;
        const now = Date.now() + minutes * 60_000;
        const at = (k: number) => new Date(now + k * 60_000);
        // The same minute on both instances, and overlapping runs of the next minutes.
        const runs = await Promise.all([
          t.app.jobs.runDue(at(0)),
          other.jobs.runDue(at(0)),
          ...small.map((scheduler, k) => scheduler.runDue(at(k + 1))),
        ]);
        const expiryRuns = runs.flat().filter((run) => run.name === EXPIRY_JOB);
        const sameMinute = expiryRuns.filter(
          (run) => run.runKey === at(0).toISOString().slice(0, 16),
        );
        expect(sameMinute.filter((run) => run.ran)).toHaveLength(1);
        expect(expiryRuns.every((run) => run.ran || run.runKey === sameMinute[0]!.runKey)).toBe(
          true,
        );
        // Each small round took at most its batch (which of the overlapping runs found work
        // first depends on timing; that none took a lead twice is checked below).
        const small5 = expiryRuns.slice(2).map((run) => Number(run.result?.expired ?? 0));
        expect(Math.max(...small5)).toBeLessThanOrEqual(5);
        // Whatever the overlapping runs left, a later run takes back.
        const last = await other.jobs.runDue(at(10));
        const expired = [...expiryRuns, ...last.filter((run) => run.name === EXPIRY_JOB)].reduce(
          (sum, run) => sum + Number(run.result?.expired ?? 0),
          0,
        );
        expect(expired).toBe(6 * 5);
      } finally {
        minutes += 10;
        await other.close();
        if (otherDb !== t.db) await otherDb.destroy();
      }

      for (const leadId of leads) {
        const rows = await assignments(t, leadId);
        const released = rows.filter((row) => row.released_at !== null);
        // Five taken back once each; the 3 partners it never had took places, no one twice.
        expect(released).toHaveLength(5);
        expect(released.every((row) => row.release_reason === 'expired')).toBe(true);
        expect(new Set(rows.map((row) => row.partner_id)).size).toBe(rows.length);
        expect(rows).toHaveLength(8);
        expect(released.filter((row) => row.replaced_by !== '')).toHaveLength(3);
      }
      // Each partner's count of expiries is the number of its leads taken back: none twice.
      const partners = await t.db.selectFrom('partners').select(['id', 'expired_in_row']).execute();
      for (const partner of partners) {
        const taken = await t.db
          .selectFrom('lead_partners')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('partner_id', '=', partner.id)
          .where('release_reason', '=', 'expired')
          .executeTakeFirstOrThrow();
        expect(Number(partner.expired_in_row)).toBe(Number(taken.n));
      }
      expect(await outbox(t, 'partner_taken_back')).toHaveLength(30);
    },
  );

  reassignTest(
    'pauses a partner after the admin’s number of expiries in a row, tells the admins, and resuming resets the count',
    async ({ api, t, manager }) => {
      const bad = await addPartner(t.db, { name: 'Slow Windows', counties: ['Louth'] });
      const good = await addPartner(t.db, { name: 'Quick Windows', counties: ['Louth'] });
      const installer = await installerOf(t, bad);

      // Managers cannot see or change the setting; bad values are refused.
      expect((await api.get('/api/settings/partners', { as: manager })).statusCode).toBe(403);
      expect(
        (await api.put('/api/settings/partners', { pause_after_expiries: 2 }, { as: manager }))
          .statusCode,
      ).toBe(403);
      expect(json(await api.get('/api/settings/partners'))).toEqual({ pause_after_expiries: 0 });
      const invalid = await api.put('/api/settings/partners', { pause_after_expiries: -1 });
      expect(invalid.statusCode).toBe(422);
      expect(json(invalid).errors).toHaveProperty('pause_after_expiries');
      const saved = await api.put('/api/settings/partners', { pause_after_expiries: 2 });
      expect(json(saved)).toEqual({ pause_after_expiries: 2 });

      // One expiry, then an answer: the run is broken.
      const first = await submit(api, 'Louth');
      await overdue(t);
      await runExpiry(t);
      const second = await submit(api, 'Louth');
      const answered = await api.post(`/api/partner/leads/${second}/accept`, undefined, {
        as: installer,
      });
      expect(answered.statusCode).toBe(200);
      const afterAnswer = json<{ expired_in_row: number; is_active: boolean }>(
        await api.get(`/api/partners/${bad}`),
      );
      expect(afterAnswer).toMatchObject({ expired_in_row: 0, is_active: true });

      // Two in a row: paused.
      await submit(api, 'Louth');
      await overdue(t);
      await runExpiry(t);
      await submit(api, 'Louth');
      await overdue(t);
      const run = await runExpiry(t);
      expect(run?.result).toMatchObject({ paused: 1 });
      const paused = json<Record<string, unknown>>(await api.get(`/api/partners/${bad}`));
      expect(paused).toMatchObject({ is_active: false, expired_in_row: 2, auto_paused_after: 2 });
      expect(paused.auto_paused_at).toEqual(expect.any(String));
      // The good partner, which also never answered, was paused too (the rule is the same).
      expect(json(await api.get(`/api/partners/${good}`))).toMatchObject({ is_active: false });

      const audit = json<{ action: string; detail: Record<string, unknown> }[]>(
        await api.get('/api/audit?action=partner_paused'),
      );
      expect(audit.map((item) => item.detail.partner).sort()).toEqual([
        'Quick Windows',
        'Slow Windows',
      ]);
      const told = await outbox(t, 'partner_paused');
      expect(told.map((mail) => mail.subject)).toContain(
        'Partner paused automatically: Slow Windows',
      );
      expect(told.find((mail) => mail.subject.endsWith('Slow Windows'))!.body).toContain(
        '2 leads expired in a row',
      );

      // A paused partner gets no new leads; resuming by hand starts the count afresh.
      const next = await submit(api, 'Louth');
      expect(await assignments(t, next)).toEqual([]);
      const resumed = await api.patch(`/api/partners/${bad}`, { is_active: true });
      expect(json(resumed)).toMatchObject({
        is_active: true,
        expired_in_row: 0,
        auto_paused_at: null,
        auto_paused_after: null,
      });
      // Editing an active partner keeps its count.
      await t.db.updateTable('partners').set({ expired_in_row: 1 }).where('id', '=', bad).execute();
      const edited = await api.patch(`/api/partners/${bad}`, { daily_cap: 20, is_active: true });
      expect(json(edited)).toMatchObject({ expired_in_row: 1 });
      expect(first).toBeGreaterThan(0);
    },
  );
});
