import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';
import { shards, upsertGrouped } from './2026-11-23-0007b-lead-counts.js';

/** What lost leads (`r`: a row or a transition table) add to the counter, with `sign`. */
function lostRows(dialect: Dialect, r: string, sign: 1 | -1, from = ''): string {
  return `select 'all' as period, 'lost_reason' as dimension, ${r}.lost_reason as key,
    ${r}.id % ${shards(dialect)} as shard, ${sign} as n ${from} where ${r}.status = 'lost'`;
}

/**
 * Lost leads per lost reason as counters (dimension `lost_reason`, period `all`), kept by
 * triggers in the writing transaction like the others (0007b's shards and grouped upsert),
 * so the admin dashboard reads a few rows rather than every lost lead (docs/performance.md).
 * SQLite counts each row, PostgreSQL each statement over its transition tables.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  await rebuildLostReasonCounts(db, dialect);
  const [oldRows, newRows] =
    dialect === 'postgres'
      ? [
          lostRows(dialect, 'r', -1, 'from old_rows r'),
          lostRows(dialect, 'r', 1, 'from new_rows r'),
        ]
      : [lostRows(dialect, 'old', -1), lostRows(dialect, 'new', 1)];
  const triggers = [
    { event: 'insert', body: upsertGrouped(newRows), tables: 'new table as new_rows' },
    { event: 'delete', body: upsertGrouped(oldRows), tables: 'old table as old_rows' },
    {
      event: 'update',
      // A change of neither column adds and takes away the same row: nothing is written.
      body: upsertGrouped(`${oldRows} union all ${newRows}`),
      tables: 'old table as old_rows new table as new_rows',
    },
  ];
  for (const { event, body, tables } of triggers) {
    if (dialect === 'sqlite') {
      const on = event === 'update' ? 'update of status, lost_reason' : event;
      await sql
        .raw(
          `create trigger leads_lost_counts_${event} after ${on} on leads for each row
          begin ${body}; end`,
        )
        .execute(db);
      continue;
    }
    await sql
      .raw(
        `create function lead_lost_counts_${event}() returns trigger language plpgsql as $$
        begin ${body}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger leads_lost_counts_${event} after ${event} on leads
        referencing ${tables} for each statement execute function lead_lost_counts_${event}()`,
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
