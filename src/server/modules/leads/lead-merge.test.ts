import { describe, expect } from 'vitest';
import { addPartner } from '../../test/partner-fixtures.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { json, VALID_QUOTE } from '../../test/test-app.js';
import type { TimelineEntry } from '../../../shared/lead-timeline.js';

interface LeadBody {
  id: number;
  status: string;
  eircode: string;
  duplicate_of: number | null;
}

describe('merging two leads of one homeowner', () => {
  apiTest.beforeEach(async ({ reset }) => reset('leads', 'partners'));

  const submit = async (api: Api, payload: object) => {
    const response = await api.post('/api/quote', payload, { as: 'anonymous' });
    expect(response.statusCode, response.body).toBe(201);
    return json<LeadBody>(response);
  };

  apiTest(
    'keeps one lead with both histories and both deliveries, one per partner',
    async ({ t, api }) => {
      const first = await addPartner(t.db, { name: 'Corrib Windows', counties: ['Galway'] });
      const kept = await submit(api, { ...VALID_QUOTE, eircode: '', email: 'merge@example.ie' });
      const second = await addPartner(t.db, { name: 'Salthill Glazing', counties: ['Galway'] });
      const other = await submit(api, {
        ...VALID_QUOTE,
        email: 'merge@example.ie',
        mobile_number: '086 222 3333',
        eircode: 'H91 X2Y3',
      });
      expect(other.duplicate_of).toBe(kept.id);
      const third = await submit(api, {
        ...VALID_QUOTE,
        last_name: 'Someone',
        email: 'third@example.ie',
        mobile_number: '086 222 3333',
        eircode: '',
      });
      expect(third.duplicate_of).toBe(other.id);
      // Staff sent the duplicate by hand to the partner that already had the first lead.
      const byHand = await api.post(`/api/quote/${other.id}/partners`, { partner_id: first });
      expect(byHand.statusCode, byHand.body).toBe(201);
      expect((await api.patch(`/api/quote/${kept.id}`, { status: 'contacted' })).statusCode).toBe(
        200,
      );
      expect((await api.patch(`/api/quote/${other.id}`, { status: 'quoted' })).statusCode).toBe(
        200,
      );

      const merged = await api.post(`/api/quote/${kept.id}/merge`, { other_id: other.id });
      expect(merged.statusCode, merged.body).toBe(200);
      const lead = json<LeadBody>(merged);
      expect(lead).toMatchObject({ id: kept.id, status: 'contacted', eircode: 'H91 X2Y3' });
      expect(lead.duplicate_of).toBeNull();
      expect((await api.get(`/api/quote/${other.id}`)).statusCode).toBe(404);
      expect(json<LeadBody>(await api.get(`/api/quote/${third.id}`)).duplicate_of).toBe(kept.id);

      const timeline = json<TimelineEntry[]>(await api.get(`/api/quote/${kept.id}/timeline`));
      const changes = timeline.filter((entry) => entry.kind === 'status_changed');
      expect(changes.map((entry) => entry.kind === 'status_changed' && entry.to).sort()).toEqual([
        'contacted',
        'quoted',
      ]);
      const mergedEntry = timeline.find((entry) => entry.kind === 'merged');
      expect(mergedEntry).toMatchObject({ merged_id: other.id, by: expect.any(String) });
      const partners = timeline.flatMap((entry) => (entry.kind === 'partner' ? [entry] : []));
      expect(partners.map((entry) => [entry.partner, entry.method]).sort()).toEqual([
        ['Corrib Windows', 'auto'],
        ['Salthill Glazing', 'auto'],
      ]);
      const messages = timeline.filter((entry) => entry.kind === 'message');
      // Both homeowner confirmations (e-mail and SMS, twice) and the three partner e-mails.
      expect(messages).toHaveLength(7);
      const delivery = json<{ assignments: { partner_id: number }[] }>(
        await api.get(`/api/quote/${kept.id}/delivery`),
      );
      expect(delivery.assignments.map((row) => row.partner_id).sort()).toEqual(
        [first, second].sort(),
      );

      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'leads_merged')
        .where('lead_id', '=', kept.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.detail)).toMatchObject({ kept_id: kept.id, merged_id: other.id });
      expect(audit.user_name).not.toBe('');
    },
  );

  apiTest(
    "the kept lead takes over the other's owner and next action when it has none",
    async ({ api }) => {
      const kept = await submit(api, { ...VALID_QUOTE, email: 'owned@example.ie' });
      const other = await submit(api, { ...VALID_QUOTE, email: 'owned@example.ie' });
      expect((await api.put(`/api/quote/${other.id}/owner`, { owner_id: 1 })).statusCode).toBe(200);
      const due = new Date(Date.now() + 86_400_000).toISOString();
      const set = await api.put(`/api/quote/${other.id}/next-action`, {
        due_at: due,
        label: 'Send quote',
      });
      expect(set.statusCode, set.body).toBe(200);
      const merged = await api.post(`/api/quote/${kept.id}/merge`, { other_id: other.id });
      expect(merged.statusCode, merged.body).toBe(200);
      expect(json(merged)).toMatchObject({
        owner_id: 1,
        next_action_label: 'Send quote',
        next_action_at: due,
      });
    },
  );

  apiTest('keeps the counters right: the merged lead is no longer counted', async ({ t, api }) => {
    const a = await submit(api, { ...VALID_QUOTE, email: 'count@example.ie' });
    const b = await submit(api, { ...VALID_QUOTE, email: 'count@example.ie' });
    await api.patch(`/api/quote/${b.id}`, { status: 'lost' });
    const before = json<{ total: number }>(await api.get('/api/quote/summary'));
    expect((await api.post(`/api/quote/${a.id}/merge`, { other_id: b.id })).statusCode).toBe(200);
    const after = json<{ total: number; byStatus: Record<string, number> }>(
      await api.get('/api/quote/summary'),
    );
    expect(after.total).toBe(before.total - 1);
    const rows = await t.db
      .selectFrom('leads')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    for (const status of ['new', 'contacted', 'quoted', 'converted', 'lost']) {
      const actual = Number(rows.find((row) => row.status === status)?.n ?? 0);
      expect(after.byStatus[status], status).toBe(actual);
    }
  });

  apiTest(
    'answers 422 for itself or a bad body, 404 for an unknown lead, 403 for others',
    async ({ api, t }) => {
      const lead = await submit(api, { ...VALID_QUOTE, email: 'errors@example.ie' });
      const self = await api.post(`/api/quote/${lead.id}/merge`, { other_id: lead.id });
      expect(self.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string> }>(self).errors.other_id).toMatch(/itself/);
      expect((await api.post(`/api/quote/${lead.id}/merge`, { other_id: 'x' })).statusCode).toBe(
        422,
      );
      expect((await api.post(`/api/quote/${lead.id}/merge`, {})).statusCode).toBe(422);
      const missing = await api.post(`/api/quote/${lead.id}/merge`, { other_id: 999999 });
      expect(missing.statusCode).toBe(404);
      expect((await api.post(`/api/quote/999999/merge`, { other_id: lead.id })).statusCode).toBe(
        404,
      );
      expect(
        (await api.post(`/api/quote/${lead.id}/merge`, { other_id: 1 }, { as: 'anonymous' }))
          .statusCode,
      ).toBe(401);
      expect(
        await t.db.selectFrom('leads').select('id').where('id', '=', lead.id).execute(),
      ).toHaveLength(1);
    },
  );
});
