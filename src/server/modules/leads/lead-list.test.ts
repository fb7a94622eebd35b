import { describe, expect, it } from 'vitest';
import type { LeadSummary } from '../../../shared/dashboard.js';
import type { Lead } from '../../../shared/lead-schema.js';
import { apiTest } from '../../test/api-test.js';
import { json, type TestApp } from '../../test/test-app.js';
import { insertLeads } from './lead-repository.js';
import { hoursAgo, leadData } from '../../test/lead-test-data.js';

describe('GET /api/quote and /api/quote/summary', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const ids: Record<string, number> = {};

  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    headers = fileAdmin;
    const seeded = [
      leadData({
        first_name: 'Aoife',
        last_name: "O'Brien",
        email: 'aoife@mail.ie',
        mobile_number: '0851111111',
        url_type: '/dublin',
        status: 'new',
        created_at: hoursAgo(2),
      }),
      leadData({
        first_name: 'Brian',
        last_name: 'Kelly',
        email: 'brian@corp.com',
        mobile_number: '0862222222',
        url_type: '/cork',
        status: 'new',
        created_at: hoursAgo(30),
      }),
      leadData({
        first_name: 'Ciara',
        last_name: 'Walsh',
        email: 'ciara_w@mail.ie',
        mobile_number: '0873333333',
        url_type: '/',
        status: 'contacted',
        created_at: hoursAgo(200),
        updated_at: hoursAgo(100),
      }),
      leadData({
        first_name: 'Declan',
        last_name: 'Ryan',
        email: 'declan@mail.ie',
        mobile_number: '0834444444',
        url_type: '/about',
        status: 'quoted',
        created_at: hoursAgo(150),
        updated_at: hoursAgo(10),
      }),
      leadData({
        first_name: 'Eimear',
        last_name: 'Byrne',
        email: 'eimear@50%off.ie',
        mobile_number: '0895555555',
        url_type: '/dublin',
        status: 'converted',
        created_at: hoursAgo(300),
      }),
      leadData({
        first_name: 'Fionn',
        last_name: 'Doyle',
        email: 'fionn@mail.ie',
        mobile_number: '0876666666',
        url_type: '/galway',
        status: 'lost',
        created_at: hoursAgo(400),
      }),
    ];
    const inserted = await insertLeads(t.db, seeded);
    seeded.forEach((lead, index) => (ids[lead.first_name] = inserted[index]!));
  });

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/quote${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return {
      names: json<Lead[]>(response).map((lead) => lead.first_name),
      total: Number(response.headers['x-total-count']),
      leads: json<Lead[]>(response),
    };
  };

  it('lists every lead newest first with the total in X-Total-Count', async () => {
    const { names, total, leads } = await list('');
    expect(names).toEqual(['Aoife', 'Brian', 'Declan', 'Ciara', 'Eimear', 'Fionn']);
    expect(total).toBe(6);
    expect(leads[0]).not.toHaveProperty('client_ip');
    expect(leads[0]).not.toHaveProperty('idempotency_key');
  });

  it('searches first, last and full name, e-mail, mobile and url, ignoring case', async () => {
    expect((await list('?search=aoIFE')).names).toEqual(['Aoife']);
    expect((await list('?search=KELLY')).names).toEqual(['Brian']);
    expect((await list(`?search=${encodeURIComponent('ciara walsh')}`)).names).toEqual(['Ciara']);
    expect((await list(`?search=${encodeURIComponent("aoife o'b")}`)).names).toEqual(['Aoife']);
    expect((await list('?search=CORP.COM')).names).toEqual(['Brian']);
    expect((await list('?search=0834444')).names).toEqual(['Declan']);
    expect((await list('?search=%2Fdublin')).names).toEqual(['Aoife', 'Eimear']);
    expect((await list('?search=nobody')).total).toBe(0);
    // A NUL byte (which PostgreSQL text cannot hold) is dropped, not a server error.
    expect((await list('?search=kel%00ly')).names).toEqual(['Brian']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('?search=50%25')).names).toEqual(['Eimear']);
    expect((await list('?search=%25')).names).toEqual(['Eimear']);
    expect((await list('?search=_w')).names).toEqual(['Ciara']);
  });

  it('filters by status, and treats blank or all as any', async () => {
    expect((await list('?status=new')).names).toEqual(['Aoife', 'Brian']);
    expect((await list('?status=converted')).names).toEqual(['Eimear']);
    expect((await list('?status=all')).total).toBe(6);
    expect((await list('?status=&search=')).total).toBe(6);
    expect((await list('?status=new&search=brian')).names).toEqual(['Brian']);
  });

  it('filters leads waiting for follow-up', async () => {
    // Brian: new for 30 h; Ciara: contacted, untouched for 100 h. Aoife is too fresh, Declan recently updated.
    // The longest waiting first (decision 0812).
    expect((await list('?filter=followup')).names).toEqual(['Ciara', 'Brian']);
    expect((await list('?filter=followup&status=contacted')).names).toEqual(['Ciara']);
  });

  it('pages with limit and offset and keeps the full total', async () => {
    const first = await list('?limit=4');
    const second = await list('?limit=4&offset=4');
    expect(first.names).toEqual(['Aoife', 'Brian', 'Declan', 'Ciara']);
    expect(second.names).toEqual(['Eimear', 'Fionn']);
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    const beyond = await list('?limit=4&offset=10');
    expect(beyond.names).toEqual([]);
    expect(beyond.total).toBe(6);
    expect((await list('?limit=2&offset=2&status=new')).total).toBe(2);
    expect((await list('?limit=1&search=mail.ie')).total).toBe(4);
  });

  it('sorts by each allowed key', async () => {
    expect((await list('?sort=created_at')).names).toEqual([
      'Fionn',
      'Eimear',
      'Ciara',
      'Declan',
      'Brian',
      'Aoife',
    ]);
    expect((await list('?sort=last_name')).names).toEqual([
      'Eimear',
      'Fionn',
      'Brian',
      'Aoife',
      'Declan',
      'Ciara',
    ]);
    expect((await list('?sort=-last_name')).names[0]).toBe('Ciara');
    // Ties break on id in the sort's direction (one index per sort key): Aoife before Brian.
    expect((await list('?sort=status')).names).toEqual([
      'Ciara',
      'Eimear',
      'Fionn',
      'Aoife',
      'Brian',
      'Declan',
    ]);
    expect((await list('?sort=-id')).names[0]).toBe('Fionn');
    expect((await list('?sort=id')).names[0]).toBe('Aoife');
  });

  it('answers 422 for a bad status, sort, filter, limit or offset', async () => {
    for (const [query, field] of [
      ['status=pending', 'status'],
      ['sort=email', 'sort'],
      ['filter=later', 'filter'],
      ['limit=501', 'limit'],
      ['limit=0', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1e300', 'offset'],
      ['offset=2000000000', 'offset'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/quote?${query}`, headers });
      expect(response.statusCode, query).toBe(422);
      expect(json(response).errors, query).toHaveProperty(field);
    }
    // The status filter names what it accepts, like the sort does (not zod's "Invalid input").
    const status = await t.app.inject({ method: 'GET', url: '/api/quote?status=pending', headers });
    expect(json<{ errors: Record<string, string> }>(status).errors.status).toBe(
      'Status must be all or one of: new, contacted, quoted, converted, lost',
    );
  });

  it('summarises every matching lead by status', async () => {
    const summary = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/quote/summary${query}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      return json<LeadSummary>(response);
    };
    expect(await summary('')).toEqual({
      total: 6,
      byStatus: { new: 2, contacted: 1, quoted: 1, converted: 1, lost: 1 },
      conversionRate: 17,
    });
    expect(await summary('?search=dublin')).toEqual({
      total: 2,
      byStatus: { new: 1, contacted: 0, quoted: 0, converted: 1, lost: 0 },
      conversionRate: 50,
    });
    expect((await summary('?filter=followup')).total).toBe(2);
    expect((await summary('?status=lost')).byStatus.lost).toBe(1);
  });
});
