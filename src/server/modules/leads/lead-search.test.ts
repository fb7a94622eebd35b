import { describe, expect, it } from 'vitest';
import type { LeadSummary } from '../../../shared/dashboard.js';
import type { Lead } from '../../../shared/lead-schema.js';
import { apiTest } from '../../test/api-test.js';
import { json, type TestApp } from '../../test/test-app.js';
import { insertLeads } from './lead-repository.js';
import { leadData } from '../../test/lead-test-data.js';

/** Search finds people as staff type them, on both databases. */
describe('lead search', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    headers = fileAdmin;
    await insertLeads(t.db, [
      leadData({
        first_name: 'Seán',
        last_name: 'Ó Briain',
        email: 'sean.obriain@eir.ie',
        mobile_number: '087 123 4567',
        eircode: 'D02 X285',
        county: 'Dublin',
      }),
      leadData({
        first_name: 'Nuala',
        last_name: 'Ní Dhomhnaill',
        email: 'nuala@example.ie',
        mobile_number: '+353 86 765 4321',
        eircode: 'A65 F4E2',
        county: 'Kerry',
      }),
      leadData({
        first_name: 'Paul',
        last_name: 'Hayes',
        email: 'paul.h@corp.ie',
        mobile_number: '0851112223',
        county: 'Cork',
      }),
    ]);
  });

  const names = async (search: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/quote?search=${encodeURIComponent(search)}`,
      headers,
    });
    expect(response.statusCode, `${search}: ${response.body}`).toBe(200);
    return json<Lead[]>(response).map((lead) => lead.last_name);
  };

  it('folds accents and case both ways', async () => {
    expect(await names('o briain')).toEqual(['Ó Briain']);
    expect(await names('NI DHOMHNAILL')).toEqual(['Ní Dhomhnaill']);
    expect(await names('Ní Dhomhnaill')).toEqual(['Ní Dhomhnaill']);
    expect(await names('sean ó')).toEqual(['Ó Briain']);
  });

  it('matches phone numbers on their national digits', async () => {
    for (const typed of ['+353 87 123 4567', '00353871234567', '0871234567', '087 123-4567']) {
      expect(await names(typed), typed).toEqual(['Ó Briain']);
    }
    expect(await names('086 765 4321')).toEqual(['Ní Dhomhnaill']);
    expect(await names('+353867654321')).toEqual(['Ní Dhomhnaill']);
  });

  it('matches Eircodes with or without the space, and e-mail fragments', async () => {
    expect(await names('d02x285')).toEqual(['Ó Briain']);
    expect(await names('D02 X285')).toEqual(['Ó Briain']);
    expect(await names('a65f4')).toEqual(['Ní Dhomhnaill']);
    expect(await names('obriain@eir')).toEqual(['Ó Briain']);
    expect(await names('CORP.IE')).toEqual(['Hayes']);
  });

  it('answers short searches with a scan, and never errors on odd input', async () => {
    expect(await names('ay')).toEqual(['Hayes']);
    for (const odd of ['"a" OR b*', 'NEAR(a b)', "'; drop table leads; --", '"', '*', '\\', 'é']) {
      expect(Array.isArray(await names(odd)), odd).toBe(true);
    }
    expect(await names('"paul')).toEqual([]);
    expect(await names('a\u0000yes')).toEqual(['Hayes']); // NUL is dropped
  });

  it('counts and summarises a search from the same index', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/quote/summary?search=${encodeURIComponent('ie')}`,
      headers,
    });
    expect(json<LeadSummary>(response).total).toBe(3);
    const limited = await t.app.inject({
      method: 'GET',
      url: `/api/quote?limit=1&search=${encodeURIComponent('.ie')}`,
      headers,
    });
    expect(limited.headers['x-total-count']).toBe('3');
  });
});
