import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import type { Lead } from '../../shared/lead-schema.js';
import { apiTest, type Api } from '../test/api-test.js';
import { leadData } from '../test/lead-test-data.js';
import { json, TEST_DRIVER, type TestApp } from '../test/test-app.js';
import { insertLeads } from '../modules/leads/lead-repository.js';
import * as withoutPositions from './migrations/2026-12-07-0055-search-index-without-positions.js';

/** SQLite's trigram table holds the lead ids of each trigram, not where in the text it sits. */
describe.runIf(TEST_DRIVER === 'sqlite')(
  'migration 0055: the search index without positions',
  () => {
    const names = async (api: Api, term: string) => {
      const found = await api.get(`/api/quote?search=${encodeURIComponent(term)}`);
      expect(found.statusCode, found.body).toBe(200);
      return json<Lead[]>(found)
        .map((lead) => `${lead.first_name} ${lead.last_name}`)
        .sort();
    };
    const searches = async (api: Api) => ({
      fullName: await names(api, 'ciara kelly'),
      surname: await names(api, 'kelly'),
      email: await names(api, 'aoife.12@'),
      mobile: await names(api, '087 555 0199'),
    });
    const tables = async (t: TestApp) =>
      (
        await sql<{ name: string }>`select name from sqlite_master
        where name like 'lead_search%' and type = 'table' order by name`.execute(t.db)
      ).rows.map((row) => row.name);

    apiTest(
      'finds the same leads going down and up, and keeps up with new ones',
      async ({ t, api }) => {
        const [, luciaId, aoifeId] = await insertLeads(t.db, [
          leadData({ first_name: 'Ciara', last_name: 'Kelly', email: 'ck@mail.com' }),
          leadData({ first_name: 'Lucia Tara', last_name: 'Kelly', email: 'lk@mail.com' }),
          leadData({ first_name: 'Aoife', last_name: 'Byrne', email: 'aoife.12@gmail.com' }),
          leadData({ first_name: 'Sean', last_name: 'Walsh', mobile_number: '+353 87 555 0199' }),
        ]);
        const expected = {
          fullName: ['Ciara Kelly'],
          surname: ['Ciara Kelly', 'Lucia Tara Kelly'],
          email: ['Aoife Byrne'],
          mobile: ['Sean Walsh'],
        };
        // The latest schema: no table of text lengths beside the index.
        expect(await tables(t)).not.toContain('lead_search_docsize');
        expect(await searches(api)).toEqual(expected);

        await withoutPositions.down(t.db, 'sqlite');
        expect(await tables(t)).toContain('lead_search_docsize');
        expect(await searches(api)).toEqual(expected);

        await withoutPositions.up(t.db, 'sqlite');
        expect(await tables(t)).not.toContain('lead_search_docsize');
        expect(await searches(api)).toEqual(expected);

        // The triggers of migration 0007 write to the rebuilt table: a new lead, a renamed one
        // and a deleted one are searched as they now are.
        const created = await api.post(
          '/api/quote',
          leadData({ first_name: 'Ciara', last_name: 'Kelly', email: 'ciara.k@mail.ie' }),
        );
        expect(created.statusCode, created.body).toBe(201);
        const renamed = await api.patch(`/api/quote/${aoifeId}`, {
          first_name: 'Grainne',
          email: 'grainne@mail.com',
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        await t.db.deleteFrom('leads').where('id', '=', luciaId!).execute();
        expect(await names(api, 'ciara kelly')).toEqual(['Ciara Kelly', 'Ciara Kelly']);
        expect(await names(api, 'kelly')).toEqual(['Ciara Kelly', 'Ciara Kelly']);
        expect(await names(api, 'aoife.12@')).toEqual([]);
        expect(await names(api, 'grainne')).toEqual(['Grainne Byrne']);
      },
    );
  },
);
