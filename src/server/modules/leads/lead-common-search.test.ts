import { describe, expect, it } from 'vitest';
import type { LeadSummary } from '../../../shared/dashboard.js';
import { apiTest } from '../../test/api-test.js';
import { type TestApp } from '../../test/test-app.js';
import { hoursAgo, leadData } from '../../test/lead-test-data.js';
import { countSearch, SEARCH_COUNT_CAP } from './lead-counts-repository.js';
import { insertLeads, listLeads } from './lead-repository.js';

const COMMON = SEARCH_COUNT_CAP + 150;

/** A search matching thousands of leads pages by walking the sort's index, with the same answer. */
describe('a search that matches many leads', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  apiTest.beforeAll(async ({ t: fileApp, admin }) => {
    t = fileApp;
    headers = admin;
    await insertLeads(
      t.db,
      Array.from({ length: COMMON + 300 }, (_, i) =>
        leadData({
          first_name: i % 7 === 0 ? 'Áine' : 'Aine',
          last_name: i < COMMON ? `Ó Briain ${i % 37}` : `Murphy ${i}`,
          email: `lead${i}@example.ie`,
          status: (['new', 'contacted', 'quoted'] as const)[i % 3],
          created_at: hoursAgo(i % 500, new Date(Date.UTC(2026, 10, 1))),
        }),
      ),
    );
  });

  const sorts = ['-created_at', 'created_at', 'last_name', '-status', 'id'] as const;

  it('finds the same page walking the sort index as through the search index', async () => {
    for (const sort of sorts) {
      for (const offset of [0, 40, COMMON - 10]) {
        const page = { sort, limit: 25, offset };
        const filters = { search: 'o briain' };
        const walked = await listLeads(t.db, filters, page, new Date(), { walk: true });
        const indexed = await listLeads(t.db, filters, page, new Date(), { walk: false });
        expect(
          walked.map((row) => row.id),
          `${sort} at ${offset}`,
        ).toEqual(indexed.map((row) => row.id));
      }
    }
    const withStatus = { search: 'o briain', status: 'quoted' as const };
    expect(await listLeads(t.db, withStatus, {}, new Date(), { walk: true })).toEqual(
      await listLeads(t.db, withStatus),
    );
  });

  it('answers the list with its capped total and the summary of the same search', async () => {
    const response = await t.app.inject({
      url: '/api/quote?search=%C3%B3%20briain&limit=25&sort=-created_at',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(response.headers['x-total-count-capped']).toBe('true');
    const rows = response.json() as { last_name: string; created_at: string }[];
    expect(rows).toHaveLength(25);
    expect(rows.every((row) => row.last_name.startsWith('Ó Briain'))).toBe(true);
    const created = rows.map((row) => row.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const summary = await t.app.inject({ url: '/api/quote/summary?search=o%20briain', headers });
    expect(summary.json()).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
  });

  it('counts a narrower search exactly, with the same filters as the list', async () => {
    // "o briain 1" matches the surnames Ó Briain 1 and 10 to 19: well under the cap.
    const matching = (i: number) => i < COMMON && String(i % 37).startsWith('1');
    const all = Array.from({ length: COMMON }, (_, i) => i);
    const expected = all.filter(matching).length;
    const response = await t.app.inject({
      url: '/api/quote?search=o%20briain%201&limit=25',
      headers,
    });
    expect(response.headers['x-total-count']).toBe(String(expected));
    expect(response.headers['x-total-count-capped']).toBeUndefined();
    const summary = await t.app.inject({
      url: '/api/quote/summary?search=o%20briain%201&status=quoted',
      headers,
    });
    const quoted = all.filter((i) => matching(i) && i % 3 === 2).length;
    expect(summary.json()).toMatchObject({ total: quoted, byStatus: { quoted } });
    expect((summary.json() as LeadSummary).capped).toBeUndefined();
  });

  it('sorts a narrower search’s page from the ids its count kept, searching once', async () => {
    const now = new Date();
    const capped = await countSearch(t.db, { search: 'o briain' }, now);
    expect(capped).toMatchObject({ summary: { capped: true }, ids: null });
    const statements: string[] = [];
    const watched = t.db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(t.db.getExecutor().compileQuery(node, { queryId: 'page' }).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    for (const filters of [
      { search: 'o briain 1' },
      { search: 'o briain 1', followUp: true },
      { search: 'o briain 1', status: 'quoted' as const },
    ]) {
      const counted = await countSearch(t.db, filters, now);
      expect(counted.ids).toHaveLength(counted.summary.total);
      for (const page of [{}, { sort: 'last_name' as const, limit: 25, offset: 30 }]) {
        statements.length = 0;
        const sorted = await listLeads(watched, filters, page, now, { matched: counted.ids! });
        expect(statements.some((text) => /like|match/i.test(text))).toBe(false);
        expect(sorted.map((row) => row.id)).toEqual(
          (await listLeads(t.db, filters, page, now)).map((row) => row.id),
        );
      }
    }
    expect(await listLeads(t.db, { search: 'o briain 1' }, {}, now, { matched: [] })).toEqual([]);
  });
});
