import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';
import { hourOf } from './2026-11-28-0035-funnel-lead-counts.js';

/**
 * On PostgreSQL the funnel's changed hours (funnel_dirty_hours, migration 0035) are noted once
 * per statement that adds or removes leads or assignments, each hour once, from the
 * statement's transition table, instead of a row and a PL/pgSQL call for every lead and
 * every assignment: a batch of 25 submits with their installers noted about 150 rows of one
 * hour (docs/performance.md). Status and response changes stay noted row by row (they come
 * one at a time). SQLite has no statement triggers; its row triggers cost no call.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const hours = (rows: string) => `select distinct ${hourOf('r')} from ${rows} r`;
  const leadHours = (rows: string) =>
    `select distinct ${hourOf('l')} from ${rows} r join leads l on l.id = r.lead_id`;
  await sql
    .raw(
      `create function funnel_mark_dirty_rows() returns trigger language plpgsql as $$ begin
      if tg_table_name = 'leads' then
        if tg_op = 'INSERT' then insert into funnel_dirty_hours (hour) ${hours('new_rows')};
        else insert into funnel_dirty_hours (hour) ${hours('old_rows')}; end if;
      elsif tg_op = 'INSERT' then insert into funnel_dirty_hours (hour) ${leadHours('new_rows')};
      else insert into funnel_dirty_hours (hour) ${leadHours('old_rows')}; end if;
      return null; end $$`,
    )
    .execute(db);
  await sql`drop trigger leads_funnel_insert_delete on leads`.execute(db);
  await sql`drop trigger lead_partners_funnel_insert_delete on lead_partners`.execute(db);
  for (const table of ['leads', 'lead_partners']) {
    for (const [event, rows] of [
      ['insert', 'new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ]) {
      await sql
        .raw(
          `create trigger ${table}_funnel_${event} after ${event} on ${table}
          referencing ${rows} for each statement execute function funnel_mark_dirty_rows()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of ['leads', 'lead_partners']) {
    for (const event of ['insert', 'delete']) {
      await sql.raw(`drop trigger ${table}_funnel_${event} on ${table}`).execute(db);
    }
    await sql
      .raw(
        `create trigger ${table}_funnel_insert_delete after insert or delete on ${table}
        for each row execute function funnel_mark_dirty()`,
      )
      .execute(db);
  }
  await sql`drop function funnel_mark_dirty_rows()`.execute(db);
}
