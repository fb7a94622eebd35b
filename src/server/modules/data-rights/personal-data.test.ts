import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { dialectOf, type Db } from '../../db/connection.js';
import { apiTest } from '../../test/api-test.js';
import { ENGINE_TABLE, PERSONAL_DATA, scrubDetail } from './personal-data.js';

/** Each table of the app's schema with its text columns, read from the database itself. */
async function schemaTextColumns(db: Db): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ table: string; column: string; type: string }>`
      select table_name as "table", column_name as "column", data_type as type
      from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const row of rows) {
      const columns = out.get(row.table) ?? [];
      if (/text|char|json/.test(row.type)) columns.push(row.column);
      out.set(row.table, columns);
    }
    return out;
  }
  const tables = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table'`.execute(db);
  for (const { name } of tables.rows) {
    if (ENGINE_TABLE.test(name)) continue;
    const columns = await sql<{ name: string; type: string }>`
      select name, type from pragma_table_info(${name})`.execute(db);
    out.set(
      name,
      columns.rows.filter((c) => !/int|real|num|blob/i.test(c.type)).map((c) => c.name),
    );
  }
  return out;
}

describe('the personal data map (DESIGN: every table that holds it is listed in one place)', () => {
  apiTest(
    'names every table, and every text column of the tables tied to a lead',
    async ({ t }) => {
      const schema = await schemaTextColumns(t.db);
      const map: Record<
        string,
        { holds: string; erase?: readonly string[]; keep?: readonly string[] }
      > = PERSONAL_DATA;
      const unlisted = [...schema.keys()].filter((table) => !(table in map));
      expect(unlisted, 'tables missing from personal-data.ts').toEqual([]);
      const unclassified: string[] = [];
      for (const [table, columns] of schema) {
        const entry = map[table]!;
        if (entry.holds === 'none') continue;
        const known = new Set([...(entry.erase ?? []), ...(entry.keep ?? [])]);
        for (const column of columns)
          if (!known.has(column)) unclassified.push(`${table}.${column}`);
      }
      expect(unclassified, 'text columns neither erased nor kept in personal-data.ts').toEqual([]);
    },
  );
});

describe('scrubDetail', () => {
  apiTest('keeps codes and field names, blanks free text and values', async () => {
    const detail = JSON.stringify({
      changes: [{ field: 'last_name', from: 'Murphy', to: 'Walsh' }],
      text: 'Call Mary',
      outcome: 'reached',
      partner: 'Corrib Windows',
      nested: { note: 'at 1 Main St' },
    });
    expect(JSON.parse(scrubDetail(detail, ['Mary Murphy']))).toEqual({
      changes: [{ field: 'last_name', from: '', to: '' }],
      text: '',
      outcome: 'reached',
      partner: 'Corrib Windows',
      nested: { note: '' },
    });
    expect(scrubDetail('not json', [])).toBe('[erased]');
    expect(scrubDetail('', [])).toBe('');
  });
});
