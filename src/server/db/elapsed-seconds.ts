import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './connection.js';

/** Whole seconds from one ISO-text column to another, in the dialect's date arithmetic. */
export function elapsedSeconds(dialect: Dialect, from: string, to: string): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`extract(epoch from (${sql.ref(to)}::timestamptz - ${sql.ref(from)}::timestamptz))::bigint`
    : sql<number>`cast(round((julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 86400) as integer)`;
}
