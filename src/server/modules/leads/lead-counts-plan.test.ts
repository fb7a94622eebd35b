import { CompiledQuery, sql, type RootOperationNode } from 'kysely';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.js';
import { TEST_DRIVER } from '../../test/test-app.js';
import { hoursAgo, leadData } from '../../test/lead-test-data.js';
import { COUNT_CAP, countLeads } from './lead-counts-repository.js';
import { insertLeads } from './lead-repository.js';
import type { LeadFilters } from './lead-filters.js';

/** The plan PostgreSQL chooses for the statement `countLeads` runs with these filters. */
async function countPlan(db: Parameters<typeof countLeads>[0], filters: LeadFilters) {
  const statements: RootOperationNode[] = [];
  const watched = db.withPlugin({
    transformQuery: ({ node }) => {
      statements.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await countLeads(watched, filters);
  // The plugin also sees the subquery on its own; the statement run is the one around it.
  const query = statements
    .map((node) => db.getExecutor().compileQuery(node, { queryId: 'plan' }))
    .find((compiled) => compiled.sql.includes('"matches"'))!;
  const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
  );
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe.skipIf(TEST_DRIVER !== 'postgres')('counting one owner’s leads on PostgreSQL', () => {
  apiTest(
    'reads the owner index, not the table, for an owner with more leads than the cap',
    async ({ t }) => {
      const { id: ownerId } = await t.db
        .selectFrom('users')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      // Two leads, one owned, copied until the owner has twice the cap: unordered, PostgreSQL
      // expects a scan of the table to find the cap's worth sooner.
      const [owned] = await insertLeads(
        t.db,
        Array.from({ length: 2 }, (_, i) => leadData({ created_at: hoursAgo(i) })),
      );
      await t.db.updateTable('leads').set({ owner_id: ownerId }).where('id', '=', owned!).execute();
      const { rows } = await sql<{ column_name: string }>`
        select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'leads'
          and column_name not in ('id', 'idempotency_key')`.execute(t.db);
      const columns = sql.join(rows.map((row) => sql.ref(row.column_name)));
      // Setup, not what is tested: on a busy machine it may outlast the app's statement timeout.
      await t.db.transaction().execute(async (trx) => {
        await sql`set local statement_timeout = 0`.execute(trx);
        await sql`insert into leads (${columns})
          select ${columns} from leads, generate_series(1, ${2 * COUNT_CAP})`.execute(trx);
      });
      // Statistics, but no vacuum yet: the pages are not marked all-visible, as with the leads
      // that came in since autovacuum last passed.
      await sql`analyze leads`.execute(t.db);

      const plan = await countPlan(t.db, { owner: { id: ownerId } });
      expect(plan).toContain('leads_owner_idx');
      expect(plan).not.toContain('Seq Scan');
    },
  );
});
