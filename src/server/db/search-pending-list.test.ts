import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { apiTest } from '../test/api-test.js';
import { leadData } from '../test/lead-test-data.js';
import { TEST_DRIVER } from '../test/test-app.js';
import { insertLeads } from '../modules/leads/lead-repository.js';
import * as searchPendingList from './migrations/2026-12-05-0053-search-pending-list.js';

interface PlanNode {
  'Node Type': string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

const find = (node: PlanNode, type: string): PlanNode | undefined =>
  node['Node Type'] === type ? node : node.Plans?.map((n) => find(n, type)).find(Boolean);

/**
 * New leads wait in the trigram index's pending list, which every search reads in full: at
 * most PENDING_KB of it, not PostgreSQL's default 4 MB (about 3,500 leads).
 */
describe.runIf(TEST_DRIVER === 'postgres')('the trigram index’s pending list', () => {
  apiTest('stays small however many leads arrive, and every lead is found', async ({ t }) => {
    const { rows } = await sql<{ options: string[] | null }>`select reloptions as options
      from pg_class where relname = 'leads_search_trgm_idx'
      and relnamespace = current_schema()::regnamespace`.execute(t.db);
    expect(rows[0]?.options).toContain(`gin_pending_list_limit=${searchPendingList.PENDING_KB}`);

    // A batch at a time, as submits arrive: about 2.5 MB of pending entries in all.
    for (let batch = 0; batch < 60; batch += 1) {
      await insertLeads(
        t.db,
        Array.from({ length: 25 }, (_, i) =>
          leadData({
            first_name: `Pending${batch}x${i}`,
            last_name: `Ó Súilleabháin-${batch * 25 + i}`,
            email: `pending.${batch}.${i}@example.ie`,
          }),
        ),
      );
    }

    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (analyze, buffers, format json)
        select id from leads where search_text like '%pending.7.3@%'`.execute(trx);
    });
    const scan = find(plan.rows[0]!['QUERY PLAN'][0].Plan, 'Bitmap Index Scan');
    expect(scan, 'the search uses the trigram index').toBeDefined();
    // The list's pages (PENDING_KB / 8 kB) and a few of the index's own.
    const pages = scan!['Shared Hit Blocks'] + scan!['Shared Read Blocks'];
    expect(pages).toBeLessThan(searchPendingList.PENDING_KB / 8 + 16);

    const found = await sql<{ email: string }>`select email from leads
      where search_text like '%pending.%' order by id`.execute(t.db);
    expect(found.rows).toHaveLength(1500);
  });
});
