import { describe, expect } from 'vitest';
import type { HomeownerRequest } from '../../../shared/homeowner-request.js';
import { REQUEST_NOT_FOUND } from '../../../shared/homeowner-request-text.js';
import { apiTestWith } from '../../test/api-test.js';

// Leads kept 24 months, so links expire with them.
const apiTest = apiTestWith({ LEAD_RETENTION_MONTHS: '24' });
import { addPartner, clearPartners } from '../../test/partner-fixtures.js';
import { anotherHomeowner, VALID_QUOTE } from '../../test/sample-quote.js';
import { json, type TestApp } from '../../test/test-app.js';
import { requestTokenHash } from './request-token.js';

/** Submit a quote as a homeowner of Galway: the answer with its reference and page. */
async function submit(t: TestApp, email?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quote',
    payload: { ...VALID_QUOTE, ...anotherHomeowner(email) },
  });
  expect(response.statusCode).toBe(201);
  const body = json<{ id: number; reference: number; request_url: string }>(response);
  return { ...body, token: body.request_url.replace('/request/', '') };
}

const open = (t: TestApp, token: string) => t.app.inject({ url: `/api/request/${token}` });
const choose = (t: TestApp, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/request/${token}/choice`, payload });

describe("the homeowner's page (issue 28, decision 0921)", () => {
  let t: TestApp;
  let partnerA: number;
  let partnerB: number;

  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
    await clearPartners(t.db);
    partnerA = await addPartner(t.db, {
      name: 'Atlantic Windows',
      counties: ['Galway'],
      daily_cap: 100,
    });
    partnerB = await addPartner(t.db, {
      name: 'Corrib Glazing',
      counties: ['Galway'],
      daily_cap: 100,
    });
    await t.db
      .updateTable('partners')
      .set({ years_trading: 12, insured_until: '2027-06-30', seai_registered: 1 })
      .where('id', '=', partnerA)
      .execute();
    await t.db
      .updateTable('partners')
      .set({ webhook_url: 'https://hooks.corrib.ie/leads', webhook_secret: 'whsec_x' })
      .where('id', '=', partnerB)
      .execute();
  });

  apiTest('answers the submit with the reference and a link stored only as a hash', async () => {
    const lead = await submit(t);
    expect(lead.reference).toBe(lead.id);
    expect(lead.request_url).toMatch(/^\/request\/[a-z2-7]{32}$/);
    const rows = await t.db
      .selectFrom('request_links')
      .selectAll()
      .where('lead_id', '=', lead.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(requestTokenHash(lead.token));
    expect(JSON.stringify(rows)).not.toContain(lead.token);
    // Expires with the lead's retention (24 months by default).
    const months =
      (Date.parse(rows[0]!.expires_at!) - Date.parse(rows[0]!.created_at)) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(24);
    // The confirmation e-mail and SMS carry the absolute link.
    const messages = await t.db
      .selectFrom('outbox')
      .select(['kind', 'body'])
      .where('lead_id', '=', lead.id)
      .where('kind', 'in', ['customer_email', 'customer_sms'])
      .execute();
    expect(messages).toHaveLength(2);
    for (const message of messages)
      expect(message.body).toContain(`https://windowquotes.ie${lead.request_url}`);
  });

  apiTest('opens only its own request, with the named installers and their profile', async () => {
    const first = await submit(t, 'own-one@example.ie');
    const second = await submit(t, 'own-two@example.ie');
    const one = json<HomeownerRequest>(await open(t, first.token));
    const two = json<HomeownerRequest>(await open(t, second.token));
    expect(one.reference).toBe(first.id);
    expect(one.details.email).toBe('own-one@example.ie');
    expect(two.reference).toBe(second.id);
    expect(two.details.email).toBe('own-two@example.ie');
    const atlantic = one.installers.find((installer) => installer.name === 'Atlantic Windows')!;
    expect(atlantic).toMatchObject({
      counties: ['Galway'],
      years_trading: 12,
      insured_until: '2027-06-30',
      seai_registered: true,
      accepted_at: null,
    });
    expect(one.timeline[0]!.text).toBe(`We received your request (reference ${first.id})`);
    expect(one.timeline.map((entry) => entry.text)).toContain('Passed to Atlantic Windows');
  });

  apiTest('answers 404 with one message for wrong, expired and revoked links', async ({ api }) => {
    const expired = await submit(t);
    await t.db
      .updateTable('request_links')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('lead_id', '=', expired.id)
      .execute();
    const revoked = await submit(t);
    const revoke = await api.post(`/api/quote/${revoked.id}/request-link/revoke`);
    expect(revoke.statusCode).toBe(200);
    const wrong = revoked.token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const token of [wrong, expired.token, revoked.token, 'x', 'a'.repeat(100)]) {
      const response = await open(t, token);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: REQUEST_NOT_FOUND });
    }
    expect((await choose(t, revoked.token, { choice: 'stop_contact' })).statusCode).toBe(404);
    // Longer than any token: refused before any lookup.
    expect((await open(t, 'a'.repeat(101))).statusCode).toBe(414);
  });

  apiTest('times a wrong link like a revoked one (one hash lookup each)', async ({ api }) => {
    const revoked = await submit(t);
    await api.post(`/api/quote/${revoked.id}/request-link/revoke`);
    const wrong = 'b'.repeat(32);
    // Interleaved, and the median of many, so the machine's other work weighs on both alike.
    const times: Record<string, number[]> = { wrong: [], revoked: [] };
    for (let k = 0; k < 120; k += 1) {
      for (const [name, token] of [
        ['wrong', wrong],
        ['revoked', revoked.token],
      ] as const) {
        const start = performance.now();
        expect((await open(t, token)).statusCode).toBe(404);
        times[name]!.push(performance.now() - start);
      }
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1]!;
    const [a, b] = [median(times.wrong!), median(times.revoked!)];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(1.5);
  });

  apiTest(
    '"Stop contacting me" stops every queued message and tells each installer once',
    async ({ api }) => {
      const lead = await submit(t);
      const pending = () =>
        t.db
          .selectFrom('outbox')
          .select(['kind', 'status', 'last_error'])
          .where('lead_id', '=', lead.id)
          .where('kind', 'like', 'customer_%')
          .execute();
      expect((await pending()).every((row) => row.status === 'pending')).toBe(true);

      const first = await choose(t, lead.token, { choice: 'stop_contact' });
      expect(first.statusCode).toBe(200);
      expect(json<HomeownerRequest>(first).choices).toMatchObject([{ choice: 'stop_contact' }]);
      const second = await choose(t, lead.token, { choice: 'stop_contact' });
      expect(second.statusCode).toBe(200);

      const homeowner = await pending();
      expect(homeowner.length).toBeGreaterThan(0);
      for (const row of homeowner) {
        expect(row.status).toBe('failed');
        expect(row.last_error).toMatch(/stop contacting/);
      }
      const told = await t.db
        .selectFrom('outbox')
        .select(['recipient', 'channel', 'body'])
        .where('lead_id', '=', lead.id)
        .where((eb) =>
          eb.or([
            eb('kind', '=', 'partner_homeowner_update'),
            eb('body', 'like', '%lead.homeowner_update%'),
          ]),
        )
        .execute();
      // Each of the two installers one e-mail; the one with a webhook one event too.
      expect(told.filter((row) => row.channel === 'email')).toHaveLength(2);
      const hooks = told.filter((row) => row.channel === 'webhook');
      expect(hooks).toHaveLength(1);
      expect(JSON.parse(hooks[0]!.body)).toMatchObject({
        type: 'lead.homeowner_update',
        data: { choice: 'stop_contact', lead_id: lead.id },
      });
      for (const row of told) expect(row.body).not.toContain(VALID_QUOTE.last_name);

      // A later path that would write to the homeowner queues nothing.
      const { enqueueMessages } = await import('../notifications/outbox-repository.js');
      await enqueueMessages(t.db, [
        {
          lead_id: lead.id,
          kind: 'customer_update_email',
          channel: 'email',
          recipient: 'someone@example.ie',
          subject: 'x',
          body: 'x',
          dedupe_key: `test:${lead.id}:later`,
        },
      ]);
      expect(
        await t.db
          .selectFrom('outbox')
          .select('id')
          .where('dedupe_key', '=', `test:${lead.id}:later`)
          .execute(),
      ).toEqual([]);

      // Staff see it on the lead.
      const timeline = json<{ kind: string; choice?: string }[]>(
        await api.get(`/api/quote/${lead.id}/timeline`),
      );
      expect(timeline.filter((entry) => entry.kind === 'homeowner_choice')).toHaveLength(1);
    },
  );

  apiTest('records "I\'ve hired someone" with whom, and staff see it', async ({ api, manager }) => {
    const lead = await submit(t);
    const refused = await choose(t, lead.token, { choice: 'hired', partner_id: 999_999 });
    expect(refused.statusCode).toBe(422);
    const hired = await choose(t, lead.token, { choice: 'hired', partner_id: partnerA });
    expect(json<HomeownerRequest>(hired).choices).toMatchObject([
      { choice: 'hired', hired_with: 'Atlantic Windows' },
    ]);
    const status = await api.get(`/api/quote/${lead.id}/request-link`, { as: manager });
    expect(status.statusCode).toBe(200);
    expect(json(status)).toMatchObject({
      link: { revoked_at: null },
      choices: [{ choice: 'hired', hired_with: 'Atlantic Windows' }],
    });
    const other = await submit(t);
    const free = await choose(t, other.token, { choice: 'hired', hired_name: 'My cousin Pat' });
    expect(json<HomeownerRequest>(free).timeline.at(-1)!.text).toBe(
      'You told us you have hired My cousin Pat',
    );
    expect((await choose(t, other.token, { choice: 'maybe' })).statusCode).toBe(422);
  });

  apiTest(
    'a held lead passed on later gets a new link, unless the homeowner stopped us',
    async ({ api }) => {
      const held = async () => {
        const { consent: _consent, ...quote } = VALID_QUOTE;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/quote',
          payload: { ...quote, ...anotherHomeowner() },
        });
        const body = json<{ id: number; request_url: string }>(response);
        return { id: body.id, token: body.request_url.replace('/request/', '') };
      };
      const updates = (leadId: number) =>
        t.db
          .selectFrom('outbox')
          .select(['kind', 'body'])
          .where('lead_id', '=', leadId)
          .where('kind', 'in', ['customer_update_email', 'customer_update_sms'])
          .execute();

      const waiting = await held();
      expect((await api.post(`/api/quote/${waiting.id}/consent`)).statusCode).toBe(200);
      const sent = await updates(waiting.id);
      expect(sent).toHaveLength(2);
      const fresh = /\/request\/([a-z2-7]{32})/.exec(sent[0]!.body)![1]!;
      expect(fresh).not.toBe(waiting.token);
      expect((await open(t, fresh)).statusCode).toBe(200);

      const stopped = await held();
      await choose(t, stopped.token, { choice: 'withdraw_consent' });
      expect((await api.post(`/api/quote/${stopped.id}/consent`)).statusCode).toBe(200);
      expect(await updates(stopped.id)).toEqual([]);
      // Nor is it offered to anyone.
      const view = json<HomeownerRequest>(await open(t, stopped.token));
      expect(view.installers).toEqual([]);
    },
  );

  apiTest('lets staff revoke and issue a new link, recorded in the timeline', async ({ api }) => {
    const lead = await submit(t);
    const issued = await api.post(`/api/quote/${lead.id}/request-link`);
    expect(issued.statusCode).toBe(200);
    const { url } = json<{ url: string }>(issued);
    expect(url).toMatch(/^https:\/\/windowquotes\.ie\/request\/[a-z2-7]{32}$/);
    expect((await open(t, lead.token)).statusCode).toBe(404);
    expect((await open(t, url.split('/').at(-1)!)).statusCode).toBe(200);
    const timeline = json<{ kind: string; action?: string }[]>(
      await api.get(`/api/quote/${lead.id}/timeline`),
    );
    expect(timeline.find((entry) => entry.kind === 'request_link')).toMatchObject({
      action: 'issued',
    });
    expect(
      (await api.get(`/api/quote/${lead.id}/request-link`, { as: 'anonymous' })).statusCode,
    ).toBe(401);
    expect((await api.post('/api/quote/99999999/request-link/revoke')).statusCode).toBe(404);
  });

  apiTest(
    'the homeowner downloads their data and erases it from their page; the link then stops',
    async () => {
      const lead = await submit(t, 'rights-from-page@example.ie');
      const download = await t.app.inject({ url: `/api/request/${lead.token}/data` });
      expect(download.statusCode, download.body).toBe(200);
      expect(download.headers['content-disposition']).toContain(`request-${lead.id}-data.json`);
      const data = json<{ recipients: { partner: string }[]; request: { email: string } }>(
        download,
      );
      expect(data.request.email).toBe('rights-from-page@example.ie');
      expect(data.recipients.map((row) => row.partner).sort()).toEqual([
        'Atlantic Windows',
        'Corrib Glazing',
      ]);
      const page = await t.app.inject({ url: `/api/request/${lead.token}/data?format=html` });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Atlantic Windows');

      const erased = await t.app.inject({
        method: 'POST',
        url: `/api/request/${lead.token}/erase`,
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(json(erased)).toMatchObject({ lead_id: lead.id, partners_notified: 2 });
      const stored = await t.db
        .selectFrom('leads')
        .select(['email', 'mobile_number'])
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ email: '', mobile_number: '' });
      const requests = await t.db
        .selectFrom('data_requests')
        .select(['kind', 'requested_via'])
        .where('lead_id', '=', lead.id)
        .orderBy('id')
        .execute();
      expect(requests).toEqual([
        { kind: 'export', requested_via: 'homeowner' },
        { kind: 'export', requested_via: 'homeowner' },
        { kind: 'erasure', requested_via: 'homeowner' },
      ]);
      // The link no longer opens anything, nor erases twice.
      expect((await open(t, lead.token)).statusCode).toBe(404);
      const again = await t.app.inject({ method: 'POST', url: `/api/request/${lead.token}/erase` });
      expect(again.statusCode).toBe(404);
    },
  );
});
