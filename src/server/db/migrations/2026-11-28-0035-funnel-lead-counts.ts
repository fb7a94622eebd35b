import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/** The UTC hour of a lead's arrival, 'YYYY-MM-DDTHH' (an Irish day is whole UTC hours). */
export const hourOf = (row: string) => `substr(${row}.created_at, 1, 13)`;

/**
 * The campaign funnel's lead figures as daily counters: one row per
 * Irish day, page variant and UTM tags, with the leads submitted and how far they got.
 * Triggers only note the hour of each lead that changed (`funnel_dirty_hours`, insert-only, so
 * they take no lock anyone waits for); the app recounts those days from the leads with the
 * funnel's own query before it reads them, and a job each minute recounts the rest.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('funnel_lead_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('utm_source', 'text', (col) => col.notNull())
    .addColumn('utm_medium', 'text', (col) => col.notNull())
    .addColumn('utm_campaign', 'text', (col) => col.notNull())
    .addColumn('submits', 'integer', (col) => col.notNull())
    .addColumn('passed', 'integer', (col) => col.notNull())
    .addColumn('accepted', 'integer', (col) => col.notNull())
    .addColumn('quoted', 'integer', (col) => col.notNull())
    .addColumn('won', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('funnel_lead_counts_pk', [
      'day',
      'path',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ])
    .execute();
  await db.schema
    .createTable('funnel_dirty_hours')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (col) => col.primaryKey())
    .addColumn('hour', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('funnel_dirty_hours_hour_idx')
    .on('funnel_dirty_hours')
    .column('hour')
    .execute();

  const markLead = (id: string) =>
    `insert into funnel_dirty_hours (hour) select ${hourOf('l')} from leads l where l.id = ${id}`;
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function funnel_mark_dirty() returns trigger language plpgsql as $$ begin
        if tg_table_name = 'leads' then
          insert into funnel_dirty_hours (hour) values (substr(coalesce(new.created_at,
            old.created_at), 1, 13));
        else
          if tg_op <> 'INSERT' then ${markLead('old.lead_id')}; end if;
          if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.lead_id <> old.lead_id) then
            ${markLead('new.lead_id')};
          end if;
        end if;
        return null; end $$`,
      )
      .execute(db);
    const trigger = (name: string, event: string, when = '') =>
      sql
        .raw(
          `create trigger ${name} after ${event} for each row ${when}
          execute function funnel_mark_dirty()`,
        )
        .execute(db);
    await trigger('leads_funnel_insert_delete', 'insert or delete on leads');
    await trigger(
      'leads_funnel_status',
      'update of status on leads',
      'when (old.status is distinct from new.status)',
    );
    await trigger('lead_partners_funnel_insert_delete', 'insert or delete on lead_partners');
    await trigger(
      'lead_partners_funnel_update',
      'update of lead_id, response, outcome on lead_partners',
      `when (old.lead_id <> new.lead_id or old.response is distinct from new.response
        or old.outcome is distinct from new.outcome)`,
    );
  } else {
    const trigger = (name: string, event: string, body: string) =>
      sql.raw(`create trigger ${name} after ${event} for each row ${body}`).execute(db);
    const markRow = (row: string) =>
      `begin insert into funnel_dirty_hours (hour) values (${hourOf(row)}); end`;
    await trigger('leads_funnel_insert', 'insert on leads', markRow('new'));
    await trigger('leads_funnel_delete', 'delete on leads', markRow('old'));
    await trigger(
      'leads_funnel_status',
      'update of status on leads',
      `when old.status is not new.status ${markRow('new')}`,
    );
    await trigger(
      'lead_partners_funnel_insert',
      'insert on lead_partners',
      `begin ${markLead('new.lead_id')}; end`,
    );
    await trigger(
      'lead_partners_funnel_delete',
      'delete on lead_partners',
      `begin ${markLead('old.lead_id')}; end`,
    );
    await trigger(
      'lead_partners_funnel_update',
      'update of lead_id, response, outcome on lead_partners',
      `when old.lead_id <> new.lead_id or old.response is not new.response
        or old.outcome is not new.outcome
      begin ${markLead('old.lead_id')}; ${markLead('new.lead_id')}; end`,
    );
  }
  await markAllFunnelHours(db);
}

/**
 * Every hour that has leads is to be counted again (after a load that bypassed the triggers):
 * the app's funnel job then counts them, and a read counts its own period first.
 */
export async function markAllFunnelHours(db: Db): Promise<void> {
  await sql`insert into funnel_dirty_hours (hour)
    select distinct substr(created_at, 1, 13) from leads`.execute(db);
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger leads_funnel_insert_delete on leads`.execute(db);
    await sql`drop trigger leads_funnel_status on leads`.execute(db);
    await sql`drop trigger lead_partners_funnel_insert_delete on lead_partners`.execute(db);
    await sql`drop trigger lead_partners_funnel_update on lead_partners`.execute(db);
    await sql`drop function funnel_mark_dirty()`.execute(db);
  } else {
    for (const name of [
      'leads_funnel_insert',
      'leads_funnel_delete',
      'leads_funnel_status',
      'lead_partners_funnel_insert',
      'lead_partners_funnel_delete',
      'lead_partners_funnel_update',
    ]) {
      await sql.raw(`drop trigger ${name}`).execute(db);
    }
  }
  await db.schema.dropTable('funnel_dirty_hours').execute();
  await db.schema.dropTable('funnel_lead_counts').execute();
}
