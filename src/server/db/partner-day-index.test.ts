import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { apiTest } from '../test/api-test.js';
import { TEST_DRIVER } from '../test/test-app.js';

/** A partner's assignments over a period: what the rotation, performance and portal read. */
const partnersDay = sql`select partner_id, assigned_at from lead_partners
  where partner_id = 3 and assigned_at >= '2026-11-01' and assigned_at < '2026-12-01'`;

describe('a partner’s assignments by time', () => {
  apiTest('are indexed once, by the portal’s index', async ({ t }) => {
    const indexes =
      TEST_DRIVER === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema() and tablename = 'lead_partners'`.execute(t.db)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'lead_partners'`.execute(t.db);
    const names = indexes.rows.map((row) => row.name);
    expect(names).toContain('lead_partners_portal_idx');
    expect(names).not.toContain('lead_partners_partner_day_idx');

    const plan =
      TEST_DRIVER === 'postgres'
        ? await t.db.transaction().execute(async (trx) => {
            // As with many assignments: the index, not a scan of a small test table.
            await sql`set local enable_seqscan = off`.execute(trx);
            return sql<Record<string, string>>`explain ${partnersDay}`.execute(trx);
          })
        : await sql<Record<string, string>>`explain query plan ${partnersDay}`.execute(t.db);
    expect(JSON.stringify(plan.rows)).toContain('lead_partners_portal_idx');
  });
});
