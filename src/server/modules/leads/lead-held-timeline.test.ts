import { describe, expect } from 'vitest';
import { addPartner } from '../../test/partner-fixtures.js';
import { apiTest } from '../../test/api-test.js';
import { json, VALID_QUOTE } from '../../test/test-app.js';
import { MESSAGE_KIND_NAMES, type TimelineEntry } from '../../../shared/lead-timeline.js';

describe('the timeline of a held lead passed on after staff record consent', () => {
  apiTest('names every recipient and channel of every message', async ({ t, api }) => {
    await addPartner(t.db, {
      name: 'Kerry Glazing',
      counties: ['Kerry'],
      email: 'kerry@installers.ie',
    });
    const { consent: _consent, ...withoutConsent } = VALID_QUOTE;
    const submitted = await api.post(
      '/api/quote',
      {
        ...withoutConsent,
        county: 'Kerry',
        eircode: 'V92 F4E2',
        email: 'held.timeline@example.ie',
        mobile_number: '085 165 1792',
      },
      { as: 'anonymous' },
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id } = json<{ id: number }>(submitted);
    const confirmed = await api.post(`/api/quote/${id}/consent`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const timeline = json<TimelineEntry[]>(await api.get(`/api/quote/${id}/timeline`));
    const messages = timeline.flatMap((entry) => (entry.kind === 'message' ? [entry] : []));
    expect(messages.map((entry) => [entry.message, entry.channel, entry.recipient]).sort()).toEqual(
      [
        ['customer_email', 'email', 'held.timeline@example.ie'],
        ['customer_sms', 'sms', '085 165 1792'],
        ['customer_update_email', 'email', 'held.timeline@example.ie'],
        ['customer_update_sms', 'sms', '085 165 1792'],
        ['partner_email', 'email', 'kerry@installers.ie'],
      ],
    );
    for (const entry of messages) {
      // Each kind has its words in the timeline, and its channel matches the kind.
      expect(MESSAGE_KIND_NAMES[entry.message], entry.message).toEqual(expect.any(String));
      expect(entry.channel).toBe(entry.message.endsWith('_sms') ? 'sms' : 'email');
    }
    expect(timeline.find((entry) => entry.kind === 'partner')).toMatchObject({
      partner: 'Kerry Glazing',
      method: 'auto',
    });
    expect(timeline.find((entry) => entry.kind === 'consent_confirmed')).toMatchObject({
      by: expect.any(String),
    });
  });
});
