import { CompiledQuery, type Insertable } from 'kysely';
import { dialectOf, type Db } from './connection.js';
import type { Database } from './schema.js';

type Table = keyof Database & string;

export interface InsertRowsOptions<T extends Table> {
  /** Columns of the stored rows to answer with, in the order the rows were given. */
  returning?: readonly (keyof Database[T] & string)[];
  /** A row whose unique column already holds its value is skipped instead of failing. */
  onConflictDoNothing?: keyof Database[T] & string;
}

const quote = (name: string) => `"${name}"`;
const texts = new Map<string, string>();

/** The statement's text for a number of rows, written once per shape and kept. */
function statementText(
  postgres: boolean,
  table: string,
  columns: string[],
  rowCount: number,
  returning: readonly string[],
  conflict: string | undefined,
): string {
  const key = `${postgres}|${table}|${columns.join()}|${rowCount}|${returning.join()}|${conflict}`;
  let text = texts.get(key);
  if (text) return text;
  let n = 0;
  const row = () => `(${columns.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`;
  text =
    `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ` +
    Array.from({ length: rowCount }, row).join(', ') +
    (conflict ? ` on conflict (${quote(conflict)}) do nothing` : '') +
    (returning.length > 0 ? ` returning ${returning.map(quote).join(', ')}` : '');
  texts.set(key, text);
  return text;
}

/**
 * One multi-row INSERT for the hot paths (a quote submit writes a lead, its event, five
 * assignments and seven messages): the same statement Kysely's builder writes, but its text
 * is built once per table, columns and row count, and the values are passed as they are
 * instead of becoming a node tree for every value. Every row has the first row's columns.
 */
export async function insertRows<T extends Table, R = Record<string, unknown>>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertRowsOptions<T> = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const parameters: unknown[] = [];
  for (const row of rows as readonly Record<string, unknown>[]) {
    if (Object.keys(row).length !== columns.length) {
      throw new Error(`insertRows: every ${table} row must have the same columns`);
    }
    for (const column of columns) {
      const value = row[column];
      if (value === undefined) throw new Error(`insertRows: no value for ${table}.${column}`);
      parameters.push(value);
    }
  }
  const text = statementText(
    dialectOf(db) === 'postgres',
    table,
    columns,
    rows.length,
    options.returning ?? [],
    options.onConflictDoNothing,
  );
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters));
  return result.rows as R[];
}
