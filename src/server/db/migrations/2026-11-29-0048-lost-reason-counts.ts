import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/** As the other counters (0007b): four shards on PostgreSQL, one on SQLite. */
const shards = (dialect: Dialect) => (dialect === 'postgres' ? 4 : 1);

const ADD = `on conflict (period, dimension, key, shard) do update set n = lead_counts.n + excluded.n`;

/** What lost leads (`r`: a row or a transition table) add to the counter, with `sign`. */
function lostRows(dialect: Dialect, r: string, sign: 1 | -1, from = ''): string {
  return `select 'all' as period, 'lost_reason' as dimension, ${r}.lost_reason as key,
    ${r}.id % ${shards(dialect)} as shard, ${sign} as n ${from} where ${r}.status = 'lost'`;
}

/**
 * Lost leads per lost reason as counters (dimension `lost_reason`, period `all`), kept by
 * triggers in the writing transaction like the others, so the admin dashboard reads a few
 * rows rather than every lost lead (1 in 6 of them: up to 140 ms at 1,000,000 leads on
 * PostgreSQL; docs/performance.md).
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  await rebuildLostReasonCounts(db, dialect);
  if (dialect === 'sqlite') {
    const trigger = (name: string, event: string, body: string) =>
      sql.raw(`create trigger ${name} after ${event} begin ${body}; end`).execute(db);
    const upsert = (r: string, sign: 1 | -1) =>
      `insert into lead_counts (period, dimension, key, shard, n) ${lostRows(dialect, r, sign)} ${ADD}`;
    await trigger('leads_lost_counts_insert', 'insert on leads for each row', upsert('new', 1));
    await trigger('leads_lost_counts_delete', 'delete on leads for each row', upsert('old', -1));
    await trigger(
      'leads_lost_counts_update',
      'update of status, lost_reason on leads for each row',
      `${upsert('old', -1)}; ${upsert('new', 1)}`,
    );
    return;
  }
  // PostgreSQL: once per statement over its transition tables, in key order, as 0007b's.
  const grouped = (rows: string) => `insert into lead_counts (period, dimension, key, shard, n)
    select period, dimension, key, shard, sum(n) from (${rows}) c
    group by period, dimension, key, shard having sum(n) <> 0
    order by dimension, key, period, shard ${ADD}`;
  const table = (name: string, sign: 1 | -1) => lostRows(dialect, 'r', sign, `from ${name} r`);
  const bodies = {
    insert: grouped(table('new_rows', 1)),
    delete: grouped(table('old_rows', -1)),
    update: grouped(`${table('old_rows', -1)} union all ${table('new_rows', 1)}`),
  };
  const tables = {
    insert: 'new table as new_rows',
    delete: 'old table as old_rows',
    update: 'old table as old_rows new table as new_rows',
  };
  for (const event of ['insert', 'delete', 'update'] as const) {
    await sql
      .raw(
        `create function lead_lost_counts_${event}() returns trigger language plpgsql as $$
        begin ${bodies[event]}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger leads_lost_counts_${event} after ${event} on leads
        referencing ${tables[event]} for each statement
        execute function lead_lost_counts_${event}()`,
      )
      .execute(db);
  }
}

/** Recount the lost-reason counters from the leads (after a bulk load that bypassed triggers). */
export async function rebuildLostReasonCounts(db: Db, dialect: Dialect): Promise<void> {
  await sql`delete from lead_counts where dimension = 'lost_reason'`.execute(db);
  await sql
    .raw(
      `insert into lead_counts (period, dimension, key, shard, n)
      select 'all', 'lost_reason', lost_reason, id % ${shards(dialect)}, count(*) from leads
      where status = 'lost' group by lost_reason, id % ${shards(dialect)}`,
    )
    .execute(db);
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) {
    if (dialect === 'postgres') {
      await sql.raw(`drop trigger leads_lost_counts_${event} on leads`).execute(db);
      await sql.raw(`drop function lead_lost_counts_${event}()`).execute(db);
    } else {
      await sql.raw(`drop trigger leads_lost_counts_${event}`).execute(db);
    }
  }
  await sql`delete from lead_counts where dimension = 'lost_reason'`.execute(db);
}
