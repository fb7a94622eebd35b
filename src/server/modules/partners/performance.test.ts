import { describe, expect, it } from 'vitest';
import type { PartnerPerformance, Performance } from '../../../shared/partner-performance.js';
import { INSTALLER_ROLE_ID } from '../../../shared/roles.js';
import { apiTest, type Headers } from '../../test/api-test.js';
import { addLeadRow, addPartner } from '../../test/partner-fixtures.js';
import { anotherHomeowner } from '../../test/sample-quote.js';
import { createUserAndSignIn, json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';

const MINUTE = 60_000;

async function installerOf(t: TestApp, partnerId: number): Promise<Headers> {
  const user = await createUserAndSignIn(t, INSTALLER_ROLE_ID);
  await t.db
    .updateTable('users')
    .set({ partner_id: partnerId })
    .where('id', '=', user.id)
    .execute();
  return user.headers;
}

/** A lead passed to a partner at a given time, straight into the tables. */
async function passedAt(t: TestApp, partnerId: number, assignedAt: string) {
  const lead = await addLeadRow(t.db, 'Leitrim');
  await t.db
    .insertInto('lead_partners')
    .values({
      lead_id: lead.id,
      partner_id: partnerId,
      partner_name: 'Boundary Glass',
      method: 'manual',
      assigned_by: null,
      assigned_at: assignedAt,
    })
    .execute();
}

describe("partners' performance for staff", () => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;
  let installerX: Headers;
  let x: number;
  let y: number;
  let w: number;

  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin, manager: fileManager }) => {
    t = fileApp;
    admin = fileAdmin;
    manager = fileManager;
    x = await addPartner(t.db, { name: 'Kildare X Windows', counties: ['Kildare'] });
    y = await addPartner(t.db, { name: 'Kildare Y Glazing', counties: ['Kildare'] });
    await addPartner(t.db, { name: 'Quiet Longford Windows', counties: ['Longford'] });
    w = await addPartner(t.db, { name: 'Boundary Glass', counties: ['Roscommon'] });
    installerX = await installerOf(t, x);

    // Six homeowners ask through the form; each lead goes to X and Y.
    const leads: number[] = [];
    for (let k = 0; k < 6; k += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/quote',
        payload: { ...VALID_QUOTE, ...anotherHomeowner(), county: 'Kildare' },
      });
      expect(response.statusCode).toBe(201);
      leads.push(json<{ id: number }>(response).id);
    }
    const [l1, l2, l3, l4, l5, l6] = leads as [number, number, number, number, number, number];
    // X accepts four (in 10, 30, 50 and 20 minutes), declines one, lets one expire.
    const minutesToAccept = new Map([
      [l1, 10],
      [l2, 30],
      [l3, 50],
      [l6, 20],
    ]);
    for (const [lead, minutes] of minutesToAccept) {
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/partner/leads/${lead}/accept`,
        headers: installerX,
      });
      expect(accepted.statusCode).toBe(200);
      const row = await t.db
        .selectFrom('lead_partners')
        .select(['id', 'responded_at'])
        .where('lead_id', '=', lead)
        .where('partner_id', '=', x)
        .executeTakeFirstOrThrow();
      const assignedAt = new Date(Date.parse(row.responded_at!) - minutes * MINUTE).toISOString();
      await t.db
        .updateTable('lead_partners')
        .set({ assigned_at: assignedAt })
        .where('id', '=', row.id)
        .execute();
    }
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/partner/leads/${l4}/decline`,
      headers: installerX,
      payload: { reason: 'too_busy' },
    });
    expect(declined.statusCode).toBe(200);
    const set = (lead: number, values: Record<string, unknown>) =>
      t.db
        .updateTable('lead_partners')
        .set(values)
        .where('lead_id', '=', lead)
        .where('partner_id', '=', x)
        .execute();
    const now = new Date().toISOString();
    await set(l5, { released_at: now, release_reason: 'expired' });
    await set(l1, {
      outcome: 'won',
      outcome_at: now,
      quote_cents: 450_000,
      job_value_cents: 450_000,
    });
    await set(l2, { outcome: 'quoted', outcome_at: now, quote_cents: 300_000 });
    await set(l3, {
      outcome: 'lost',
      outcome_at: now,
      lost_reason: 'price',
      credit_status: 'review',
    });
    await set(l6, { credit_status: 'credited', released_at: now, release_reason: 'credited' });

    // W: leads around the edges of July 2026 (Irish summer time, UTC+1) and of a week in October
    // whose last day is 25 hours long (the clocks go back on 25 October).
    for (const at of [
      '2026-06-30T22:59:59.000Z', // 30 June 23:59:59 in Dublin: out
      '2026-06-30T23:00:00.000Z', // 1 July 00:00 in Dublin: in
      '2026-07-31T22:59:59.000Z', // 31 July 23:59:59: in
      '2026-07-31T23:00:00.000Z', // 1 August 00:00: out
      '2026-10-25T23:59:59.000Z', // 25 October 23:59:59 (winter time again): in
      '2026-10-26T00:00:00.000Z', // 26 October 00:00: out
    ]) {
      await passedAt(t, w, at);
    }
  });

  const figures = async (query: string, headers: Headers = admin) => {
    const response = await t.app.inject({ url: `/api/partners/performance${query}`, headers });
    expect(response.statusCode).toBe(200);
    return json<Performance>(response);
  };
  const of = (answer: Performance, name: string) =>
    answer.partners.find((row) => row.name === name) as PartnerPerformance;

  it('counts what became of the leads each partner received, matching hand-counted figures', async () => {
    const answer = await figures('?days=30');
    expect(of(answer, 'Kildare X Windows')).toEqual({
      partner_id: x,
      name: 'Kildare X Windows',
      is_active: true,
      leads_received: 6,
      accepted: 4,
      declined: 1,
      expired: 1,
      acceptance_rate: 4 / 6,
      // 10, 20, 30, 50 minutes: the middle two average to 25.
      median_minutes_to_accept: 25,
      // The won job's quote and the open quote; the job lost without a quote is not one.
      quotes_sent: 2,
      won: 1,
      lost: 1,
      win_rate: 0.5,
      credited: 1,
      credits_in_review: 1,
    });
    const yFigures = of(answer, 'Kildare Y Glazing');
    expect(yFigures).toMatchObject({
      partner_id: y,
      leads_received: 6,
      accepted: 0,
      acceptance_rate: null,
      median_minutes_to_accept: null,
    });
  });

  it('lists a partner with no leads with zero counts and no rates (the screen shows dashes)', async () => {
    expect(of(await figures('?days=7'), 'Quiet Longford Windows')).toMatchObject({
      leads_received: 0,
      accepted: 0,
      acceptance_rate: null,
      median_minutes_to_accept: null,
      win_rate: null,
      credited: 0,
    });
  });

  it('bounds a date range by Irish midnights, summer time and the clocks going back included', async () => {
    const july = await figures('?from=2026-07-01&to=2026-07-31');
    expect(july.from).toBe('2026-06-30T23:00:00.000Z');
    expect(july.to).toBe('2026-07-31T23:00:00.000Z');
    expect(of(july, 'Boundary Glass').leads_received).toBe(2);
    expect(of(july, 'Kildare X Windows').leads_received).toBe(0);

    const october = await figures('?from=2026-10-20&to=2026-10-25');
    expect(october.from).toBe('2026-10-19T23:00:00.000Z');
    expect(october.to).toBe('2026-10-26T00:00:00.000Z');
    expect(of(october, 'Boundary Glass').leads_received).toBe(1);
  });

  it('counts the last n days from the Irish midnight n-1 days ago to the end of today', async () => {
    const week = await figures('?days=7');
    const hours = (Date.parse(week.to) - Date.parse(week.from)) / 3_600_000;
    // Seven Irish days: 168 hours, one more or less across a change of the clocks.
    expect([167, 168, 169]).toContain(hours);
    expect(new Date(Date.parse(week.to) - 1).getTime()).toBeGreaterThan(Date.now());
    const defaults = await figures('');
    expect(of(defaults, 'Kildare X Windows').leads_received).toBe(6);
  });

  it('is staff only: managers may read it, an installer gets 403, no token 401', async () => {
    await figures('?days=90', manager);
    const asInstaller = await t.app.inject({
      url: '/api/partners/performance',
      headers: installerX,
    });
    expect(asInstaller.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/partners/performance' })).statusCode).toBe(401);
  });

  it('refuses a period it cannot read with a clear message per field', async () => {
    const cases: [string, string][] = [
      ['?days=5', 'days'],
      ['?from=2026-07-01', 'to'],
      ['?from=2026-07-31&to=2026-07-01', 'to'],
      ['?from=2025-01-01&to=2026-07-01', 'to'],
      ['?from=2026-02-30&to=2026-03-01', 'from'],
      ['?days=7&from=2026-07-01&to=2026-07-02', 'days'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({
        url: `/api/partners/performance${query}`,
        headers: admin,
      });
      expect(response.statusCode, query).toBe(422);
      expect(json(response).errors, query).toHaveProperty(field);
    }
  });
});
