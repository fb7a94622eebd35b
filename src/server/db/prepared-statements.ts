import type { CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
// Kysely<Database> rather than connection.ts's Db alias: connection.ts imports this file.
import type { Database } from './schema.js';

/** Statement texts that run as named statements on PostgreSQL, with their names. */
const names = new Map<string, string>();

/**
 * Run a query whose text never varies (only its parameters do) as a named statement on
 * PostgreSQL: each connection parses and plans it once and then only binds and runs it.
 * The hot path's statements are long CTEs, and parsing and planning them again for every
 * batch of submits cost more than running them. Only fixed texts may come here: every text
 * stays prepared on every connection for the connection's life.
 */
export async function executePrepared<R>(
  db: Kysely<Database>,
  query: CompiledQuery<R>,
): Promise<R[]> {
  prepareText(query.sql);
  return (await db.executeQuery(query)).rows;
}

/** Mark a fixed text to be sent as a named statement (executePrepared). */
export function prepareText(text: string): void {
  if (!names.has(text)) names.set(text, `wq_${names.size + 1}`);
}

/** A pg client that sends the texts executePrepared knows as named statements. */
export class PreparingClient extends pg.Client {
  // pg's overloads cannot be restated one by one; this only adds a name and passes on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' ? names.get(config) : undefined;
    if (name === undefined) return super.query(config, values, callback);
    return super.query({ name, text: config, values }, callback);
  }
}
