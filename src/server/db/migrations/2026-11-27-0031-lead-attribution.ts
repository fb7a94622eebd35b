import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * Where a lead's visit came from: the first page of the visit, the
 * referrer's host, the five UTM tags (blank when absent) and whether the landing address
 * carried a Google or Facebook click id (0 or 1, never the id).
 *
 * The list filters by UTM source and by UTM campaign newest first; each partial index holds
 * only the leads that came with that tag, in the list's order, with the status and the other
 * tag so a page and the list's capped count (by status, with either or both tags) read the
 * index alone rather than each tagged lead's row.
 */
const TEXT_COLUMNS = [
  'landing_path',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
const FLAG_COLUMNS = ['has_gclid', 'has_fbclid'] as const;

export async function up(db: Db): Promise<void> {
  for (const column of TEXT_COLUMNS) {
    await db.schema
      .alterTable('leads')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
  for (const column of FLAG_COLUMNS) {
    await db.schema
      .alterTable('leads')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await sql`create index leads_utm_source_idx
    on leads (utm_source, created_at, id, status, utm_campaign) where utm_source <> ''`.execute(db);
  await sql`create index leads_utm_campaign_idx
    on leads (utm_campaign, created_at, id, status, utm_source) where utm_campaign <> ''`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists leads_utm_campaign_idx`.execute(db);
  await sql`drop index if exists leads_utm_source_idx`.execute(db);
  for (const column of [...FLAG_COLUMNS, ...TEXT_COLUMNS].reverse()) {
    await db.schema.alterTable('leads').dropColumn(column).execute();
  }
}
