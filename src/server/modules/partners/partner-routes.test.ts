import { describe, expect, it } from 'vitest';
import { addPartner, storeSubmittedLeadRow } from '../../test/partner-fixtures.js';
import { apiTest } from '../../test/api-test.js';
import { createUserAndSignIn, json, type TestApp } from '../../test/test-app.js';

const PARTNER = {
  name: 'Atlantic Windows Ltd',
  contact_name: 'Niamh Byrne',
  email: 'Quotes@Atlantic.ie',
  mobile: '091 555 123',
  counties: ['Galway', 'Mayo'],
  daily_cap: 8,
};

describe('partner routes', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let manager: Record<string, string>;
  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
    manager = (await createUserAndSignIn(t, 2)).headers;
  });

  it('lets an admin add, edit, pause and remove a partner', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: admin,
      payload: PARTNER,
    });
    expect(created.statusCode).toBe(201);
    const partner = json<{ id: number }>(created);
    expect(partner).toMatchObject({
      name: 'Atlantic Windows Ltd',
      email: 'quotes@atlantic.ie',
      counties: ['Galway', 'Mayo'],
      daily_cap: 8,
      is_active: true,
      leads_today: 0,
    });

    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/partners/${partner.id}`,
      headers: admin,
      payload: { is_active: false },
    });
    expect(json(paused)).toMatchObject({
      is_active: false,
      daily_cap: 8,
      counties: ['Galway', 'Mayo'],
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/partners', headers: manager });
    expect(list.statusCode).toBe(200);
    expect(json<unknown[]>(list).length).toBeGreaterThan(0);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/partners/${partner.id}`,
      headers: admin,
    });
    expect(json(removed)).toEqual({ message: 'Partner deleted' });
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/partners/${partner.id}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('validates the body with clear messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: admin,
      payload: { name: ' ', email: 'nope', mobile: 'abc', counties: ['Atlantis'], daily_cap: 0 },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toMatchObject({
      name: 'Company name is required',
      email: 'Email must be a valid email address',
      mobile: 'Mobile number must be a valid phone number',
      'counties.0': 'Unknown county',
      daily_cap: 'Daily cap must be at least 1',
    });
    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/partners/1',
      headers: admin,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
  });

  it('keeps managers and anonymous callers out of partner management', async () => {
    const asManager = await t.app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: manager,
      payload: PARTNER,
    });
    expect(asManager.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/partners' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows who received a lead and lets staff send it to one more partner', async () => {
    const matched = await addPartner(t.db, { name: 'Corrib Glazing', counties: ['Clare'] });
    const extra = await addPartner(t.db, { name: 'Shannon Sash', counties: ['Limerick'] });
    const lead = await storeSubmittedLeadRow(t.db, 'Clare');

    const delivery = await t.app.inject({
      method: 'GET',
      url: `/api/quote/${lead.id}/delivery`,
      headers: manager,
    });
    expect(delivery.statusCode).toBe(200);
    const body = json<{
      assignments: { partner_id: number; method: string }[];
      messages: { kind: string; status: string }[];
    }>(delivery);
    expect(body.assignments.map((a) => [a.partner_id, a.method])).toEqual([[matched, 'auto']]);
    expect(body.messages.map((m) => `${m.kind}:${m.status}`)).toEqual([
      'customer_email:pending',
      'customer_sms:pending',
      'partner_email:pending',
    ]);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/quote/${lead.id}/partners`,
      headers: manager,
      payload: { partner_id: extra, confirm: true },
    });
    expect(sent.statusCode).toBe(201);
    expect(
      json<{ assignments: { partner_name: string; method: string }[] }>(sent).assignments.at(-1),
    ).toMatchObject({
      partner_name: 'Shannon Sash',
      method: 'manual',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/quote/${lead.id}/partners`,
      headers: manager,
      payload: { partner_id: extra, confirm: true },
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This lead has already been sent to Shannon Sash');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/quote/999999/delivery',
      headers: manager,
    });
    expect(missing.statusCode).toBe(404);
    const badPartner = await t.app.inject({
      method: 'POST',
      url: `/api/quote/${lead.id}/partners`,
      headers: manager,
      payload: { partner_id: 'x' },
    });
    expect(badPartner.statusCode).toBe(422);
  });
});
