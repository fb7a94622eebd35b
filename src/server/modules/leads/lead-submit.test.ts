import { beforeEach, describe, expect, it } from 'vitest';
import { apiTestWith } from '../../test/api-test.js';
import { addPartner, clearPartners } from '../../test/partner-fixtures.js';
import { json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';
import { anotherHomeowner } from '../../test/sample-quote.js';

const patientPool = apiTestWith({ PG_CONNECT_TIMEOUT_MS: '15000' });

/**
 * Submits arriving together share one transaction; each must come out exactly as if it had
 * been stored alone, one after another, and one that fails must not take the others with it.
 */
describe('submits stored together', () => {
  let t: TestApp;
  patientPool.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
  });
  beforeEach(async () => {
    await clearPartners(t.db, { leads: true });
  });

  const submit = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { ...VALID_QUOTE, county: 'Dublin', ...anotherHomeowner(email) },
      headers,
    });

  it('rotates partners from one lead to the next as if each were stored alone', async () => {
    for (let i = 1; i <= 6; i += 1) {
      await addPartner(t.db, { name: `Dublin ${i}`, counties: ['Dublin'], daily_cap: 100 });
    }
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(`rotate${i}@example.ie`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const rows = await t.db
      .selectFrom('lead_partners')
      .select(['lead_id', 'partner_name'])
      .orderBy('id')
      .execute();
    // Each lead goes to the five with the fewest leads, the one left out first in the next.
    const byLead = new Map<number, string[]>();
    for (const row of rows) {
      byLead.set(Number(row.lead_id), [
        ...(byLead.get(Number(row.lead_id)) ?? []),
        row.partner_name,
      ]);
    }
    const given = new Map<string, number>();
    for (const names of [...byLead.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n)) {
      expect(names).toHaveLength(5);
      const least = Math.min(...[...Array(6).keys()].map((k) => given.get(`Dublin ${k + 1}`) ?? 0));
      const left = [...Array(6).keys()]
        .map((k) => `Dublin ${k + 1}`)
        .filter((name) => !names.includes(name));
      // The partner left out had at least as many leads as every one chosen.
      expect(given.get(left[0]!) ?? 0).toBeGreaterThanOrEqual(least);
      for (const name of names) given.set(name, (given.get(name) ?? 0) + 1);
    }
    expect([...given.values()].sort()).toEqual([10, 10, 10, 10, 10, 10]);
    const messages = await t.db.selectFrom('outbox').select('kind').execute();
    expect(messages).toHaveLength(12 * 7);
  });

  it('answers a key reused within one batch with the first lead, and stores the others', async () => {
    await addPartner(t.db, { name: 'Dublin 1', counties: ['Dublin'], daily_cap: 100 });
    const key = { 'idempotency-key': 'batch-key-1' };
    const responses = await Promise.all([
      submit('same@example.ie', key),
      submit('same@example.ie', key),
      submit('other1@example.ie'),
      submit('other2@example.ie'),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect([...codes].sort()).toEqual([200, 201, 201, 201]);
    expect(json(responses[0]!).id).toBe(json(responses[1]!).id);
    const leads = await t.db.selectFrom('leads').select('email').orderBy('id').execute();
    expect(leads.map((lead) => lead.email).sort()).toEqual([
      'other1@example.ie',
      'other2@example.ie',
      'same@example.ie',
    ]);
    const events = await t.db.selectFrom('lead_events').select('lead_id').execute();
    expect(events).toHaveLength(3);
    const assigned = await t.db.selectFrom('lead_partners').select('lead_id').execute();
    expect(assigned).toHaveLength(3);
  });
});
