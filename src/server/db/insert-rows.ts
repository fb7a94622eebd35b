import { CompiledQuery, sql, type Insertable, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from './connection.js';
import { executePrepared } from './prepared-statements.js';
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

/**
 * The statement's text, written once per shape and kept. SQLite gets one row of
 * placeholders per row; PostgreSQL gets all rows as one JSON parameter read as the table's
 * row type, so its text is the same for any number of rows (a named statement).
 */
function statementText(
  postgres: boolean,
  table: string,
  columns: string[],
  rowCount: number,
  returning: readonly string[],
  conflict: string | undefined,
): string {
  const key = `${postgres}|${table}|${columns.join()}|${postgres ? '' : rowCount}|${returning.join()}|${conflict}`;
  let text = texts.get(key);
  if (text) return text;
  const list = columns.map(quote).join(', ');
  const row = `(${columns.map(() => '?').join(', ')})`;
  text =
    `insert into ${quote(table)} (${list}) ` +
    (postgres
      ? `select ${list} from json_populate_recordset(null::${quote(table)}, $1)`
      : `values ${Array.from({ length: rowCount }, () => row).join(', ')}`) +
    (conflict ? ` on conflict (${quote(conflict)}) do nothing` : '') +
    (returning.length > 0 ? ` returning ${returning.map(quote).join(', ')}` : '');
  texts.set(key, text);
  return text;
}

/** Each row's values in the columns' order; every row must have exactly these columns. */
function rowValues(
  table: string,
  columns: readonly string[],
  rows: readonly object[],
): unknown[][] {
  return rows.map((row) => {
    const record = row as Record<string, unknown>;
    if (Object.keys(record).length !== columns.length) {
      throw new Error(`insertRows: every ${table} row must have the same columns`);
    }
    return columns.map((column) => {
      const value = record[column];
      if (value === undefined) throw new Error(`insertRows: no value for ${table}.${column}`);
      return value;
    });
  });
}

/** Rows as PostgreSQL reads them from one JSON parameter: an array of column-keyed objects. */
function rowsJson(columns: readonly string[], values: unknown[][]): string {
  return JSON.stringify(
    values.map((row) => {
      const record: Record<string, unknown> = {};
      columns.forEach((column, k) => (record[column] = row[k]));
      return record;
    }),
  );
}

/**
 * PostgreSQL: `select <columns> from <rows>` for an INSERT's expression inside a larger
 * statement, with the rows as one JSON parameter, so the statement's text does not depend on
 * how many rows there are.
 */
export function jsonRows<T extends Table>(
  table: T,
  columns: readonly (keyof Database[T] & string)[],
  rows: readonly Insertable<Database[T]>[],
): RawBuilder<unknown> {
  const json = rowsJson(columns, rowValues(table, columns, rows));
  return sql`select ${sql.join(columns.map((column) => sql.ref(column)))}
    from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`;
}

/**
 * One multi-row INSERT for the hot paths (a quote submit writes leads, their events,
 * assignments and messages), compiled to run or to pipeline: its text is built once per
 * shape (statementText) and the values are passed as they are instead of becoming a node
 * tree for every value. Every row has the first row's columns; there is at least one row.
 */
export function insertRowsQuery<T extends Table, R = Record<string, unknown>>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertRowsOptions<T> = {},
): CompiledQuery<R> {
  const columns = Object.keys(rows[0]!);
  const values = rowValues(table, columns, rows);
  const postgres = dialectOf(db) === 'postgres';
  const text = statementText(
    postgres,
    table,
    columns,
    rows.length,
    options.returning ?? [],
    options.onConflictDoNothing,
  );
  return CompiledQuery.raw(
    text,
    postgres ? [rowsJson(columns, values)] : values.flat(),
  ) as CompiledQuery<R>;
}

/** Run insertRowsQuery (nothing for no rows); the rows named by `returning`, in the order given. */
export async function insertRows<T extends Table, R = Record<string, unknown>>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertRowsOptions<T> = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
  return executePrepared(db, insertRowsQuery<T, R>(db, table, rows, options));
}
