import { describe, expect } from 'vitest';
import { inTransaction, nowIso } from '../../db/connection.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { addPartner } from '../../test/partner-fixtures.js';
import { anotherHomeowner } from '../../test/sample-quote.js';
import { json, VALID_QUOTE } from '../../test/test-app.js';
import { findLeadForMessage } from '../leads/lead-repository.js';
import { offerToNextPartners } from './lead-dispatch.js';
import { findPartner, listLeadAssignments } from './partner-repository.js';

describe('offering a lead to the next partner in the rotation', () => {
  apiTest.beforeEach(async ({ reset }) => reset('leads', 'partners'));

  const kerryLead = async (api: Api) => {
    const response = await api.post(
      '/api/quote',
      { ...VALID_QUOTE, ...anotherHomeowner(), county: 'Kerry', eircode: 'V92 X285' },
      { as: 'anonymous' },
    );
    expect(response.statusCode, response.body).toBe(201);
    return json<{ id: number }>(response).id;
  };

  apiTest(
    'replaces a released partner with one it never went to, and the released one leaves the cap',
    async ({ t, api }) => {
      const ids: number[] = [];
      for (let k = 0; k < 6; k += 1) {
        ids.push(await addPartner(t.db, { name: `Kerry ${k}`, counties: ['Kerry'] }));
      }
      const leadId = await kerryLead(api);
      const first = await listLeadAssignments(t.db, leadId);
      expect(first).toHaveLength(5);
      const waiting = ids.find((id) => !first.some((row) => Number(row.partner_id) === id))!;
      const released = Number(first[0]!.partner_id);
      expect(Number((await findPartner(t.db, released))!.leads_today)).toBe(1);

      await t.db
        .updateTable('lead_partners')
        .set({ released_at: nowIso(), release_reason: 'expired' })
        .where('id', '=', first[0]!.id)
        .execute();
      const lead = (await findLeadForMessage(t.db, leadId))!;
      const offered = await inTransaction(t.db, (trx) => offerToNextPartners(trx, lead));
      expect(offered.map((partner) => Number(partner.id))).toEqual([waiting]);
      expect(Number((await findPartner(t.db, released))!.leads_today)).toBe(0);
      const email = await t.db
        .selectFrom('outbox')
        .select('recipient')
        .where('dedupe_key', '=', `lead:${leadId}:partner:${waiting}`)
        .executeTakeFirst();
      expect(email).toBeDefined();

      // Holding 5 again: nobody more; after a second release, nobody is left who never had it.
      expect(await inTransaction(t.db, (trx) => offerToNextPartners(trx, lead))).toEqual([]);
      await t.db
        .updateTable('lead_partners')
        .set({ released_at: nowIso(), release_reason: 'credited' })
        .where('id', '=', first[1]!.id)
        .execute();
      expect(await inTransaction(t.db, (trx) => offerToNextPartners(trx, lead))).toEqual([]);
      expect(await listLeadAssignments(t.db, leadId)).toHaveLength(6);
    },
  );
});
