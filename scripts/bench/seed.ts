/** Bulk load for the benchmark: varied leads with their history, in the product's own schema. */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { leadMatchKeys } from '../../src/server/db/lead-match-keys.js';
import { leadSearchText } from '../../src/server/db/lead-search-text.js';
import { COUNTIES } from '../../src/shared/counties.js';
import { LEAD_STATUSES } from '../../src/shared/lead-status.js';
import { DEFAULT_QUOTE_OPTIONS } from '../../src/shared/quote-options.js';

export const FIRST = [
  'Aoife',
  'Brian',
  'Ciara',
  'Declan',
  'Eimear',
  'Fionn',
  'Gráinne',
  'Hugh',
  'Íde',
  'Jack',
  'Seán',
  'Nuala',
  'Paul',
  'Róisín',
  'Tadhg',
  'Úna',
  'Conor',
  'Siobhán',
  'Liam',
  'Méabh',
];
export const LAST = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Smith',
  'Byrne',
  'Ryan',
  'Ó Sé',
  'Doyle',
  'Lynch',
  'Ó Briain',
  'Ní Dhomhnaill',
  'Hayes',
  'McCarthy',
  'Mac Giolla',
  'Nolan',
  'Brennan',
  'Quinn',
  'Ó Conaill',
  'Fitzgerald',
];
const DOMAINS = ['gmail.com', 'eircom.net', 'outlook.ie', 'yahoo.ie', 'hotmail.com', 'icloud.com'];
const URLS = ['/', '/dublin', '/cork', '/galway', '/limerick', '/about', '/how-it-works', '/kerry'];
const ROUTING = ['D02', 'D04', 'D6W', 'T12', 'H91', 'V94', 'A65', 'R95', 'F92', 'X91'];
const CODE_CHARS = '0123456789ACDEFHKNPRTVWXY';
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
/** A cheap deterministic scramble so fields vary independently. */
const mix = (i: number, salt: number) => {
  let x = Math.imul(i ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
};

export const SEED_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'mobile_number',
  'additional_info',
  'url_type',
  'property_address',
  'property_type',
  'window_type',
  'number_of_windows',
  'preferred_timeframe',
  'window_material',
  'glazing_type',
  'status',
  'client_ip',
  'county',
  'eircode',
  'consent_version',
  'consent_at',
  'consent_page',
  'marketing_opt_in',
  'search_text',
  'created_at',
  'updated_at',
  'first_response_at',
  'next_action_at',
  'next_action_label',
  'mobile_key',
  'place_key',
  'duplicate_of',
  'owner_id',
  'utm_source',
  'utm_campaign',
] as const;

/** UTM tags (issue 29): two leads in five came untagged; the rest spread over these. */
const UTM_SOURCES = ['', '', 'facebook', 'google', 'instagram'];
const UTM_CAMPAIGNS = ['spring', 'autumn', 'dublin-windows', 'brand', 'winter-sale'];

/**
 * Owners: the bench's staff are made once the app runs, after the seed: the admin first (id 1)
 * and then the bench manager (id 2). One lead in eight is the manager's, one in eight the
 * admin's, the rest unassigned (foreign keys are not checked during the load).
 */
export const BENCH_MANAGER_ID = 2;
const ownerOf = (i: number) => {
  const turn = mix(i, 37) % 8;
  return turn === 0 ? BENCH_MANAGER_ID : turn === 1 ? 1 : null;
};

export interface SeedLead {
  values: (string | number | null)[];
  status: string;
  created: string;
  changed: string | null;
}

const hasNextAction = (i: number) => mix(i, 31) % 10 === 0;
const nextActionAt = (i: number, now: number) =>
  new Date(now + ((mix(i, 32) % (28 * 24 * 60)) - 14 * 24 * 60) * 60_000).toISOString();

export function seedLead(i: number, total: number, now: number): SeedLead {
  const yearMs = 365 * 86_400_000;
  const createdMs = now - yearMs + Math.floor((i / total) * yearMs);
  const created = new Date(createdMs).toISOString();
  const status = pick(LEAD_STATUSES, mix(i, 7) % 10 < 2 ? 0 : mix(i, 11));
  const changed =
    status === 'new'
      ? null
      : new Date(createdMs + ((mix(i, 13) % 3000) + 5) * 60_000).toISOString();
  const first = pick(FIRST, mix(i, 1));
  const last = pick(LAST, mix(i, 2));
  const code = Array.from(
    { length: 4 },
    (_, k) => CODE_CHARS[mix(i, 20 + k) % CODE_CHARS.length],
  ).join('');
  const lead = {
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${i}@${pick(DOMAINS, mix(i, 3))}`,
    mobile_number: `08${mix(i, 4) % 10} ${String(1_000_000 + (i % 9_000_000)).slice(0, 3)} ${String(i % 10_000).padStart(4, '0')}`,
    url_type: pick(URLS, mix(i, 5)),
    county: pick(COUNTIES, mix(i, 6)),
    eircode: `${pick(ROUTING, mix(i, 8))} ${code}`,
  };
  const values = [
    lead.first_name,
    lead.last_name,
    lead.email,
    lead.mobile_number,
    `Replacing ${(i % 12) + 1} windows, budget about €${1000 + (i % 50) * 100}`,
    lead.url_type,
    `${(i % 200) + 1} Main Street, Co. ${lead.county}`,
    pick(DEFAULT_QUOTE_OPTIONS.property_types, i),
    pick(DEFAULT_QUOTE_OPTIONS.window_types, i),
    pick(DEFAULT_QUOTE_OPTIONS.number_of_windows, i),
    pick(DEFAULT_QUOTE_OPTIONS.preferred_timeframes, i),
    pick(DEFAULT_QUOTE_OPTIONS.window_materials, i),
    pick(DEFAULT_QUOTE_OPTIONS.glazing_types, i),
    status,
    '127.0.0.1',
    lead.county,
    lead.eircode,
    '2026-11',
    created,
    lead.url_type,
    i % 3 === 0 ? 1 : 0,
    leadSearchText(lead),
    created,
    changed ?? created,
    changed,
    // One lead in ten has a next action, due within two weeks either side of now.
    hasNextAction(i) ? nextActionAt(i, now) : null,
    hasNextAction(i) ? pick(['Call back', 'Send quote'], i) : '',
    ...Object.values(leadMatchKeys(lead)),
    // One lead in 25 is a possible duplicate of the one before it (always in the same load
    // batch, so its foreign key finds it); ids start at 1 in the fresh schema.
    i % 25 === 24 ? i : null,
    ownerOf(i),
    pick(UTM_SOURCES, mix(i, 41)),
    pick(UTM_SOURCES, mix(i, 41)) === '' ? '' : pick(UTM_CAMPAIGNS, mix(i, 42)),
  ];
  return { values, status, created, changed };
}

/** Where the load's time goes (BENCH_SEED_TRACE=1), on stderr with the bench's progress lines. */
function stopwatch() {
  let mark = performance.now();
  return (step: string) => {
    if (process.env.BENCH_SEED_TRACE) {
      console.error(`  ${step}: ${((performance.now() - mark) / 1000).toFixed(1)} s`);
    }
    mark = performance.now();
  };
}

/** SQLite: raw prepared inserts in one transaction, with the secondary indexes and triggers off. */
export function seedSqlite(filename: string, total: number, now: number): void {
  const lap = stopwatch();
  const db = new SQLite(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  // Owners name staff the app makes after the load (BENCH_MANAGER_ID): no key checks meanwhile.
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144'); // 256 MB: index builds sort in memory.
  const insertLead = db.prepare(
    `insert into leads (${SEED_COLUMNS.join(', ')}) values (${SEED_COLUMNS.map(() => '?').join(', ')})`,
  );
  const insertEvent = db.prepare(
    `insert into lead_events (lead_id, type, from_status, to_status, created_at) values (?, ?, ?, ?, ?)`,
  );
  // Triggers and secondary indexes off during the load; the search index, the counters and
  // each index are built in one pass after it (far cheaper than a million inserts into each).
  const dropped = db
    .prepare(
      `select type, name, sql from sqlite_master where sql is not null
        and (type = 'trigger' or (type = 'index' and tbl_name in ('leads', 'lead_events')))`,
    )
    .all() as { type: string; name: string; sql: string }[];
  for (const item of dropped) db.exec(`drop ${item.type} ${item.name}`);
  db.transaction(() => {
    for (let i = 0; i < total; i += 1) {
      const lead = seedLead(i, total, now);
      const id = Number(insertLead.run(lead.values).lastInsertRowid);
      insertEvent.run(id, 'created', null, 'new', lead.created);
      if (lead.changed) insertEvent.run(id, 'status_changed', 'new', lead.status, lead.changed);
    }
  })();
  lap('rows');
  db.exec(`insert into lead_search (lead_search) values ('rebuild')`);
  lap('search index');
  for (const item of dropped.filter((x) => x.type === 'index')) db.exec(item.sql);
  for (const item of dropped.filter((x) => x.type === 'trigger')) db.exec(item.sql);
  lap('indexes');
  // No ANALYZE: the app gathers statistics itself at start (src/server/db/sqlite-optimizer.ts).
  db.close();
}

/**
 * PostgreSQL: 10,000 rows per INSERT ... SELECT FROM unnest (arrays bound once per batch),
 * ids given by the seed (the schema is fresh), so leads and their events go in on several
 * connections at once; triggers, foreign-key checks and secondary indexes off meanwhile.
 */
export async function seedPostgres(
  url: string,
  schema: string,
  total: number,
  now: number,
  connections = 3,
): Promise<void> {
  const lap = stopwatch();
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    await client.query(`set synchronous_commit = off`);
    // No trigger and no foreign-key check during the load (the seed's rows are consistent).
    await client.query(`set session_replication_role = replica`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    return client;
  };
  const clients = await Promise.all(Array.from({ length: connections }, connect));
  const client = clients[0]!;
  try {
    const types = SEED_COLUMNS.map((column) =>
      column === 'marketing_opt_in' || column === 'duplicate_of' || column === 'owner_id'
        ? 'int'
        : 'text',
    );
    // Every index that no constraint owns is dropped for the load and built again after it.
    const { rows: indexes } = await client.query<{ name: string; indexdef: string }>(
      `select i.indexname as name, i.indexdef from pg_indexes i
        where i.schemaname = $1 and i.tablename in ('leads', 'lead_events')
          and not exists (select 1 from pg_constraint c
            where c.conname = i.indexname and c.connamespace = $1::regnamespace)`,
      [schema],
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    const leadSql = `insert into leads (id, ${SEED_COLUMNS.join(', ')})
      select * from unnest($1::int[], ${types.map((type, k) => `$${k + 2}::${type}[]`).join(', ')})`;
    const eventSql = `insert into lead_events (lead_id, type, from_status, to_status, created_at)
      select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`;
    const BATCH = 10_000;
    const write = async (db: pg.Client, start: number) => {
      const leads = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) =>
        seedLead(start + k, total, now),
      );
      const ids = leads.map((_, k) => start + k + 1);
      const columns = SEED_COLUMNS.map((_, c) => leads.map((lead) => lead.values[c]));
      const events: (string | number | null)[][] = [[], [], [], [], []];
      const push = (...values: (string | number | null)[]) =>
        values.forEach((v, c) => events[c]!.push(v));
      leads.forEach((lead, k) => {
        push(ids[k]!, 'created', null, 'new', lead.created);
        if (lead.changed) push(ids[k]!, 'status_changed', 'new', lead.status, lead.changed);
      });
      await db.query(leadSql, [ids, ...columns]);
      await db.query(eventSql, events);
    };
    let next = 0;
    await Promise.all(
      clients.map(async (db) => {
        for (let start = next; start < total; start = next) {
          next += BATCH;
          await write(db, start);
        }
      }),
    );
    await client.query(`select setval('leads_id_seq', $1)`, [Math.max(total, 1)]);
    lap('rows');
    // Index builds in parallel, one per connection.
    const queue = [...indexes];
    await Promise.all(
      clients.map(async (db) => {
        for (let index = queue.shift(); index; index = queue.shift()) {
          await db.query(index.indexdef);
          lap(index.name);
        }
      }),
    );
    // No VACUUM ANALYZE: autovacuum does that by itself, and the bench reports whether it has.
  } finally {
    await Promise.all(clients.map((db) => db.end()));
  }
}
