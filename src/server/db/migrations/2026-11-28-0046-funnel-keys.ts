import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

const KEY = ['path', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
const TABLES = {
  funnel_counts: ['views', 'starts'],
  funnel_lead_counts: ['submits', 'passed', 'accepted', 'quoted', 'won'],
} as const;

/**
 * The funnel's daily counters name their page variant and UTM tags by one integer key into
 * `funnel_keys`, so a period's sums group by an integer rather than four texts: about half the
 * campaigns page's time with the view counters of 200 pages (docs/performance.md). Each table
 * is rebuilt keyed by (day, key_id) with its rows.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('funnel_keys')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('utm_source', 'text', (col) => col.notNull())
    .addColumn('utm_medium', 'text', (col) => col.notNull())
    .addColumn('utm_campaign', 'text', (col) => col.notNull())
    .addUniqueConstraint('funnel_keys_key', [...KEY])
    .execute();
  const key = KEY.join(', ');
  await sql
    .raw(
      `insert into funnel_keys (${key})
       select ${key} from funnel_counts union select ${key} from funnel_lead_counts`,
    )
    .execute(db);
  for (const [table, counts] of Object.entries(TABLES)) {
    let create = db.schema
      .createTable(`${table}_keyed`)
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('key_id', 'integer', (col) => col.notNull().references('funnel_keys.id'));
    for (const count of counts) {
      create = create.addColumn(count, 'integer', (col) => col.notNull().defaultTo(0));
    }
    await create.addPrimaryKeyConstraint(`${table}_day_key_pk`, ['day', 'key_id']).execute();
    const columns = counts.join(', ');
    await sql
      .raw(
        `insert into ${table}_keyed (day, key_id, ${columns})
         select t.day, k.id, ${counts.map((count) => `t.${count}`).join(', ')}
         from ${table} t join funnel_keys k using (${key})`,
      )
      .execute(db);
    await db.schema.dropTable(table).execute();
    await db.schema.alterTable(`${table}_keyed`).renameTo(table).execute();
  }
}

export async function down(db: Db): Promise<void> {
  const key = KEY.join(', ');
  for (const [table, counts] of Object.entries(TABLES)) {
    let create = db.schema
      .createTable(`${table}_named`)
      .addColumn('day', 'text', (col) => col.notNull());
    for (const column of KEY) {
      create = create.addColumn(column, 'text', (col) => col.notNull().defaultTo(''));
    }
    for (const count of counts) {
      create = create.addColumn(count, 'integer', (col) => col.notNull().defaultTo(0));
    }
    await create.addPrimaryKeyConstraint(`${table}_pk`, ['day', ...KEY] as 'day'[]).execute();
    const columns = counts.join(', ');
    await sql
      .raw(
        `insert into ${table}_named (day, ${key}, ${columns})
         select t.day, ${KEY.map((column) => `k.${column}`).join(', ')}, ${columns}
         from ${table} t join funnel_keys k on k.id = t.key_id`,
      )
      .execute(db);
    await db.schema.dropTable(table).execute();
    await db.schema.alterTable(`${table}_named`).renameTo(table).execute();
  }
  await db.schema.dropTable('funnel_keys').execute();
}
