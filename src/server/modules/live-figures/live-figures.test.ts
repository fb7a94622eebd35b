import { describe, expect } from 'vitest';
import type { LiveValues } from '../../../shared/live-figures.js';
import { apiTest } from '../../test/api-test.js';
import { addLeadRow, addPartner, clearPartners } from '../../test/partner-fixtures.js';
import { anotherHomeowner, VALID_QUOTE } from '../../test/sample-quote.js';
import type { TestApp } from '../../test/test-app.js';
import { json } from '../../test/test-app.js';
import { computeLiveValues, irishYearStart } from './live-figures-repository.js';
import { LiveFigures } from './live-figures.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** An answer of `partnerId` to a new lead: sent `ago` before now, answered `after` later. */
async function answered(
  t: TestApp,
  partnerId: number,
  {
    ago,
    after,
    response = 'accepted',
    leadId,
  }: {
    ago: number;
    after: number;
    response?: string;
    leadId?: number;
  },
) {
  const lead = leadId ?? (await addLeadRow(t.db, 'Leitrim')).id;
  const assigned = Date.now() - ago;
  await t.db
    .insertInto('lead_partners')
    .values({
      lead_id: lead,
      partner_id: partnerId,
      partner_name: 'Boundary Glass',
      method: 'auto',
      assigned_by: null,
      assigned_at: new Date(assigned).toISOString(),
      response,
      responded_at: new Date(assigned + after).toISOString(),
    })
    .execute();
  return lead;
}

describe('live figures (decision 0924)', () => {
  apiTest('the Irish year starts at midnight on 1 January, Dublin time', () => {
    expect(irishYearStart(new Date('2026-11-28T04:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    // 00:30 on 1 January in Dublin is already the new year (GMT in winter).
    expect(irishYearStart(new Date('2027-01-01T00:30:00Z'))).toBe('2027-01-01T00:00:00.000Z');
    expect(irishYearStart(new Date('2026-12-31T23:59:00Z'))).toBe('2026-01-01T00:00:00.000Z');
  });

  apiTest('homeowners this year counts this Irish year’s requests only', async ({ t, api }) => {
    const before = await computeLiveValues(t.db);
    for (let k = 0; k < 3; k += 1) {
      const response = await api.post(
        '/api/quote',
        { ...VALID_QUOTE, ...anotherHomeowner() },
        { as: 'anonymous' },
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    // A request of last year is not this year's.
    const lastYear = `${Number(irishYearStart(new Date()).slice(0, 4)) - 1}-12-31T23:00:00.000Z`;
    const old = await addLeadRow(t.db, 'Galway');
    await t.db
      .updateTable('leads')
      .set({ created_at: lastYear })
      .where('id', '=', old.id)
      .execute();
    const after = await computeLiveValues(t.db);
    // addLeadRow's insert counted first under today, then moved: compare with a recount.
    const recount = await t.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('created_at', '>=', irishYearStart(new Date()))
      .executeTakeFirstOrThrow();
    expect(after.homeowners_this_year).toBe(Number(recount.n));
    expect(after.homeowners_this_year! - before.homeowners_this_year!).toBe(3);
  });

  apiTest(
    'median minutes to accept: the quickest installer per lead, last 30 days, accepted only',
    async ({ t, api }) => {
      await clearPartners(t.db);
      const active = await addPartner(t.db, { counties: ['Leitrim'] });
      const other = await addPartner(t.db, { counties: ['Leitrim'] });
      await addPartner(t.db, { counties: ['Leitrim'], is_active: false });
      expect((await computeLiveValues(t.db)).median_minutes_to_accept).toBeNull();

      // Lead 1: two installers accept after 30 and 10 minutes: the lead counts 10.
      const first = await answered(t, active, { ago: DAY, after: 30 * MINUTE });
      await answered(t, other, { ago: DAY, after: 10 * MINUTE, leadId: first });
      await answered(t, active, { ago: 2 * DAY, after: 20 * MINUTE });
      await answered(t, active, { ago: 3 * DAY, after: 50 * MINUTE });
      // Not counted: a decline, and an acceptance older than 30 days.
      await answered(t, active, { ago: DAY, after: 1 * MINUTE, response: 'declined' });
      await answered(t, active, { ago: 40 * DAY, after: 2 * MINUTE });

      let values = await computeLiveValues(t.db);
      expect(values).toMatchObject({ median_minutes_to_accept: 20, active_installers: 2 });
      // An even count takes the middle two: 10, 20, 40, 50 -> 30.
      await answered(t, other, { ago: DAY, after: 40 * MINUTE });
      values = await computeLiveValues(t.db);
      expect(values.median_minutes_to_accept).toBe(30);

      // The public read serves what was last computed, from memory.
      await t.app.liveFigures.refresh();
      const response = await api.get('/api/live-figures', { as: 'anonymous' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(json<LiveValues>(response)).toMatchObject({
        median_minutes_to_accept: 30,
        active_installers: 2,
      });
    },
  );

  apiTest('a page read never waits: stale values recompute in the background', async ({ t }) => {
    const figures = new LiveFigures(t.db, t.app.log, 60_000);
    const first = figures.current();
    expect(first.computed_at).toBeNull();
    const done = await figures.refresh();
    expect(done.computed_at).not.toBeNull();
    // Fresh: the same snapshot, no recomputation started.
    expect(figures.current()).toBe(done);
    await figures.settle();
  });

  apiTest('the submit answers how many installers have the request', async ({ t, api }) => {
    await clearPartners(t.db);
    await addPartner(t.db, { counties: ['Galway'] });
    await addPartner(t.db, { counties: ['Galway'] });
    await addPartner(t.db, { counties: ['Cork'] });
    const sent = await api.post(
      '/api/quote',
      { ...VALID_QUOTE, ...anotherHomeowner() },
      { as: 'anonymous' },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json<{ partners_matched: number }>(sent).partners_matched).toBe(2);

    // Held for its county: no installer has it yet.
    const { county: _county, eircode: _eircode, ...noCounty } = VALID_QUOTE;
    const held = await api.post(
      '/api/quote',
      { ...noCounty, ...anotherHomeowner(), eircode: '', property_address: '1 Main Street' },
      { as: 'anonymous' },
    );
    expect(held.statusCode, held.body).toBe(201);
    expect(json<{ partners_matched: number }>(held).partners_matched).toBe(0);
  });
});
