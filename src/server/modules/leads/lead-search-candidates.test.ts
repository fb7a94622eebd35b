import { describe, expect } from 'vitest';
import type { LeadSummary } from '../../../shared/dashboard.js';
import type { Lead } from '../../../shared/lead-schema.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { leadData } from '../../test/lead-test-data.js';
import { json } from '../../test/test-app.js';
import { insertLeads } from './lead-repository.js';

/**
 * On SQLite a search's FTS5 query asks for its trigrams side by side ("ciara kelly": "cia",
 * "ra ", "kel", "lly"), not for the phrase: a lead holding each of them apart is a candidate
 * only, and must not be answered. PostgreSQL answers the same LIKE through pg_trgm.
 */
describe('a search answers the leads that hold the term, not just its trigrams', () => {
  apiTest.beforeAll(async ({ t }) => {
    await insertLeads(t.db, [
      leadData({ first_name: 'Ciara', last_name: 'Kelly', email: 'ck@mail.com' }),
      // "cia" in Lucia, "ra " in Tara, "kel" and "lly" in Kelly: every trigram, no "ciara kelly".
      leadData({ first_name: 'Lucia Tara', last_name: 'Kelly', email: 'lk@mail.com' }),
      // The term's last trigram overlaps the one before it: "kel" and "ell" in "kell".
      leadData({ first_name: 'Ger', last_name: 'Kellett', email: 'gk@mail.com' }),
      leadData({ first_name: 'Ann', last_name: 'Kel Ell', email: 'ak@mail.com' }),
    ]);
  });

  const search = async (api: Api, term: string) => {
    const list = await api.get(`/api/quote?limit=1&search=${encodeURIComponent(term)}`);
    expect(list.statusCode, list.body).toBe(200);
    const summary = await api.get(`/api/quote/summary?search=${encodeURIComponent(term)}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const all = await api.get(`/api/quote?search=${encodeURIComponent(term)}`);
    return {
      names: json<Lead[]>(all).map((lead) => `${lead.first_name} ${lead.last_name}`),
      listed: list.headers['x-total-count'],
      summarised: json<LeadSummary>(summary).total,
    };
  };

  apiTest(
    'a full name finds that person, not one whose fields hold its trigrams',
    async ({ api }) => {
      expect(await search(api, 'ciara kelly')).toEqual({
        names: ['Ciara Kelly'],
        listed: '1',
        summarised: 1,
      });
      expect(await search(api, 'Ciara Kelly')).toMatchObject({ names: ['Ciara Kelly'] });
    },
  );

  apiTest('a term of four characters needs all four in a row', async ({ api }) => {
    expect((await search(api, 'kell')).names.sort()).toEqual([
      'Ciara Kelly',
      'Ger Kellett',
      'Lucia Tara Kelly',
    ]);
    expect(await search(api, 'kellet')).toMatchObject({ names: ['Ger Kellett'], summarised: 1 });
  });

  apiTest('quotes and FTS5 words in a term are plain text', async ({ api }) => {
    expect(await search(api, 'kel" AND "ell')).toMatchObject({ names: [], summarised: 0 });
    expect(await search(api, 'ara OR kel')).toMatchObject({ names: [], summarised: 0 });
  });
});
