import { afterAll, describe, expect } from 'vitest';
import type { ContactChanged } from '../../../shared/contact-change.js';
import { startFakeTwilio } from '../../test/fake-twilio.js';
import { apiTestWith } from '../../test/api-test.js';
import { addPartner } from '../../test/partner-fixtures.js';
import { anotherHomeowner, VALID_QUOTE } from '../../test/sample-quote.js';
import { json, type TestApp } from '../../test/test-app.js';

// The app sends SMS through the real Twilio transport, to a local stand-in for Twilio.
const twilio = await startFakeTwilio();
afterAll(twilio.close);
const apiTest = apiTestWith(twilio.env);

async function submit(t: TestApp) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quote',
    payload: { ...VALID_QUOTE, ...anotherHomeowner() },
  });
  expect(response.statusCode).toBe(201);
  const body = json<{ id: number; mobile_number: string; request_url: string }>(response);
  return { ...body, token: body.request_url.replace('/request/', '') };
}

describe('a new mobile number confirmed by a texted code (decision 0926)', () => {
  apiTest(
    'texts the code to the new number only and changes the lead with it',
    async ({ t, api }) => {
      await addPartner(t.db, { name: 'Galway Glass', counties: ['Galway'], daily_cap: 100 });
      const lead = await submit(t);
      await t.app.outbox.runOnce();
      const textsBefore = twilio.sent.length;
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/request/${lead.token}/contact`,
        payload: { field: 'mobile_number', mobile_number: '+353 86 555 1234' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      await t.app.outbox.runOnce();
      const texts = twilio.sent.slice(textsBefore);
      expect(texts).toHaveLength(1);
      // Only to the new number, sent in international form by the SMS transport.
      expect(texts.map((text) => text.to)).toEqual(['+353865551234']);
      const code = /^(\d{6}) is your/.exec(texts[0]!.body)![1]!;

      const done = await t.app.inject({
        method: 'POST',
        url: `/api/request/${lead.token}/contact/confirm`,
        payload: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(json<ContactChanged>(done).request.details.mobile_number).toBe('+353 86 555 1234');
      const row = await t.db
        .selectFrom('leads')
        .select(['mobile_number', 'mobile_key', 'search_text'])
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow();
      // The duplicate key and search text follow (national digits: 086…).
      expect(row.mobile_key).toBe('0865551234');
      expect(row.search_text).toContain('0865551234');
      const found = json<{ id: number }[]>(await api.get('/api/quote?search=086%20555%201234'));
      expect(found.map((lead) => lead.id)).toContain(lead.id);
      const told = await t.db
        .selectFrom('outbox')
        .select('recipient')
        .where('lead_id', '=', lead.id)
        .where('kind', '=', 'partner_homeowner_update')
        .execute();
      expect(told).toHaveLength(1);
    },
  );
});
