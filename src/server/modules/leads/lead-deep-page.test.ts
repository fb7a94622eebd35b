import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { LeadStatus } from '../../../shared/lead-status.js';
import { apiTest } from '../../test/api-test.js';
import { json, type TestApp } from '../../test/test-app.js';
import { leadData } from '../../test/lead-test-data.js';
import { DAY_SKIP_OFFSET, skipWholeDays } from './lead-deep-page-repository.js';
import { insertLeads, listLeads } from './lead-repository.js';

const LEADS = DAY_SKIP_OFFSET + 700;
const START = Date.UTC(2026, 8, 1);
const MINUTE = 60_000;

/**
 * Deep pages by creation time skip whole days by the daily counters: the same leads as
 * stepping over every one of them, newest or oldest first, with or without a status.
 */
describe('a deep page by creation time', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  apiTest.beforeAll(async ({ t: fileApp, admin }) => {
    t = fileApp;
    headers = admin;
    await insertLeads(
      t.db,
      Array.from({ length: LEADS }, (_, i) => {
        // About 300 a day; every 50th lead at exactly midnight UTC, and pairs sharing a time.
        const at =
          i % 50 === 0 ? START + Math.floor(i / 300) * 1440 * MINUTE : START + i * 4.8 * MINUTE;
        const created_at = new Date(at - (at % (i % 2 === 0 ? 1 : 2))).toISOString();
        const status: LeadStatus = i % 40 === 0 ? 'quoted' : 'new';
        return leadData({
          email: `deep${i}@example.ie`,
          created_at,
          updated_at: created_at,
          status,
        });
      }),
    );
  });

  /** The page as a plain offset reads it, stepping over every lead. */
  const stepped = async (
    status: LeadStatus | undefined,
    direction: 'asc' | 'desc',
    offset: number,
  ) => {
    const order = sql.raw(direction);
    const { rows } = await sql<{ id: number }>`
      select id from leads ${status ? sql`where status = ${status}` : sql``}
      order by created_at ${order}, id ${order} limit 25 offset ${offset}`.execute(t.db);
    return rows.map((row) => Number(row.id));
  };

  it('finds the same leads as stepping over each one, either way, with or without a status', async () => {
    const cases = [
      { status: undefined, offsets: [DAY_SKIP_OFFSET, DAY_SKIP_OFFSET + 313, LEADS - 10] },
      { status: 'new' as const, offsets: [DAY_SKIP_OFFSET, DAY_SKIP_OFFSET + 150] },
    ];
    for (const { status, offsets } of cases) {
      for (const direction of ['desc', 'asc'] as const) {
        for (const offset of offsets) {
          const label = JSON.stringify({ status, direction, offset });
          const skip = await skipWholeDays(t.db, { status }, direction, offset);
          expect(skip, label).not.toBeNull();
          expect(skip!.offset, label).toBeLessThan(400);
          const page = {
            sort: direction === 'desc' ? '-created_at' : 'created_at',
            limit: 25,
            offset,
          } as const;
          const ids = (await listLeads(t.db, { status }, page)).map((row) => Number(row.id));
          expect(ids, label).toEqual(await stepped(status, direction, offset));
          expect(ids.length, label).toBe(offset + 25 <= LEADS ? 25 : LEADS - offset);
        }
      }
    }
  });

  it('steps over each lead when another filter applies or the offset is shallow', async () => {
    expect(
      await skipWholeDays(t.db, { status: 'new', followUp: false }, 'desc', DAY_SKIP_OFFSET),
    ).not.toBeNull();
    expect(await skipWholeDays(t.db, { needsCounty: true }, 'desc', DAY_SKIP_OFFSET)).toBeNull();
    expect(await skipWholeDays(t.db, { lostReason: '' }, 'desc', DAY_SKIP_OFFSET)).toBeNull();
    expect(await skipWholeDays(t.db, {}, 'desc', DAY_SKIP_OFFSET - 1)).toBeNull();
    // Past the last lead: the plain page, empty.
    expect(await skipWholeDays(t.db, {}, 'asc', LEADS)).toBeNull();
    expect(await listLeads(t.db, {}, { sort: 'created_at', limit: 25, offset: LEADS })).toEqual([]);
  });

  it('answers the list route with the same page', async () => {
    const offset = DAY_SKIP_OFFSET + 42;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/quote?limit=25&offset=${offset}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const ids = json<{ id: number }[]>(response).map((lead) => Number(lead.id));
    expect(ids).toEqual(await stepped(undefined, 'desc', offset));
  });
});
