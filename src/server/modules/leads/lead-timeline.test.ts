import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../../shared/lead-timeline.js';
import { addPartner } from '../../test/partner-fixtures.js';
import { apiTest } from '../../test/api-test.js';
import { json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';

describe('a lead timeline', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
  });

  it('lists creation, partners, messages and status changes with who and when, newest first', async () => {
    await addPartner(t.db, { name: 'Corrib Glazing', counties: ['Galway'] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { ...VALID_QUOTE, url_type: '/galway' },
    });
    const { id } = json<{ id: number }>(created);
    // Let the status change sort after the creation even on a fast machine.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/quote/${id}`,
      headers: admin,
      payload: { status: 'contacted' },
    });
    expect(changed.statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/quote/${id}/timeline`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const timeline = json<TimelineEntry[]>(response);
    expect(timeline[0]).toMatchObject({
      kind: 'status_changed',
      from: 'new',
      to: 'contacted',
      by: 'Administrator',
    });
    expect(timeline.at(-1)).toMatchObject({ kind: 'created', page: '/galway' });
    expect(timeline.filter((entry) => entry.kind === 'partner')).toEqual([
      expect.objectContaining({ partner: 'Corrib Glazing', method: 'auto', by: null }),
    ]);
    const messages = timeline.filter((entry) => entry.kind === 'message');
    expect(messages.map((entry) => entry.kind === 'message' && entry.message).sort()).toEqual([
      'customer_email',
      'customer_sms',
      'partner_email',
    ]);
    expect(messages.every((entry) => entry.kind === 'message' && entry.status === 'pending')).toBe(
      true,
    );
    const times = timeline.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names setting the county and confirming consent on a held lead, not as edited details', async () => {
    await addPartner(t.db, { name: 'Kingdom Windows', counties: ['Kerry'] });
    const { county: _county, eircode: _eircode, consent: _consent, ...withoutHold } = VALID_QUOTE;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { ...withoutHold, property_address: 'Somewhere unnamed' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, county } = json<{ id: number; county: string }>(created);
    expect(county).toBe('');

    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/quote/${id}`,
      headers: admin,
      payload: { county: 'Kerry' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/quote/${id}/consent`,
      headers: admin,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/quote/${id}`,
      headers: admin,
      payload: { additional_info: 'Call after six' },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/quote/${id}/timeline`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Every message names its recipient and channel, the update to the homeowner included.
    const messages = json<TimelineEntry[]>(response).flatMap((entry) =>
      entry.kind === 'message' ? [[entry.message, entry.channel, entry.recipient]] : [],
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        ['customer_update_email', 'email', VALID_QUOTE.email],
        ['customer_update_sms', 'sms', VALID_QUOTE.mobile_number],
        ['partner_email', 'email', expect.stringContaining('@')],
      ]),
    );
    const kinds = json<TimelineEntry[]>(response)
      .filter((entry) => entry.kind !== 'message' && entry.kind !== 'partner')
      .map((entry) => [entry.kind, 'by' in entry ? entry.by : null]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['county_set', 'Administrator'],
        ['consent_confirmed', 'Administrator'],
        ['updated', 'Administrator'],
        ['created', null],
      ]),
    );
    expect(kinds.filter(([kind]) => kind === 'updated')).toHaveLength(1);

    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: admin });
    const types = json<{ recentActivity: { lead_id: number; type: string }[] }>(dashboard)
      .recentActivity.filter((activity) => activity.lead_id === id)
      .map((activity) => activity.type);
    expect(types).toEqual(expect.arrayContaining(['county_set', 'consent_confirmed', 'updated']));
  });

  it('answers 404 for a lead that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/quote/999999/timeline',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('Lead not found');
  });
});
