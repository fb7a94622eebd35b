import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/** Counter shards: concurrent submits on PostgreSQL spread over rows instead of queueing on one. */
export const shards = (dialect: Dialect) => (dialect === 'postgres' ? 4 : 1);

/** Whole seconds from `from` to `to` (ISO text columns) in the dialect's date arithmetic. */
function seconds(dialect: Dialect, from: string, to: string): string {
  return dialect === 'postgres'
    ? `extract(epoch from (${to}::timestamptz - ${from}::timestamptz))::bigint`
    : `cast(round((julianday(${to}) - julianday(${from})) * 86400) as integer)`;
}

/**
 * What one lead row (`r` is new or old) adds to the counters: [period, dimension, key,
 * amount, condition]. Periods are UTC days ('YYYY-MM-DD') or 'all'.
 */
function contributions(dialect: Dialect, r: string): string[][] {
  const created = `substr(${r}.created_at, 1, 10)`;
  return [
    [created, `'status'`, `${r}.status`, '1', 'true'],
    [`'all'`, `'status'`, `${r}.status`, '1', 'true'],
    [created, `'county'`, `${r}.county`, '1', 'true'],
    [created, `'url'`, `${r}.url_type`, '1', 'true'],
    [`'all'`, `'url'`, `${r}.url_type`, '1', 'true'],
    [`'all'`, `'url_converted'`, `${r}.url_type`, '1', `${r}.status = 'converted'`],
    // The follow-up rule's "untouched since" half, by the day of the last update.
    [`'all'`, `'touched'`, `${r}.status`, '1', `${r}.status in ('contacted', 'quoted')`],
    [
      `substr(${r}.updated_at, 1, 10)`,
      `'touched'`,
      `${r}.status`,
      '1',
      `${r}.status in ('contacted', 'quoted')`,
    ],
    [created, `'responded'`, `''`, '1', `${r}.first_response_at is not null`],
    [
      created,
      `'response_seconds'`,
      `''`,
      seconds(dialect, `${r}.created_at`, `${r}.first_response_at`),
      `${r}.first_response_at is not null`,
    ],
  ];
}

/** One upsert adding (sign = 1) or removing (sign = -1) a row's contributions. */
function applyRow(dialect: Dialect, r: string, sign: 1 | -1): string {
  const rows = contributions(dialect, r)
    .map(
      ([period, dimension, key, amount, condition]) =>
        `select ${period} as period, ${dimension} as dimension, ${key} as key,
          ${r}.id % ${shards(dialect)} as shard, ${sign} * (${amount}) as n where ${condition}`,
    )
    .join(' union all ');
  return `insert into lead_counts (period, dimension, key, shard, n)
    select period, dimension, key, shard, n from (${rows}) c where true
    on conflict (period, dimension, key, shard) do update set n = lead_counts.n + excluded.n`;
}

const WATCHED = 'status, county, url_type, created_at, updated_at, first_response_at';

/**
 * Counters per day and status, county, page variant, partner, follow-up and response time,
 * kept in step by triggers in the writing transaction, so dashboards and stat cards read a
 * few hundred rows at any size. A lead's first status change is kept on the lead.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('leads').addColumn('first_response_at', 'text').execute();
  await sql`update leads set first_response_at = (select min(e.created_at) from lead_events e
    where e.lead_id = leads.id and e.type = 'status_changed')`.execute(db);
  await db.schema
    .createTable('lead_counts')
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('dimension', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('shard', 'integer', (col) => col.notNull())
    .addColumn('n', dialect === 'postgres' ? 'bigint' : 'integer', (col) =>
      col.notNull().defaultTo(0),
    )
    .addPrimaryKeyConstraint('lead_counts_pkey', ['dimension', 'key', 'period', 'shard'])
    .execute();
  await rebuildLeadCounts(db, dialect);

  const firstResponse = `update leads set first_response_at = new.created_at
    where id = new.lead_id and first_response_at is null and new.type = 'status_changed'`;
  const partner = (
    r: string,
    sign: number,
  ) => `insert into lead_counts (period, dimension, key, shard, n)
    select substr(${r}.assigned_at, 1, 10), 'partner', coalesce(cast(${r}.partner_id as text), ''),
      ${r}.lead_id % ${shards(dialect)}, ${sign} where true
    on conflict (period, dimension, key, shard) do update set n = lead_counts.n + excluded.n`;
  if (dialect === 'postgres') {
    await postgresTriggers(db);
    return;
  }
  const trigger = (name: string, event: string, body: string) =>
    sql.raw(`create trigger ${name} after ${event} for each row begin ${body}; end`).execute(db);
  await trigger('leads_counts_insert', 'insert on leads', applyRow(dialect, 'new', 1));
  await trigger('leads_counts_delete', 'delete on leads', applyRow(dialect, 'old', -1));
  await trigger(
    'leads_counts_update',
    `update of ${WATCHED} on leads`,
    `${applyRow(dialect, 'old', -1)}; ${applyRow(dialect, 'new', 1)}`,
  );
  await trigger('lead_partners_counts_insert', 'insert on lead_partners', partner('new', 1));
  await trigger('lead_partners_counts_delete', 'delete on lead_partners', partner('old', -1));
  await trigger('lead_events_first_response', 'insert on lead_events', firstResponse);
}

/**
 * The rows `table` (a transition table) adds with `sign`, as one SELECT per contribution.
 * Periods and keys are grouped before the upsert, in key order, so a statement touches each
 * counter once and concurrent writers lock counters in the same order.
 */
function tableRows(table: string, sign: 1 | -1): string {
  return contributions('postgres', 'r')
    .map(
      ([period, dimension, key, amount, condition]) =>
        `select ${period} as period, ${dimension} as dimension, ${key} as key,
          r.id % ${shards('postgres')} as shard, ${sign} * (${amount}) as n
          from ${table} r where ${condition}`,
    )
    .join(' union all ');
}

export function upsertGrouped(rows: string): string {
  return `insert into lead_counts (period, dimension, key, shard, n)
    select period, dimension, key, shard, sum(n) from (${rows}) c
    group by period, dimension, key, shard having sum(n) <> 0
    order by dimension, key, period, shard
    on conflict (period, dimension, key, shard) do update set n = lead_counts.n + excluded.n`;
}

/** PostgreSQL: statement-level triggers over transition tables, so a bulk insert is one upsert. */
async function postgresTriggers(db: Db): Promise<void> {
  const fn = (name: string, body: string) =>
    sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin ${body};
        return null; end $$`,
      )
      .execute(db);
  const trigger = (name: string, event: string, tables: string, fnName: string) =>
    sql
      .raw(
        `create trigger ${name} after ${event} referencing ${tables}
        for each statement execute function ${fnName}()`,
      )
      .execute(db);
  await fn('lead_counts_insert', upsertGrouped(tableRows('new_rows', 1)));
  await fn('lead_counts_delete', upsertGrouped(tableRows('old_rows', -1)));
  await fn(
    'lead_counts_update',
    upsertGrouped(`${tableRows('old_rows', -1)} union all ${tableRows('new_rows', 1)}`),
  );
  await trigger(
    'leads_counts_insert',
    'insert on leads',
    'new table as new_rows',
    'lead_counts_insert',
  );
  await trigger(
    'leads_counts_delete',
    'delete on leads',
    'old table as old_rows',
    'lead_counts_delete',
  );
  await trigger(
    'leads_counts_update',
    'update on leads',
    'old table as old_rows new table as new_rows',
    'lead_counts_update',
  );
  const partners = (
    table: string,
    sign: number,
  ) => `insert into lead_counts (period, dimension, key, shard, n)
    select substr(r.assigned_at, 1, 10), 'partner', coalesce(cast(r.partner_id as text), ''),
      r.lead_id % ${shards('postgres')}, ${sign} * count(*) from ${table} r
    group by 1, 2, 3, 4 order by 2, 3, 1, 4
    on conflict (period, dimension, key, shard) do update set n = lead_counts.n + excluded.n`;
  await fn('lead_partners_counts_insert', partners('new_rows', 1));
  await fn('lead_partners_counts_delete', partners('old_rows', -1));
  await trigger(
    'lead_partners_counts_insert',
    'insert on lead_partners',
    'new table as new_rows',
    'lead_partners_counts_insert',
  );
  await trigger(
    'lead_partners_counts_delete',
    'delete on lead_partners',
    'old table as old_rows',
    'lead_partners_counts_delete',
  );
  await fn(
    'lead_first_response',
    `update leads set first_response_at = e.first from (select lead_id, min(created_at) as first
      from new_rows where type = 'status_changed' group by lead_id) e
      where leads.id = e.lead_id and leads.first_response_at is null`,
  );
  await trigger(
    'lead_events_first_response',
    'insert on lead_events',
    'new table as new_rows',
    'lead_first_response',
  );
}

/** Recount every counter from the leads (after a bulk import that bypassed the triggers). */
export async function rebuildLeadCounts(db: Db, dialect: Dialect): Promise<void> {
  await sql`delete from lead_counts`.execute(db);
  const rows = contributions(dialect, 'l')
    .map(
      ([period, dimension, key, amount, condition]) =>
        `select ${period} as period, ${dimension} as dimension, ${key} as key,
          l.id % ${shards(dialect)} as shard, ${amount} as n from leads l where ${condition}`,
    )
    .join(' union all ');
  await sql
    .raw(
      `insert into lead_counts (period, dimension, key, shard, n)
      select period, dimension, key, shard, sum(n) from (${rows}) c
      group by period, dimension, key, shard`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into lead_counts (period, dimension, key, shard, n)
      select substr(assigned_at, 1, 10), 'partner', coalesce(cast(partner_id as text), ''),
        lead_id % ${shards(dialect)}, count(*) from lead_partners
      group by substr(assigned_at, 1, 10), coalesce(cast(partner_id as text), ''),
        lead_id % ${shards(dialect)}`,
    )
    .execute(db);
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    for (const [name, table] of [
      ['leads_counts_insert', 'leads'],
      ['leads_counts_delete', 'leads'],
      ['leads_counts_update', 'leads'],
      ['lead_partners_counts_insert', 'lead_partners'],
      ['lead_partners_counts_delete', 'lead_partners'],
      ['lead_events_first_response', 'lead_events'],
    ] as const) {
      await sql`drop trigger if exists ${sql.id(name)} on ${sql.id(table)}`.execute(db);
    }
    await sql`drop function if exists lead_counts_insert, lead_counts_delete, lead_counts_update,
      lead_partners_counts_insert, lead_partners_counts_delete, lead_first_response`.execute(db);
  } else {
    for (const name of [
      'leads_counts_insert',
      'leads_counts_delete',
      'leads_counts_update',
      'lead_partners_counts_insert',
      'lead_partners_counts_delete',
      'lead_events_first_response',
    ]) {
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    }
  }
  await db.schema.dropTable('lead_counts').execute();
  await db.schema.alterTable('leads').dropColumn('first_response_at').execute();
}
