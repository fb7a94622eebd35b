import { describe, expect } from 'vitest';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/connection.js';
import { apiTest } from '../../test/api-test.js';
import { inviteAndJoin, passLead } from '../../test/installer-fixtures.js';
import { addLeadRow, addPartner, smsFailedTo } from '../../test/partner-fixtures.js';
import { json, TEST_DRIVER, type TestApp } from '../../test/test-app.js';
import { findPartner, listLeadAssignments } from '../partners/partner-repository.js';

type Headers = Record<string, string>;
type Installer = Awaited<ReturnType<typeof inviteAndJoin>>;

/** The all-time count of leads in a status, as the lead_counts triggers keep it. */
async function statusCount(t: TestApp, status: string): Promise<number> {
  const row = await t.db
    .selectFrom('lead_counts')
    .select((eb) => eb.fn.sum<number | string>('n').as('n'))
    .where('dimension', '=', 'status')
    .where('period', '=', 'all')
    .where('key', '=', status)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function leadStatus(t: TestApp, id: number): Promise<string> {
  return (
    await t.db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow()
  ).status;
}

const leadsToday = async (t: TestApp, partnerId: number) =>
  Number((await findPartner(t.db, partnerId))!.leads_today);

describe('installers report outcomes and flag bad leads', () => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;
  let partnerA: number;
  let partnerB: number;
  let installerA: Installer;
  let installerB: Installer;

  const post = (who: Headers, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who, ...(payload ? { payload } : {}) });
  const accept = (who: Installer, lead: number) =>
    post(who.headers, `/api/partner/leads/${lead}/accept`);
  const outcome = (who: Installer, lead: number, payload: object) =>
    post(who.headers, `/api/partner/leads/${lead}/outcome`, payload);
  const flag = (who: Installer, lead: number, payload: object) =>
    post(who.headers, `/api/partner/leads/${lead}/flag`, payload);

  /** A Mayo lead passed to both partners, both of which accept it. */
  async function acceptedByBoth() {
    const lead = (await addLeadRow(t.db, 'Mayo')).id;
    await passLead(t, lead, partnerA);
    await passLead(t, lead, partnerB);
    expect((await accept(installerA, lead)).statusCode).toBe(200);
    expect((await accept(installerB, lead)).statusCode).toBe(200);
    return lead;
  }

  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin, manager: fileManager }) => {
    t = fileApp;
    admin = fileAdmin;
    manager = fileManager;
    partnerA = await addPartner(t.db, { name: 'Atlantic Windows', counties: ['Mayo', 'Kerry'] });
    partnerB = await addPartner(t.db, { name: 'Burren Glazing', counties: ['Mayo'] });
    installerA = await inviteAndJoin(t, admin, partnerA);
    installerB = await inviteAndJoin(t, admin, partnerB);
  });

  apiTest('outcomes move the staff status forward, counted and on the timeline', async () => {
    const lead = await acceptedByBoth();
    const week = async () =>
      json<{ week: { quoted: number; converted: number } }>(
        await t.app.inject({ url: '/api/dashboard', headers: manager }),
      ).week;
    const weekBefore = await week();
    const [newBefore, contactedBefore] = [
      await statusCount(t, 'new'),
      await statusCount(t, 'contacted'),
    ];
    const contacted = await outcome(installerA, lead, { outcome: 'contacted' });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(json(contacted)).toMatchObject({ outcome: 'contacted', quote_amount: null });
    expect(await leadStatus(t, lead)).toBe('contacted');
    expect(await statusCount(t, 'new')).toBe(newBefore - 1);
    expect(await statusCount(t, 'contacted')).toBe(contactedBefore + 1);
    // An installer's step is not staff's first response.
    const first = await t.db
      .selectFrom('leads')
      .select('first_response_at')
      .where('id', '=', lead)
      .executeTakeFirstOrThrow();
    expect(first.first_response_at).toBeNull();

    const quoted = await outcome(installerA, lead, { outcome: 'quoted', amount: 4250.5 });
    expect(json(quoted)).toMatchObject({ outcome: 'quoted', quote_amount: 4250.5 });
    expect(await leadStatus(t, lead)).toBe('quoted');
    const stored = await t.db
      .selectFrom('lead_partners')
      .select('quote_cents')
      .where('lead_id', '=', lead)
      .where('partner_id', '=', partnerA)
      .executeTakeFirstOrThrow();
    expect(Number(stored.quote_cents)).toBe(425050);

    // Another partner's lesser step does not move it back.
    await outcome(installerB, lead, { outcome: 'contacted' });
    expect(await leadStatus(t, lead)).toBe('quoted');
    const won = await outcome(installerB, lead, { outcome: 'won', amount: 5100 });
    expect(json(won)).toMatchObject({ outcome: 'won', job_value: 5100 });
    expect(await leadStatus(t, lead)).toBe('converted');
    // The list's badge reads the same.
    const listed = json<{ status: string }>(
      await t.app.inject({ url: `/api/quote/${lead}`, headers: manager }),
    );
    expect(listed.status).toBe('converted');
    // This week's performance counts the quote and the win too.
    expect(await week()).toMatchObject({
      quoted: weekBefore.quoted + 1,
      converted: weekBefore.converted + 1,
    });

    const timeline = json<Record<string, unknown>[]>(
      await t.app.inject({ url: `/api/quote/${lead}/timeline`, headers: manager }),
    );
    const reports = timeline.filter((entry) => entry.kind === 'partner_outcome');
    expect(reports).toHaveLength(4);
    expect(reports).toContainEqual(
      expect.objectContaining({
        partner: `Partner ${partnerA}`,
        outcome: 'quoted',
        amount: 4250.5,
        status_to: 'quoted',
        by: expect.stringMatching(/^Fitter/),
      }),
    );
    expect(reports).toContainEqual(
      expect.objectContaining({ outcome: 'contacted', status_to: null }),
    );
    expect(reports).toContainEqual(
      expect.objectContaining({ outcome: 'won', amount: 5100, status_to: 'converted' }),
    );
  });

  apiTest('never overrides a status staff set by hand after an outcome set one', async () => {
    const lead = await acceptedByBoth();
    await outcome(installerA, lead, { outcome: 'quoted' });
    expect(await leadStatus(t, lead)).toBe('quoted');
    const byHand = await t.app.inject({
      method: 'PATCH',
      url: `/api/quote/${lead}`,
      headers: manager,
      payload: { status: 'contacted' },
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const won = await outcome(installerB, lead, { outcome: 'won', amount: 800 });
    expect(won.statusCode).toBe(200);
    expect(await leadStatus(t, lead)).toBe('contacted');
    const timeline = json<Record<string, unknown>[]>(
      await t.app.inject({ url: `/api/quote/${lead}/timeline`, headers: manager }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: 'partner_outcome', outcome: 'won', status_to: null }),
    );
  });

  apiTest('moves a hand-set status forward before any outcome, but never out of Lost', async () => {
    const lead = await acceptedByBoth();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/quote/${lead}`,
      headers: manager,
      payload: { status: 'contacted' },
    });
    await outcome(installerA, lead, { outcome: 'quoted', amount: 300 });
    expect(await leadStatus(t, lead)).toBe('quoted');

    const lost = await acceptedByBoth();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/quote/${lost}`,
      headers: manager,
      payload: { status: 'lost' },
    });
    await outcome(installerA, lost, { outcome: 'won', amount: 900 });
    expect(await leadStatus(t, lost)).toBe('lost');
  });

  apiTest(
    'outcomes move forward only; the same step corrects; won and lost are final',
    async () => {
      const lead = (await addLeadRow(t.db, 'Mayo')).id;
      await passLead(t, lead, partnerA);
      const early = await outcome(installerA, lead, { outcome: 'contacted' });
      expect(early.statusCode).toBe(409);
      expect(json(early).message).toMatch(/Accept the lead/);
      await accept(installerA, lead);

      const invalid: [object, string, RegExp][] = [
        [{ outcome: 'bogus' }, 'outcome', /contacted, quoted, won or lost/],
        [{ outcome: 'won' }, 'amount', /Job value is required/],
        [{ outcome: 'won', amount: 12.345 }, 'amount', /2 decimal places/],
        [{ outcome: 'quoted', amount: -5 }, 'amount', /more than €0/],
        [{ outcome: 'quoted', amount: 2_000_000 }, 'amount', /at most €1,000,000/],
        [{ outcome: 'quoted', amount: '4250' }, 'amount', /number of euro/],
        [{ outcome: 'lost', lost_reason: 'weather' }, 'lost_reason', /Reason must be one of/],
      ];
      for (const [payload, field, message] of invalid) {
        const response = await outcome(installerA, lead, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(json<{ errors: Record<string, string> }>(response).errors[field]).toMatch(message);
      }

      expect((await outcome(installerA, lead, { outcome: 'quoted' })).statusCode).toBe(200);
      const corrected = await outcome(installerA, lead, { outcome: 'quoted', amount: 1999.99 });
      expect(json(corrected)).toMatchObject({ outcome: 'quoted', quote_amount: 1999.99 });
      const back = await outcome(installerA, lead, { outcome: 'contacted' });
      expect(back.statusCode).toBe(409);
      expect(json(back).message).toMatch(/only move forward/);

      expect((await outcome(installerA, lead, { outcome: 'won', amount: 2000 })).statusCode).toBe(
        200,
      );
      const value = await outcome(installerA, lead, { outcome: 'won', amount: 2100 });
      expect(json(value)).toMatchObject({ job_value: 2100, quote_amount: 1999.99 });
      const lost = await outcome(installerA, lead, {
        outcome: 'lost',
        lost_reason: 'price',
      });
      expect(lost.statusCode).toBe(409);
      expect(json(lost).message).toMatch(/already marked won/);
      // The list shows the outcome.
      const page = json<{ items: { id: number; outcome: string }[] }>(
        await t.app.inject({ url: '/api/partner/leads', headers: installerA.headers }),
      );
      expect(page.items.find((item) => item.id === lead)?.outcome).toBe('won');
    },
  );

  apiTest(
    'two partners reporting at once on two servers leave the best status, counted once',
    async () => {
      const apps = [t.app];
      let closeSecond = async () => {};
      if (TEST_DRIVER === 'postgres') {
        const db = createDb(t.config.database, t.config.pool);
        const second = await buildApp({ config: t.config, db });
        apps.push(second);
        closeSecond = async () => {
          await second.close();
          await db.destroy();
        };
      }
      try {
        const leads: number[] = [];
        for (let k = 0; k < 8; k += 1) leads.push(await acceptedByBoth());
        const [quotedBefore, convertedBefore] = [
          await statusCount(t, 'quoted'),
          await statusCount(t, 'converted'),
        ];
        const responses = await Promise.all(
          leads.flatMap((lead, k) => [
            apps[k % apps.length]!.inject({
              method: 'POST',
              url: `/api/partner/leads/${lead}/outcome`,
              headers: installerA.headers,
              payload: { outcome: 'quoted', amount: 1500 },
            }),
            apps[(k + 1) % apps.length]!.inject({
              method: 'POST',
              url: `/api/partner/leads/${lead}/outcome`,
              headers: installerB.headers,
              payload: { outcome: 'won', amount: 2500 },
            }),
          ]),
        );
        expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
        for (const lead of leads) expect(await leadStatus(t, lead)).toBe('converted');
        expect(await statusCount(t, 'converted')).toBe(convertedBefore + leads.length);
        expect(await statusCount(t, 'quoted')).toBe(quotedBefore);
      } finally {
        await closeSecond();
      }
    },
  );

  apiTest('another partner’s installer gets 404; staff 403; nobody 401', async () => {
    const lead = (await addLeadRow(t.db, 'Mayo')).id;
    await passLead(t, lead, partnerB);
    const routes: [string, object][] = [
      [`/api/partner/leads/${lead}/outcome`, { outcome: 'contacted' }],
      [`/api/partner/leads/${lead}/flag`, { reason: 'wrong_number' }],
    ];
    for (const [url, payload] of routes) {
      expect((await post(installerA.headers, url, payload)).statusCode, url).toBe(404);
      expect((await post(admin, url, payload)).statusCode, url).toBe(403);
      expect((await post(manager, url, payload)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
    }
    const queue = [
      ['GET', '/api/partner-credits'],
      ['POST', '/api/partner-credits/1/decision'],
    ] as const;
    for (const [method, url] of queue) {
      for (const headers of [installerA.headers, manager]) {
        const payload = { decision: 'credit' };
        const response = await t.app.inject({ method, url, headers, payload });
        expect(response.statusCode, url).toBe(403);
      }
    }
  });

  apiTest('a proven bad lead is credited at once, leaves the cap and is replaced', async () => {
    // Kerry: A and one waiting partner, C, which the lead never went to.
    const waiting = await addPartner(t.db, { name: 'Kerry Waiting', counties: ['Kerry'] });
    const homeowner = await addLeadRow(t.db, 'Kerry');
    const assignment = await passLead(t, homeowner.id, partnerA);
    const before = await leadsToday(t, partnerA);
    await smsFailedTo(t.db, [homeowner]);

    const flagged = await flag(installerA, homeowner.id, {
      reason: 'wrong_number',
      note: 'Rings a dentist in Tralee',
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(json(flagged)).toMatchObject({ flag_reason: 'wrong_number', credit_status: 'credited' });
    expect(await leadsToday(t, partnerA)).toBe(before - 1);
    const rows = await listLeadAssignments(t.db, homeowner.id);
    expect(rows.find((row) => Number(row.id) === assignment)).toMatchObject({
      released_at: expect.any(String),
    });
    expect(rows.map((row) => Number(row.partner_id))).toEqual([partnerA, waiting]);
    const audit = json<{ action: string; lead_id: number; user_id: number | null }[]>(
      await t.app.inject({ url: '/api/audit?action=lead_credited', headers: admin }),
    );
    expect(audit).toContainEqual(expect.objectContaining({ lead_id: homeowner.id, user_id: null }));
    // A credited lead cannot be accepted, reported on or flagged again.
    expect((await accept(installerA, homeowner.id)).statusCode).toBe(409);
    expect((await flag(installerA, homeowner.id, { reason: 'duplicate' })).statusCode).toBe(409);

    // Out of area: a Cork lead sent by hand to a Mayo and Kerry partner.
    const cork = (await addLeadRow(t.db, 'Cork')).id;
    await passLead(t, cork, partnerA);
    const away = await flag(installerA, cork, { reason: 'out_of_area' });
    expect(json(away)).toMatchObject({ credit_status: 'credited' });

    // Duplicate: the lead is a possible duplicate of an earlier one.
    const original = (await addLeadRow(t.db, 'Mayo')).id;
    const repeat = (await addLeadRow(t.db, 'Mayo')).id;
    await t.db
      .updateTable('leads')
      .set({ duplicate_of: original })
      .where('id', '=', repeat)
      .execute();
    await passLead(t, repeat, partnerB);
    await accept(installerB, repeat);
    const twice = await flag(installerB, repeat, { reason: 'duplicate' });
    expect(json(twice)).toMatchObject({ credit_status: 'credited' });
  });

  apiTest('an unproven flag waits for review; admins credit or refuse it', async () => {
    await t.db.deleteFrom('lead_partners').where('credit_status', '=', 'review').execute();
    const kerry = await addLeadRow(t.db, 'Kerry');
    await passLead(t, kerry.id, partnerA);
    const before = await leadsToday(t, partnerA);
    // Wrong number without a failed SMS, and "not the homeowner", wait for staff.
    const unproven = await flag(installerA, kerry.id, { reason: 'wrong_number' });
    expect(json(unproven)).toMatchObject({ credit_status: 'review' });
    expect(await leadsToday(t, partnerA)).toBe(before);
    expect((await flag(installerA, kerry.id, { reason: 'wrong_number' })).statusCode).toBe(409);

    const mayo = await acceptedByBoth();
    const notHim = await flag(installerB, mayo, {
      reason: 'not_homeowner',
      note: 'A neighbour filled it in',
    });
    expect(json(notHim)).toMatchObject({ credit_status: 'review' });
    const waitingOutcome = await outcome(installerB, mayo, { outcome: 'contacted' });
    expect(waitingOutcome.statusCode).toBe(409);
    // After a quote a lead cannot be flagged.
    await outcome(installerA, mayo, { outcome: 'quoted' });
    expect((await flag(installerA, mayo, { reason: 'duplicate' })).statusCode).toBe(409);

    const queue = json<{ items: Record<string, unknown>[]; total: number }>(
      await t.app.inject({ url: '/api/partner-credits', headers: admin }),
    );
    expect(queue.total).toBe(2);
    expect(queue.items.map((item) => item.lead_id)).toEqual([kerry.id, mayo]);
    expect(queue.items[1]).toMatchObject({
      reason: 'not_homeowner',
      note: 'A neighbour filled it in',
      partner: `Partner ${partnerB}`,
      county: 'Mayo',
      credit_status: 'review',
      flagged_by: expect.stringMatching(/^Fitter/),
    });

    const [first, second] = queue.items.map((item) => Number(item.id));
    const beforeCredit = await leadsToday(t, partnerA);
    const credited = await post(admin, `/api/partner-credits/${first}/decision`, {
      decision: 'credit',
      note: 'Checked: number disconnected',
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(json(credited)).toMatchObject({
      credit_status: 'credited',
      credit_note: 'Checked: number disconnected',
    });
    expect(await leadsToday(t, partnerA)).toBe(beforeCredit - 1);
    expect(
      (await post(admin, `/api/partner-credits/${first}/decision`, { decision: 'reject' }))
        .statusCode,
    ).toBe(409);

    const refused = await post(admin, `/api/partner-credits/${second}/decision`, {
      decision: 'reject',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(json(refused)).toMatchObject({ credit_status: 'rejected' });
    // Refused: the installer reports on it again.
    expect((await outcome(installerB, mayo, { outcome: 'contacted' })).statusCode).toBe(200);
    expect(
      (await post(admin, '/api/partner-credits/999999/decision', { decision: 'credit' }))
        .statusCode,
    ).toBe(404);

    const audit = json<{ action: string; lead_id: number; user_name: string }[]>(
      await t.app.inject({ url: '/api/audit', headers: admin }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'lead_credited',
        lead_id: kerry.id,
        user_id: expect.any(Number),
        detail: expect.objectContaining({ note: 'Checked: number disconnected' }),
      }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'credit_refused', lead_id: mayo }),
    );
    const waitingNow = json<{ total: number }>(
      await t.app.inject({ url: '/api/partner-credits', headers: admin }),
    );
    expect(waitingNow.total).toBe(0);
    const done = json<{ total: number }>(
      await t.app.inject({ url: '/api/partner-credits?status=rejected', headers: admin }),
    );
    expect(done.total).toBeGreaterThanOrEqual(1);

    // Staff see the flag on the lead's partner card and timeline.
    const delivery = json<{ assignments: { partner_id: number; report: object }[] }>(
      await t.app.inject({ url: `/api/quote/${mayo}/delivery`, headers: manager }),
    );
    expect(delivery.assignments.find((row) => row.partner_id === partnerB)?.report).toMatchObject({
      flag_reason: 'not_homeowner',
      credit_status: 'rejected',
      flag_note: 'A neighbour filled it in',
      outcome: 'contacted',
    });
    const timeline = json<Record<string, unknown>[]>(
      await t.app.inject({ url: `/api/quote/${mayo}/timeline`, headers: manager }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({
        kind: 'partner_flag',
        reason: 'Not the homeowner',
        credit_status: 'rejected',
      }),
    );
  });
});
