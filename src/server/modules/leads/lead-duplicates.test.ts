import { CompiledQuery, sql } from 'kysely';
import { describe, expect } from 'vitest';
import { addPartner } from '../../test/partner-fixtures.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { json, TEST_DRIVER, VALID_QUOTE } from '../../test/test-app.js';
import { homeownerKeys, sameHomeownerQuery } from './lead-duplicate-repository.js';
import { insertLead } from './lead-repository.js';
import { storeNewLeads } from './lead-submit.js';

interface LeadBody {
  id: number;
  duplicate_of: number | null;
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A homeowner nobody else in this file is: own e-mail, mobile and Eircode. */
function person(n: number, overrides: Partial<typeof VALID_QUOTE> = {}) {
  return {
    ...VALID_QUOTE,
    first_name: 'Róisín',
    last_name: `Ní Bhriain${n}`,
    email: `homeowner${n}@example.ie`,
    mobile_number: `087 ${String(100 + n).padStart(3, '0')} ${String(1000 + n)}`,
    eircode: `H91 A${String(100 + n).slice(-3)}`,
    ...overrides,
  };
}

describe('possible duplicates', () => {
  apiTest.beforeEach(async ({ reset }) => reset('leads', 'partners'));

  const submit = async (api: Api, payload: object) => {
    const response = await api.post('/api/quote', payload, { as: 'anonymous' });
    expect(response.statusCode, response.body).toBe(201);
    return json<LeadBody>(response);
  };

  apiTest(
    'flags a request with the same mobile, in any form, as a duplicate of the first',
    async ({ api }) => {
      const first = await submit(api, person(1));
      expect(first.duplicate_of).toBeNull();
      const again = await submit(
        api,
        person(2, { mobile_number: '+353 87 101 1001', first_name: 'Rosie' }),
      );
      expect(again.duplicate_of).toBe(first.id);
    },
  );

  apiTest('flags the same e-mail, whatever its case', async ({ api }) => {
    const first = await submit(api, person(3));
    const again = await submit(api, person(4, { email: 'HomeOwner3@Example.ie' }));
    expect(again.duplicate_of).toBe(first.id);
  });

  apiTest(
    'flags the same Eircode and surname, with or without space and accent',
    async ({ api }) => {
      const first = await submit(api, person(5, { last_name: 'Ó Briain', eircode: 'D02 X285' }));
      const again = await submit(api, person(6, { last_name: "O'Briain", eircode: 'D02X285' }));
      expect(again.duplicate_of).toBe(first.id);
    },
  );

  apiTest(
    'does not flag a different person: same surname elsewhere, or a neighbour at the same Eircode',
    async ({ api }) => {
      await submit(api, person(7, { last_name: 'Kelly', eircode: 'D02 X285' }));
      const sameName = await submit(api, person(8, { last_name: 'Kelly', eircode: 'T12 F4E2' }));
      const neighbour = await submit(api, person(9, { last_name: 'Walsh', eircode: 'D02 X285' }));
      expect(sameName.duplicate_of).toBeNull();
      expect(neighbour.duplicate_of).toBeNull();
    },
  );

  apiTest('looks back 90 days and names the earliest match', async ({ t, api }) => {
    await insertLead(t.db, { ...person(10), created_at: daysAgo(91) });
    const recent = await insertLead(t.db, {
      ...person(11, { email: 'homeowner10@example.ie' }),
      created_at: daysAgo(89),
    });
    const later = await insertLead(t.db, {
      ...person(12, { email: 'homeowner10@example.ie' }),
      created_at: daysAgo(30),
    });
    const again = await submit(api, person(13, { email: 'homeowner10@example.ie' }));
    expect(again.duplicate_of).toBe(Number(recent.id));
    expect(again.duplicate_of).not.toBe(Number(later.id));

    await insertLead(t.db, { ...person(14), created_at: daysAgo(91) });
    const outside = await submit(api, person(15, { email: 'homeowner14@example.ie' }));
    expect(outside.duplicate_of).toBeNull();
  });

  apiTest(
    'does not pass the homeowner again to a partner that already has them',
    async ({ t, api }) => {
      const first = await addPartner(t.db, { name: 'Galway First', counties: ['Galway'] });
      const lead = await submit(api, person(20));
      const second = await addPartner(t.db, { name: 'Galway Second', counties: ['Galway'] });
      const again = await submit(api, person(21, { email: 'homeowner20@example.ie' }));
      expect(again.duplicate_of).toBe(lead.id);
      const partnersOf = async (id: number) =>
        (
          await t.db
            .selectFrom('lead_partners')
            .select('partner_id')
            .where('lead_id', '=', id)
            .execute()
        ).map((row) => Number(row.partner_id));
      expect(await partnersOf(lead.id)).toEqual([first]);
      expect(await partnersOf(again.id)).toEqual([second]);
      // Only one partner e-mail per partner for this homeowner.
      const partnerMails = await t.db
        .selectFrom('outbox')
        .select('recipient')
        .where('kind', '=', 'partner_email')
        .where('lead_id', 'in', [lead.id, again.id])
        .execute();
      expect(partnerMails).toHaveLength(2);
    },
  );

  apiTest(
    'two requests of one homeowner in one batch: the second is a duplicate and shares no partner',
    async ({ t }) => {
      await addPartner(t.db, { name: 'Only One', counties: ['Galway'] });
      const [a, b] = await storeNewLeads(t.db, [
        { ...person(30), consent_at: daysAgo(0), dispatched_at: daysAgo(0) },
        {
          ...person(31, { mobile_number: person(30).mobile_number }),
          consent_at: daysAgo(0),
          dispatched_at: daysAgo(0),
        },
      ]);
      expect(b!.duplicate_of).toBe(Number(a!.id));
      const rows = await t.db
        .selectFrom('lead_partners')
        .select('lead_id')
        .where('lead_id', 'in', [Number(a!.id), Number(b!.id)])
        .execute();
      expect(rows.map((row) => Number(row.lead_id))).toEqual([Number(a!.id)]);
      const stored = await t.db
        .selectFrom('leads')
        .select('duplicate_of')
        .where('id', '=', Number(b!.id))
        .executeTakeFirstOrThrow();
      expect(Number(stored.duplicate_of)).toBe(Number(a!.id));
    },
  );

  apiTest(
    'a held duplicate passed on later skips the partners that have the homeowner',
    async ({ t, api }) => {
      const galway = await addPartner(t.db, { name: 'Galway Held', counties: ['Galway'] });
      const { consent: _consent, ...withoutConsent } = person(40);
      const held = await submit(api, withoutConsent);
      const sent = await submit(api, person(41, { email: 'homeowner40@example.ie' }));
      expect(sent.duplicate_of).toBe(held.id);
      const confirmed = await api.post(`/api/quote/${held.id}/consent`, {});
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const rows = await t.db
        .selectFrom('lead_partners')
        .select(['lead_id', 'partner_id'])
        .where('partner_id', '=', galway)
        .execute();
      expect(rows.map((row) => Number(row.lead_id))).toEqual([sent.id]);
    },
  );

  apiTest('lists and counts the possible duplicates (filter=duplicate)', async ({ api }) => {
    await submit(api, person(50));
    const dup = await submit(api, person(51, { email: 'homeowner50@example.ie' }));
    await submit(api, person(52));
    const list = await api.get('/api/quote?filter=duplicate');
    expect(list.statusCode, list.body).toBe(200);
    expect(json<LeadBody[]>(list).map((lead) => lead.id)).toEqual([dup.id]);
    expect(list.headers['x-total-count']).toBe('1');
    const summary = await api.get('/api/quote/summary?filter=duplicate');
    expect(json<{ total: number }>(summary).total).toBe(1);
  });
});

describe.skipIf(TEST_DRIVER !== 'sqlite')('the duplicate lookup on SQLite', () => {
  apiTest(
    'seeks the key indexes, even with statistics that favour created_at, and without an Eircode',
    async ({ t }) => {
      const since = daysAgo(90);
      for (let n = 0; n < 40; n += 1) {
        await insertLead(t.db, { ...person(500 + n), eircode: '', created_at: daysAgo(n) });
      }
      await sql`analyze`.execute(t.db);
      const query = sameHomeownerQuery(
        t.db,
        [homeownerKeys({ ...person(501), eircode: '', mobile_number: '0871234567' })],
        since,
      );
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toContain('leads_mobile_key_idx');
      expect(details).toContain('leads_email_idx');
      expect(details).not.toMatch(/SCAN l\b|created_at/);
    },
  );
});
