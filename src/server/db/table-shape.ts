import { sql } from 'kysely';
import { dialectOf, type Db } from './connection.js';

/**
 * What a table looks like now, read from the database itself: the columns it has and the
 * tables its foreign keys point at. Restoring a lead from the bin writes back only the columns
 * that still exist, whatever migrations added or dropped since the lead was deleted.
 */

/** The table's column names. */
export async function columnsOf(db: Db, table: string): Promise<Set<string>> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db)
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return new Set(rows.map((row) => row.name));
}

export interface ForeignKey {
  column: string;
  /** The table it points at (its `id`). */
  references: string;
}

/** The table's single-column foreign keys. */
export async function foreignKeysOf(db: Db, table: string): Promise<ForeignKey[]> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<ForeignKey>`select a.attname as column, r.relname as references
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
      join pg_class r on r.oid = c.confrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and t.relname = ${table} and cardinality(c.conkey) = 1`.execute(db);
    return rows;
  }
  const { rows } = await sql<ForeignKey>`select "from" as "column", "table" as "references"
    from pragma_foreign_key_list(${table})`.execute(db);
  return rows;
}
