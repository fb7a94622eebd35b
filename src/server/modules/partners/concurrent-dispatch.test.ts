import { beforeEach, describe, expect, it } from 'vitest';
import { addPartner, clearPartners } from '../../test/partner-fixtures.js';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/connection.js';
import { apiTestWith } from '../../test/api-test.js';
import { TEST_DRIVER, VALID_QUOTE, type TestApp } from '../../test/test-app.js';
import { anotherHomeowner } from '../../test/sample-quote.js';

const SUBMITS = 50;

// 50 submits share the pool's 10 connections. On a busy machine a wait for one can pass
// the 2 s default and answer 503 for load alone; a deadlock still shows as a 5xx.
const patientPool = apiTestWith({ PG_CONNECT_TIMEOUT_MS: '15000' });

/**
 * Many homeowners in one county at once: on PostgreSQL each submit locks the county's
 * partners, so concurrent submits neither deadlock (no 5xx) nor overrun a daily cap.
 */
describe('concurrent submits for one county', () => {
  let t: TestApp;
  patientPool.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
  });
  beforeEach(async () => {
    await clearPartners(t.db, { leads: true });
  });

  async function submitAll(apps = [t.app]): Promise<number[]> {
    const responses = await Promise.all(
      Array.from({ length: SUBMITS }, (_, i) =>
        apps[i % apps.length]!.inject({
          method: 'POST',
          url: '/api/quote',
          payload: { ...VALID_QUOTE, county: 'Dublin', ...anotherHomeowner(`home${i}@example.ie`) },
        }),
      ),
    );
    return responses.map((response) => response.statusCode);
  }

  async function leadsPerPartner(): Promise<number[]> {
    const rows = await t.db
      .selectFrom('lead_partners')
      .select(['partner_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('partner_id')
      .orderBy('partner_id')
      .execute();
    return rows.map((row) => Number(row.n));
  }

  it('answers every one 201 and spreads the leads evenly over six partners', async () => {
    for (let i = 1; i <= 6; i += 1) {
      await addPartner(t.db, { name: `Dublin ${i}`, counties: ['Dublin'], daily_cap: 100 });
    }
    const statuses = await submitAll();
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    const counts = await leadsPerPartner();
    // 50 leads x 5 partners each = 250 assignments over 6 partners: 41 or 42 each.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(SUBMITS * 5);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    const perLead = await t.db
      .selectFrom('lead_partners')
      .select(['lead_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('lead_id')
      .execute();
    expect(perLead.every((row) => Number(row.n) === 5)).toBe(true);
  });

  it('never gives a partner more than its daily cap, however many submit at once', async () => {
    for (let i = 1; i <= 6; i += 1) {
      await addPartner(t.db, { name: `Capped ${i}`, counties: ['Dublin'], daily_cap: 20 });
    }
    const statuses = await submitAll();
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    // 250 wanted, 6 x 20 = 120 places: every partner full, none over.
    expect(await leadsPerPartner()).toEqual([20, 20, 20, 20, 20, 20]);
  });

  // Two servers' batches run at the same moment; each reads the partners' loads only once
  // it holds their locks, so it sees what the other committed.
  it.skipIf(TEST_DRIVER !== 'postgres')(
    'never gives a partner more than its daily cap when two servers share the database',
    async () => {
      for (let i = 1; i <= 6; i += 1) {
        await addPartner(t.db, { name: `Shared ${i}`, counties: ['Dublin'], daily_cap: 20 });
      }
      const db = createDb(t.config.database, t.config.pool);
      const second = await buildApp({ config: t.config, db });
      try {
        const statuses = await submitAll([t.app, second]);
        expect(statuses.filter((status) => status !== 201)).toEqual([]);
      } finally {
        await second.close();
        await db.destroy();
      }
      expect(await leadsPerPartner()).toEqual([20, 20, 20, 20, 20, 20]);
    },
  );
});
