import { afterAll, describe, expect } from 'vitest';
import type { HomeownerPicks, LeadPickStatus } from '../../../shared/homeowner-picks.js';
import { JobScheduler } from '../../jobs/job-scheduler.js';
import { apiTestWith } from '../../test/api-test.js';
import { startFakeTwilio } from '../../test/fake-twilio.js';
import { addPartner, clearPartners } from '../../test/partner-fixtures.js';
import { anotherHomeowner, VALID_QUOTE } from '../../test/sample-quote.js';
import { json, TEST_DRIVER, type TestApp } from '../../test/test-app.js';
import { pickTimeoutJob } from './pick-timeout-job.js';

// SMS through a local stand-in for Twilio, so phone verification can be turned on too.
const twilio = await startFakeTwilio();
afterAll(twilio.close);
const apiTest = apiTestWith(twilio.env);

interface Submitted {
  id: number;
  partners_matched: number;
  request_url: string;
  pick_until?: string;
  verification?: { ref: string };
}

async function submit(t: TestApp, county = 'Galway') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quote',
    payload: { ...VALID_QUOTE, ...anotherHomeowner(), county },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = json<Submitted>(response);
  return { ...body, token: body.request_url.replace('/request/', '') };
}

const picksOf = (t: TestApp, token: string) => t.app.inject({ url: `/api/request/${token}/picks` });
const pick = (t: TestApp, token: string, partner_ids: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/request/${token}/picks`, payload: { partner_ids } });

/** What went out about a lead: the partners it went to and its queued messages. */
async function sentFor(t: TestApp, leadId: number) {
  const partners = await t.db
    .selectFrom('lead_partners')
    .select('partner_id')
    .where('lead_id', '=', leadId)
    .orderBy('partner_id')
    .execute();
  const messages = await t.db
    .selectFrom('outbox')
    .select(['kind', 'recipient', 'body'])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
  return {
    partners: partners.map((row) => Number(row.partner_id)),
    kinds: messages.map((row) => row.kind),
    messages,
  };
}

/** Move a held lead's time limit into the past. */
async function overdue(t: TestApp, leadId: number) {
  await t.db
    .updateTable('leads')
    .set({ pick_until: new Date(Date.now() - 60_000).toISOString() })
    .where('id', '=', leadId)
    .execute();
}

let minute = 0;
/** A job run's time of its own (each run key is one UTC minute, run once). */
const nextRunAt = () => new Date(Date.now() + (minute += 1) * 60_000);

describe('homeowner chooses installers (issue 28, decision 0927)', () => {
  let galway: number[] = [];

  apiTest.beforeAll(async ({ t }) => {
    await clearPartners(t.db, { leads: true });
    galway = [];
    for (let i = 1; i <= 6; i += 1) {
      galway.push(
        await addPartner(t.db, {
          name: `Galway Installer ${i}`,
          counties: ['Galway'],
          daily_cap: 500,
        }),
      );
    }
    for (let i = 1; i <= 2; i += 1) {
      await addPartner(t.db, { name: `Mayo Installer ${i}`, counties: ['Mayo'], daily_cap: 500 });
    }
  });

  const turn = async (
    api: { put: (url: string, body: object) => Promise<{ statusCode: number; body: string }> },
    on: boolean,
    hours = 24,
  ) => {
    const saved = await api.put('/api/settings/homeowner-picks', {
      homeowner_picks: on,
      pick_hours: hours,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  apiTest(
    'the switch: admins only, validated, audited; off by default',
    async ({ api, manager }) => {
      expect(json(await api.get('/api/settings/homeowner-picks'))).toEqual({
        homeowner_picks: false,
        pick_hours: 24,
      });
      expect((await api.get('/api/settings/homeowner-picks', { as: 'anonymous' })).statusCode).toBe(
        401,
      );
      const asManager = await api.put(
        '/api/settings/homeowner-picks',
        { homeowner_picks: true, pick_hours: 24 },
        { as: manager },
      );
      expect(asManager.statusCode).toBe(403);
      for (const bad of [
        { homeowner_picks: 'yes', pick_hours: 24 },
        { homeowner_picks: true, pick_hours: 0 },
        { homeowner_picks: true, pick_hours: 73 },
        { homeowner_picks: true, pick_hours: 2.5 },
        { homeowner_picks: true },
      ]) {
        const refused = await api.put('/api/settings/homeowner-picks', bad);
        expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
        expect(json<{ errors: object }>(refused).errors).toBeTruthy();
      }
      await turn(api, true, 12);
      expect(json(await api.get('/api/settings/homeowner-picks'))).toEqual({
        homeowner_picks: true,
        pick_hours: 12,
      });
      const audit = json<{ action: string; detail: unknown }[]>(
        await api.get('/api/audit?action=settings_changed'),
      );
      expect(audit[0]).toMatchObject({
        action: 'settings_changed',
        detail: { homeowner_picks: { from: false, to: true }, pick_hours: { from: 24, to: 12 } },
      });
      await turn(api, false);
    },
  );

  apiTest('off: a request goes out at once, exactly as before', async ({ t, api }) => {
    await turn(api, false);
    const lead = await submit(t);
    expect(lead.partners_matched).toBe(5);
    expect(lead.pick_until).toBeUndefined();
    const sent = await sentFor(t, lead.id);
    expect(sent.partners).toHaveLength(5);
    expect(sent.kinds).toContain('customer_email');
    expect(sent.kinds.filter((kind) => kind === 'partner_email')).toHaveLength(5);
    expect(sent.kinds).not.toContain('customer_pick_email');
    expect(json<HomeownerPicks>(await picksOf(t, lead.token))).toEqual({
      state: '',
      until: null,
      max: 0,
      installers: [],
    });
    expect((await pick(t, lead.token, [galway[0]])).statusCode).toBe(409);
  });

  apiTest(
    'on: matched as today but held; the homeowner sees the matched installers',
    async ({ t, api }) => {
      await turn(api, true, 24);
      const before = Date.now();
      const lead = await submit(t);
      expect(lead.partners_matched).toBe(0);
      const until = Date.parse(lead.pick_until!);
      expect(until - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 5_000);
      expect(until - before).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);
      // No installer has it: no assignment, no partner e-mail, no webhook; the homeowner is
      // asked to choose instead of told who has it.
      const sent = await sentFor(t, lead.id);
      expect(sent.partners).toEqual([]);
      expect(sent.kinds.sort()).toEqual(['customer_pick_email', 'customer_pick_sms']);
      const invitation = sent.messages.find((row) => row.kind === 'customer_pick_email')!;
      expect(invitation.body).toContain('/request/');
      expect(invitation.body).toContain('None of them has your details yet');

      const view = json<HomeownerPicks>(await picksOf(t, lead.token));
      expect(view).toMatchObject({ state: 'awaiting', until: lead.pick_until, max: 5 });
      expect(view.installers).toHaveLength(5);
      expect(view.installers.every((installer) => galway.includes(installer.id))).toBe(true);
      expect(view.installers.every((installer) => !installer.picked)).toBe(true);
      expect(view.installers[0]).toMatchObject({ counties: ['Galway'], seai_registered: false });

      // Staff see it waiting, and cannot send it to one partner by hand meanwhile.
      const status = json<LeadPickStatus>(await api.get(`/api/quote/${lead.id}/homeowner-pick`));
      expect(status).toMatchObject({ state: 'awaiting', until: lead.pick_until });
      expect(status.installers).toHaveLength(5);
      const row = json<{ dispatched_at: string | null; homeowner_pick: string }>(
        await api.get(`/api/quote/${lead.id}`),
      );
      expect(row).toMatchObject({ dispatched_at: null, homeowner_pick: 'awaiting' });
      const byHand = await api.post(`/api/quote/${lead.id}/partners`, { partner_id: galway[0] });
      expect(byHand.statusCode).toBe(409);
      await turn(api, false);
    },
  );

  apiTest('a pick sends the details to the picked installers only', async ({ t, api }) => {
    await turn(api, true);
    const lead = await submit(t);
    const offered = json<HomeownerPicks>(await picksOf(t, lead.token)).installers.map((i) => i.id);
    const chosen = [offered[3]!, offered[1]!];
    const answer = await pick(t, lead.token, chosen);
    expect(answer.statusCode, answer.body).toBe(200);
    const view = json<HomeownerPicks>(answer);
    expect(view.state).toBe('picked');
    expect(
      view.installers
        .filter((i) => i.picked)
        .map((i) => i.id)
        .sort(),
    ).toEqual([...chosen].sort());
    const sent = await sentFor(t, lead.id);
    expect(sent.partners).toEqual([...chosen].sort((a, b) => a - b));
    const row = json<{ dispatched_at: string | null; homeowner_pick: string }>(
      await api.get(`/api/quote/${lead.id}`),
    );
    expect(row.homeowner_pick).toBe('picked');
    expect(row.dispatched_at).not.toBeNull();
    expect(sent.kinds.filter((kind) => kind === 'partner_email')).toHaveLength(2);
    // The confirmation names them, and only them.
    const confirmation = sent.messages.find((row) => row.kind === 'customer_email')!;
    const names = view.installers.filter((i) => i.picked).map((i) => i.name);
    for (const name of names) expect(confirmation.body).toContain(name);
    const others = view.installers.filter((i) => !i.picked).map((i) => i.name);
    for (const name of others) expect(confirmation.body).not.toContain(name);
    // The same pick again changes nothing; another pick is refused.
    const again = await pick(t, lead.token, [...chosen].reverse());
    expect(again.statusCode).toBe(200);
    expect((await sentFor(t, lead.id)).partners).toHaveLength(2);
    expect((await pick(t, lead.token, [offered[0]])).statusCode).toBe(409);
    // The homeowner's page lists them as having the request.
    const page = json<{ installers: { id: number }[] }>(
      await t.app.inject({ url: `/api/request/${lead.token}` }),
    );
    expect(page.installers.map((i) => i.id).sort()).toEqual([...chosen].sort());
    await turn(api, false);
  });

  apiTest(
    'a pick over the limit, of no one, or of an installer not matched is refused',
    async ({ t, api }) => {
      await turn(api, true);
      const lead = await submit(t);
      const offered = json<HomeownerPicks>(await picksOf(t, lead.token)).installers.map(
        (i) => i.id,
      );
      const notMatched = galway.find((id) => !offered.includes(id))!;
      const mayo = (
        await t.db
          .selectFrom('partners')
          .select('id')
          .where('name', '=', 'Mayo Installer 1')
          .executeTakeFirstOrThrow()
      ).id;
      const refusals = [
        await pick(t, lead.token, [...offered, notMatched]),
        await pick(t, lead.token, []),
        await pick(t, lead.token, [offered[0], notMatched]),
        await pick(t, lead.token, [Number(mayo)]),
        await pick(t, lead.token, ['x']),
        await t.app.inject({
          method: 'POST',
          url: `/api/request/${lead.token}/picks`,
          payload: {},
        }),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode, refused.body).toBe(422);
        const errors = json<{ errors: Record<string, string> }>(refused).errors;
        expect(Object.keys(errors).some((key) => key.startsWith('partner_ids'))).toBe(true);
      }
      expect((await pick(t, 'a'.repeat(32), [offered[0]])).statusCode).toBe(404);
      expect((await sentFor(t, lead.id)).partners).toEqual([]);
      expect(json<HomeownerPicks>(await picksOf(t, lead.token)).state).toBe('awaiting');
      await turn(api, false);
    },
  );

  apiTest('only as many as were matched can be picked', async ({ t, api }) => {
    await turn(api, true);
    // Mayo has two installers: the promise is up to 5, the pick up to the 2 matched.
    const lead = await submit(t, 'Mayo');
    const view = json<HomeownerPicks>(await picksOf(t, lead.token));
    expect(view.max).toBe(2);
    const ids = view.installers.map((i) => i.id);
    expect((await pick(t, lead.token, [...ids, ids[0]])).statusCode).toBe(200);
    expect((await sentFor(t, lead.id)).partners).toHaveLength(2);
    await turn(api, false);
  });

  apiTest(
    'after the time limit the default matching applies, once, with two processes',
    async ({ t, api }) => {
      await turn(api, true);
      const lead = await submit(t);
      const waiting = await submit(t);
      await overdue(t, lead.id);
      const at = nextRunAt();
      // Two schedulers on one database, as two processes would be, run the same minute.
      const other = new JobScheduler(t.db, [pickTimeoutJob()], t.app.log);
      const runs = await Promise.all([t.app.jobs.runDue(at), other.runDue(at)]);
      const ran = runs
        .flat()
        .filter((run) => run.name === 'homeowner_pick_timeout' && run.ran)
        .map((run) => run.result);
      expect(ran).toHaveLength(1);
      expect(ran[0]).toMatchObject({ passed_on: 1 });
      const sent = await sentFor(t, lead.id);
      expect(sent.partners).toHaveLength(5);
      expect(sent.kinds.filter((kind) => kind === 'customer_email')).toHaveLength(1);
      expect(json<HomeownerPicks>(await picksOf(t, lead.token)).state).toBe('timed_out');
      // A later run, and a late pick, change nothing.
      await overdue(t, lead.id);
      await t.app.jobs.runDue(nextRunAt());
      expect((await sentFor(t, lead.id)).partners).toHaveLength(5);
      const late = await pick(t, lead.token, [sent.partners[0]]);
      expect(late.statusCode).toBe(409);
      // The other lead's limit has not passed: still waiting.
      expect((await sentFor(t, waiting.id)).partners).toEqual([]);
      expect(json<HomeownerPicks>(await picksOf(t, waiting.token)).state).toBe('awaiting');
      await turn(api, false);
    },
  );

  apiTest('"Stop contacting me" while waiting: nothing goes to anyone', async ({ t, api }) => {
    await turn(api, true);
    const lead = await submit(t);
    const offered = json<HomeownerPicks>(await picksOf(t, lead.token)).installers.map((i) => i.id);
    const stop = await t.app.inject({
      method: 'POST',
      url: `/api/request/${lead.token}/choice`,
      payload: { choice: 'stop_contact' },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect((await pick(t, lead.token, [offered[0]])).statusCode).toBe(409);
    await overdue(t, lead.id);
    await t.app.jobs.runDue(nextRunAt());
    const sent = await sentFor(t, lead.id);
    expect(sent.partners).toEqual([]);
    expect(
      sent.kinds.filter((kind) => kind !== 'customer_pick_email' && kind !== 'customer_pick_sms'),
    ).toEqual([]);
    // Nothing queued to the homeowner is sent either.
    const pending = await t.db
      .selectFrom('outbox')
      .select('status')
      .where('lead_id', '=', lead.id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
    await turn(api, false);
  });

  apiTest('erased while waiting: the time limit sends it to no one', async ({ t, api }) => {
    await turn(api, true);
    const lead = await submit(t);
    const erased = await t.app.inject({ method: 'POST', url: `/api/request/${lead.token}/erase` });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await api.post(`/api/quote/${lead.id}/pick-release`, {})).statusCode).toBe(409);
    await overdue(t, lead.id);
    await t.app.jobs.runDue(nextRunAt());
    const sent = await sentFor(t, lead.id);
    expect(sent.partners).toEqual([]);
    expect(sent.kinds).not.toContain('partner_email');
    expect(sent.kinds).not.toContain('customer_email');
    await turn(api, false);
  });

  apiTest(
    'staff send it on by hand to the default matching, once, audited',
    async ({ t, api, manager }) => {
      await turn(api, true);
      const lead = await submit(t);
      expect(
        (await api.post(`/api/quote/${lead.id}/pick-release`, {}, { as: 'anonymous' })).statusCode,
      ).toBe(401);
      const released = await api.post(`/api/quote/${lead.id}/pick-release`, {}, { as: manager });
      expect(released.statusCode, released.body).toBe(200);
      expect(json<LeadPickStatus>(released).state).toBe('released');
      expect((await sentFor(t, lead.id)).partners).toHaveLength(5);
      expect((await api.post(`/api/quote/${lead.id}/pick-release`, {})).statusCode).toBe(409);
      expect((await api.post(`/api/quote/999999/pick-release`, {})).statusCode).toBe(404);
      expect((await api.get(`/api/quote/999999/homeowner-pick`)).statusCode).toBe(404);
      const audit = json<{ action: string }[]>(await api.get('/api/audit?action=pick_released'));
      expect(audit[0]?.action).toBe('pick_released');
      await turn(api, false);
    },
  );

  apiTest('picks sent at once: one wins, the lead goes out once', async ({ t, api }) => {
    await turn(api, true);
    const lead = await submit(t);
    const offered = json<HomeownerPicks>(await picksOf(t, lead.token)).installers.map((i) => i.id);
    const sets = [[offered[0]], [offered[1]], [offered[2], offered[3]], [offered[4]], [offered[0]]];
    const answers = await Promise.all(sets.map((set) => pick(t, lead.token, set)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    const view = json<HomeownerPicks>(await picksOf(t, lead.token));
    const picked = view.installers
      .filter((i) => i.picked)
      .map((i) => i.id)
      .sort();
    expect(sets.some((set) => [...set].sort().join() === picked.join())).toBe(true);
    const sent = await sentFor(t, lead.id);
    expect(sent.partners).toEqual([...picked].sort((a, b) => a - b));
    expect(sent.kinds.filter((kind) => kind === 'customer_email')).toHaveLength(1);
    await turn(api, false);
  });

  apiTest(
    'with phone verification on too: held for the code, then for the pick',
    async ({ t, api }) => {
      await turn(api, true);
      expect(
        (await api.put('/api/settings/verification', { phone_verification: true })).statusCode,
      ).toBe(200);
      try {
        const lead = await submit(t);
        expect(lead.verification?.ref).toBeTruthy();
        expect(json<HomeownerPicks>(await picksOf(t, lead.token)).state).toBe('');
        const row = await t.db
          .selectFrom('outbox')
          .select('body')
          .where('lead_id', '=', lead.id)
          .where('kind', '=', 'phone_code_sms')
          .executeTakeFirstOrThrow();
        const code = /^(\d{6})/.exec(row.body)![1]!;
        const verified = await t.app.inject({
          method: 'POST',
          url: '/api/quote/verify',
          payload: { ref: lead.verification!.ref, code },
        });
        expect(verified.statusCode, verified.body).toBe(200);
        // Confirmed: now matched and held for the pick; no installer has it yet.
        const view = json<HomeownerPicks>(await picksOf(t, lead.token));
        expect(view.state).toBe('awaiting');
        expect(view.installers).toHaveLength(5);
        const sent = await sentFor(t, lead.id);
        expect(sent.partners).toEqual([]);
        expect(sent.kinds).toContain('customer_pick_email');
        expect(sent.kinds).not.toContain('customer_email');
        expect((await pick(t, lead.token, [view.installers[2]!.id])).statusCode).toBe(200);
        expect((await sentFor(t, lead.id)).partners).toEqual([view.installers[2]!.id]);
      } finally {
        await api.put('/api/settings/verification', { phone_verification: false });
        await turn(api, false);
      }
    },
  );

  apiTest.skipIf(TEST_DRIVER !== 'postgres')(
    'on PostgreSQL, picks on two connections at once pass the lead on once',
    async ({ t, api }) => {
      await turn(api, true);
      const lead = await submit(t);
      const offered = json<HomeownerPicks>(await picksOf(t, lead.token)).installers.map(
        (i) => i.id,
      );
      const { createDb } = await import('../../db/connection.js');
      const { buildApp } = await import('../../app.js');
      const db = createDb(t.config.database, t.config.pool);
      const second = await buildApp({ config: t.config, db });
      try {
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, k) =>
            (k % 2 ? second : t.app).inject({
              method: 'POST',
              url: `/api/request/${lead.token}/picks`,
              payload: { partner_ids: [offered[k % 5]] },
            }),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
        expect(
          statuses.every((s) => s === 200 || s === 409),
          statuses.join(),
        ).toBe(true);
      } finally {
        await second.close();
        await db.destroy();
      }
      const sent = await sentFor(t, lead.id);
      expect(sent.partners).toHaveLength(1);
      expect(sent.kinds.filter((kind) => kind === 'customer_email')).toHaveLength(1);
      await turn(api, false);
    },
  );
});
