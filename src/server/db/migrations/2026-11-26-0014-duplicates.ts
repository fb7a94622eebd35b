import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/** The match keys as this migration first wrote them; frozen here so the migration never changes. */
function matchKeys(lead: { mobile_number: string; last_name: string; eircode: string }) {
  const digits = lead.mobile_number.replace(/\D/g, '');
  const rest = digits.startsWith('00353')
    ? digits.slice(5)
    : digits.startsWith('353')
      ? digits.slice(3)
      : null;
  const mobile = rest === null || rest === '' ? digits : rest.startsWith('0') ? rest : `0${rest}`;
  const eircode = lead.eircode.replace(/\s+/g, '').toUpperCase();
  const surname = lead.last_name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  return { mobile_key: mobile, place_key: eircode && surname ? `${eircode}|${surname}` : '' };
}

/**
 * Possible duplicates: each lead's match keys (the mobile's national digits;
 * Eircode and surname), indexed with the e-mail so a submit finds the same homeowner's
 * earlier leads through three index seeks; `duplicate_of`, the earlier lead a new one
 * matched, with partial indexes that hold only the duplicates (the list's filter in its
 * order, and the foreign key's lookups when a lead is deleted).
 */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('mobile_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('place_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('duplicate_of', 'integer', (col) => col.references('leads.id').onDelete('set null'))
    .execute();
  let lastId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('leads')
      .select(['id', 'mobile_number', 'last_name', 'eircode'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await db.updateTable('leads').set(matchKeys(row)).where('id', '=', row.id).execute();
    }
    lastId = Number(rows[rows.length - 1]!.id);
  }
  await sql`create index leads_mobile_key_idx on leads (mobile_key)`.execute(db);
  await sql`create index leads_email_idx on leads (email)`.execute(db);
  await sql`create index leads_place_key_idx on leads (place_key) where place_key <> ''`.execute(
    db,
  );
  await sql`create index leads_duplicate_idx on leads (created_at, id)
    where duplicate_of is not null`.execute(db);
  await sql`create index leads_duplicate_of_idx on leads (duplicate_of)
    where duplicate_of is not null`.execute(db);
}

export async function down(db: Db): Promise<void> {
  for (const name of [
    'leads_duplicate_of_idx',
    'leads_duplicate_idx',
    'leads_place_key_idx',
    'leads_email_idx',
    'leads_mobile_key_idx',
  ]) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
  for (const column of ['duplicate_of', 'place_key', 'mobile_key']) {
    await db.schema.alterTable('leads').dropColumn(column).execute();
  }
}
