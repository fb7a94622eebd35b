import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * A funnel per campaign: page views and quote-form starts as daily counters, one row per Irish
 * day, page variant and UTM source, medium and campaign (never a row per view, no address, no user
 * agent). The key leads with the day, so a period is one range of the primary key.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('funnel_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('utm_source', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('utm_medium', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('utm_campaign', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('starts', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('funnel_counts_pk', [
      'day',
      'path',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ])
    .execute();
  // The leads of a period with what the funnel groups them by, their status and id (for the
  // partner look-ups): the funnel's lead figures read this index alone, not the lead rows.
  await sql`create index if not exists leads_created_funnel_idx
    on leads (created_at, url_type, utm_source, utm_medium, utm_campaign, status, id)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists leads_created_funnel_idx`.execute(db);
  await db.schema.dropTable('funnel_counts').execute();
}
