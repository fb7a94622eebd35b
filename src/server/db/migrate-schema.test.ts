import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './connection.js';
import { migrateToLatest } from './migrate.js';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(url);

async function admin(query: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('migrations on a database shared with other apps', () => {
  const other = `m_${randomBytes(5).toString('hex')}`;
  const own = `m_${randomBytes(5).toString('hex')}`;
  afterAll(async () => {
    await admin(`drop schema if exists ${other} cascade; drop schema if exists ${own} cascade`);
  });

  it('migrates its own schema, chosen by search_path, beside another migrated schema', async () => {
    await admin(`create schema ${other}; create schema ${own}`);
    const first = createDb({ kind: 'postgres', url: url!, schema: other });
    await migrateToLatest(first, { kind: 'postgres', url: url!, schema: other });
    await first.destroy();

    const separator = url!.includes('?') ? '&' : '?';
    const ownUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${own}`)}`;
    const second = createDb({ kind: 'postgres', url: ownUrl });
    await migrateToLatest(second, { kind: 'postgres', url: ownUrl });
    await second.destroy();

    const { rows } = await admin(
      `select table_schema from information_schema.tables where table_name = 'leads' and table_schema in ('${other}', '${own}') order by table_schema`,
    );
    expect(rows.map((row) => row.table_schema).sort()).toEqual([other, own].sort());
  });

  it('migrates while another app creates and drops schemas on the same database', async () => {
    // Another test run (or app) churning schemas beside ours: the migrator's look for its own
    // table must not read theirs, which may vanish mid-query.
    const churn = new pg.Client({ connectionString: url });
    await churn.connect();
    let migrating = true;
    const churning = (async () => {
      for (let round = 0; migrating; round += 1) {
        const name = `${other}_churn_${round}`;
        await churn.query(
          `create schema ${name}; create table ${name}.t (id serial primary key, a text, b text)`,
        );
        await churn.query(`drop schema ${name} cascade`);
      }
    })();
    try {
      for (let round = 0; round < 4; round += 1) {
        const schema = `${own}_${round}`;
        await admin(`create schema ${schema}`);
        const db = createDb({ kind: 'postgres', url: url!, schema });
        try {
          await migrateToLatest(db, { kind: 'postgres', url: url!, schema });
        } finally {
          await db.destroy();
          await admin(`drop schema ${schema} cascade`);
        }
      }
    } finally {
      migrating = false;
      await churning;
      await churn.end();
    }
  });
});
