import { describe, expect } from 'vitest';
import { addPartner } from '../../test/partner-fixtures.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { json, VALID_QUOTE } from '../../test/test-app.js';
import { anotherHomeowner } from '../../test/sample-quote.js';
import type { TimelineEntry } from '../../../shared/lead-timeline.js';

describe('sending a lead to another partner by hand', () => {
  apiTest.beforeEach(async ({ reset }) => reset('leads', 'partners'));

  const dublinLead = async (api: Api) => {
    const response = await api.post(
      '/api/quote',
      { ...VALID_QUOTE, ...anotherHomeowner(), county: 'Dublin', eircode: 'D02 X285' },
      { as: 'anonymous' },
    );
    expect(response.statusCode, response.body).toBe(201);
    return json<{ id: number }>(response).id;
  };

  apiTest(
    "asks to confirm a partner outside the lead's county, naming why, then marks it manual",
    async ({ t, api }) => {
      const galway = await addPartner(t.db, { name: 'Galway Only', counties: ['Galway'] });
      const lead = await dublinLead(api);
      const refused = await api.post(`/api/quote/${lead}/partners`, { partner_id: galway });
      expect(refused.statusCode).toBe(409);
      expect(json<{ message: string }>(refused).message).toContain(
        'Galway-only installer; this lead is in Dublin',
      );
      expect(
        await t.db.selectFrom('lead_partners').select('id').where('lead_id', '=', lead).execute(),
      ).toHaveLength(0);

      const sent = await api.post(`/api/quote/${lead}/partners`, {
        partner_id: galway,
        confirm: true,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const delivery = json<{ assignments: { partner_id: number; method: string }[] }>(sent);
      expect(delivery.assignments).toEqual([
        expect.objectContaining({ partner_id: galway, method: 'manual' }),
      ]);
      const timeline = json<TimelineEntry[]>(await api.get(`/api/quote/${lead}/timeline`));
      expect(timeline.find((entry) => entry.kind === 'partner')).toMatchObject({
        partner: 'Galway Only',
        method: 'manual',
        by: expect.any(String),
      });
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'partner_sent')
        .where('lead_id', '=', lead)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.detail)).toMatchObject({
        partner_id: galway,
        warnings: ['Galway-only installer; this lead is in Dublin'],
      });
    },
  );

  apiTest('asks to confirm a partner at its daily cap', async ({ t, api }) => {
    const capped = await addPartner(t.db, { name: 'Full Up', counties: ['Dublin'], daily_cap: 1 });
    await dublinLead(api); // matched automatically: the partner is now at 1 of 1
    const lead = await dublinLead(api);
    const refused = await api.post(`/api/quote/${lead}/partners`, { partner_id: capped });
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toContain('already at 1 of 1 today');
    const sent = await api.post(`/api/quote/${lead}/partners`, {
      partner_id: capped,
      confirm: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  apiTest(
    'sends at once to a partner of the county under its cap; refuses a bad confirm',
    async ({ t, api }) => {
      const lead = await dublinLead(api);
      const dublin = await addPartner(t.db, {
        name: 'Dublin Glass',
        counties: ['Dublin', 'Meath'],
      });
      const bad = await api.post(`/api/quote/${lead}/partners`, {
        partner_id: dublin,
        confirm: 'yes',
      });
      expect(bad.statusCode).toBe(422);
      const sent = await api.post(`/api/quote/${lead}/partners`, { partner_id: dublin });
      expect(sent.statusCode, sent.body).toBe(201);
    },
  );
});
