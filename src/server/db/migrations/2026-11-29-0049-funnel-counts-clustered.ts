import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

const TABLES = {
  funnel_counts: ['views', 'starts'],
  funnel_lead_counts: ['submits', 'passed', 'accepted', 'quoted', 'won'],
} as const;

/** Each funnel counter table rebuilt with its rows, stored by its key or by a rowid. */
async function rebuild(db: Db, withoutRowid: boolean): Promise<void> {
  for (const [table, counts] of Object.entries(TABLES)) {
    let create = db.schema
      .createTable(`${table}_rebuilt`)
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('key_id', 'integer', (col) => col.notNull().references('funnel_keys.id'));
    for (const count of counts) {
      create = create.addColumn(count, 'integer', (col) => col.notNull().defaultTo(0));
    }
    create = create.addPrimaryKeyConstraint(`${table}_day_key_pk`, ['day', 'key_id']);
    await (withoutRowid ? create.modifyEnd(sql`without rowid`) : create).execute();
    const columns = ['day', 'key_id', ...counts].join(', ');
    await sql
      .raw(`insert into ${table}_rebuilt (${columns}) select ${columns} from ${table}`)
      .execute(db);
    await db.schema.dropTable(table).execute();
    await db.schema.alterTable(`${table}_rebuilt`).renameTo(table).execute();
  }
}

/**
 * On SQLite the funnel's daily counters are stored in their key's order (WITHOUT ROWID): a
 * period's days are one range of the table itself instead of a range of the key's index plus
 * a lookup of each row, which halved the campaigns page's reads (docs/performance.md).
 * PostgreSQL reads a period's few heap pages by a bitmap already.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await rebuild(db, true);
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await rebuild(db, false);
}
