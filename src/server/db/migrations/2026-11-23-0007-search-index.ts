import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

interface SearchableRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  url_type: string;
  county: string;
  eircode: string;
}

/** The search text as this migration writes it; frozen so the migration never changes later. */
function searchText(lead: SearchableRow): string {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const digits = lead.mobile_number.replace(/\D/g, '');
  const rest = digits.startsWith('00353')
    ? digits.slice(5)
    : digits.startsWith('353')
      ? digits.slice(3)
      : '';
  const national = rest === '' ? digits : rest.startsWith('0') ? rest : `0${rest}`;
  return fold(
    [
      `${lead.first_name} ${lead.last_name}`,
      lead.email,
      national,
      lead.url_type,
      lead.county,
      lead.eircode,
      lead.eircode.replace(/\s+/g, ''),
    ].join('\n'),
  );
}

const BATCH = 2000;

/** Rewrite every lead's search text in id order, a batch per statement group. */
async function recompute(db: Db, dialect: Dialect): Promise<void> {
  let lastId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('leads')
      .select(['id', 'first_name', 'last_name', 'email', 'mobile_number', 'url_type'])
      .select(['county', 'eircode'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => Number(row.id));
    const texts = rows.map(searchText);
    if (dialect === 'postgres') {
      await sql`update leads set search_text = v.t
        from unnest(${ids}::int[], ${texts}::text[]) as v(id, t) where leads.id = v.id`.execute(db);
    } else {
      // SQLite migrations run outside a transaction: one per batch keeps commits few.
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < ids.length; i += 1) {
          await sql`update leads set search_text = ${texts[i]} where id = ${ids[i]}`.execute(trx);
        }
      });
    }
    lastId = ids.at(-1)!;
  }
}

/** Where pg_trgm lives, creating it when allowed; null when this server cannot have it. */
async function trigramSchema(db: Db): Promise<string | null> {
  const find = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const found = await find();
  if (found) return found;
  // The migration runs in a transaction: a refused CREATE EXTENSION must not abort it.
  await sql`savepoint pg_trgm_create`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint pg_trgm_create`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm_create`.execute(db);
  }
  return find(); // Another process may have created it at the same moment.
}

/**
 * Accent-folded search text for every lead, searched through a trigram index: an FTS5
 * table kept in step by triggers on SQLite, a pg_trgm GIN index on PostgreSQL.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  await recompute(db, dialect);
  if (dialect === 'postgres') {
    const schema = await trigramSchema(db);
    if (!schema) return; // Search falls back to a scan; start-up logs a warning (search-index.ts).
    await sql`create index leads_search_trgm_idx on leads
      using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table lead_search using fts5(
    search_text, content = 'leads', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
  await sql`insert into lead_search (lead_search) values ('rebuild')`.execute(db);
  await sql`create trigger leads_search_insert after insert on leads begin
    insert into lead_search (rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads begin
    insert into lead_search (lead_search, rowid, search_text)
    values ('delete', old.id, old.search_text); end`.execute(db);
  await sql`create trigger leads_search_update after update of search_text on leads begin
    insert into lead_search (lead_search, rowid, search_text)
    values ('delete', old.id, old.search_text);
    insert into lead_search (rowid, search_text) values (new.id, new.search_text); end`.execute(db);
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop index if exists leads_search_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['leads_search_insert', 'leads_search_delete', 'leads_search_update']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists lead_search`.execute(db);
}
