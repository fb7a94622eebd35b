/**
 * The database a bench run measures: a fresh SQLite file or PostgreSQL schema loaded here, or
 * one kept by an earlier run (`--keep`, then `--reuse`), and the planner statistics it holds.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export interface Target {
  kind: 'sqlite' | 'postgres';
  /** The SQLite file's directory (the app's DATA_DIR); for PostgreSQL a scratch directory. */
  dir: string;
  url?: string;
  schema?: string;
}

export const SQLITE_FILE = 'windowquotes.db';

/** What `--reuse` names for this database: a SQLite file, or a PostgreSQL schema. */
export function reusedTarget(
  kind: Target['kind'],
  names: string[],
  url: string | undefined,
): Target | null {
  const isFile = (name: string) => name.includes('/') || name.endsWith('.db');
  const name = names.find((n) => (kind === 'sqlite' ? isFile(n) : !isFile(n)));
  if (!name) return null;
  if (kind === 'postgres') return { kind, dir: '', url, schema: name };
  if (path.basename(name) !== SQLITE_FILE || !fs.existsSync(name)) {
    throw new Error(`--reuse=${name}: expected an existing ${SQLITE_FILE} kept by --keep`);
  }
  return { kind, dir: path.dirname(path.resolve(name)) };
}

/** How to measure this database again, printed after a run with --keep. */
export function reuseHint(target: Target): string {
  return target.kind === 'sqlite' ? path.join(target.dir, SQLITE_FILE) : target.schema!;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The app in its own checkout reads only DATABASE_URL, with no schema setting: a login role
 * named after the schema, whose search_path is that schema, lets it connect to it.
 */
export async function schemaUrl(target: Target): Promise<string> {
  const role = target.schema!;
  await withClient(target.url!, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [role]);
    if (!rowCount) await client.query(`create role ${role} login superuser`);
    await client.query(`alter role ${role} set search_path = ${role}`);
  });
  const url = new URL(target.url!);
  url.username = role;
  url.password = '';
  return url.toString();
}

export async function createSchema(target: Target): Promise<void> {
  await withClient(target.url!, (client) => client.query(`create schema ${target.schema}`));
}

export async function dropTarget(target: Target): Promise<void> {
  if (target.kind === 'sqlite') {
    fs.rmSync(target.dir, { recursive: true, force: true });
    return;
  }
  await withClient(target.url!, async (client) => {
    await client.query(`drop schema ${target.schema} cascade`);
    await client.query(`drop role if exists ${target.schema}`);
  });
  fs.rmSync(target.dir, { recursive: true, force: true });
}

/** The seeded leads in a database (a kept one also holds the bench's submitted quotes). */
export async function seededLeads(target: Target): Promise<number> {
  const query = `select count(*) as n from leads where email not like 'bench.%@example.ie'`;
  if (target.kind === 'sqlite') {
    const db = new SQLite(path.join(target.dir, SQLITE_FILE), { readonly: true });
    try {
      return Number((db.prepare(query).get() as { n: number }).n);
    } finally {
      db.close();
    }
  }
  return withClient(target.url!, async (client) => {
    const { rows } = await client.query(query.replace('from leads', `from ${target.schema}.leads`));
    return Number(rows[0].n);
  });
}

/** SQLite: whether the app's start-up left statistics for the leads table. */
export function sqliteStatistics(target: Target): string {
  const db = new SQLite(path.join(target.dir, SQLITE_FILE), { readonly: true });
  try {
    const { n } = db
      .prepare(`select count(*) as n from sqlite_stat1 where tbl = 'leads'`)
      .get() as {
      n: number;
    };
    return n > 0
      ? `sqlite_stat1 holds ${n} rows for leads (written by the app at start)`
      : 'sqlite_stat1 holds nothing for leads: the app gathered no statistics';
  } catch {
    return 'no sqlite_stat1: the app gathered no statistics';
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL: wait (up to `seconds`) for autovacuum to analyse leads after the load, as it
 * would have in a deployment by the time staff use it; report when it did, or that it did not.
 */
export async function waitForAutoanalyze(target: Target, seconds: number): Promise<string> {
  const t0 = performance.now();
  return withClient(target.url!, async (client) => {
    const { rows: setting } = await client.query<{ on: boolean }>(
      `select current_setting('autovacuum') = 'on' as on`,
    );
    if (!setting[0]?.on) {
      return 'autovacuum is off on this server: leads never analysed, measured without statistics';
    }
    for (;;) {
      const { rows } = await client.query<{ at: Date | null; manual: Date | null }>(
        `select last_autoanalyze as at, last_analyze as manual from pg_stat_user_tables
          where schemaname = $1 and relname = 'leads'`,
        [target.schema],
      );
      const waited = (performance.now() - t0) / 1000;
      if (rows[0]?.at) {
        return `autovacuum analysed leads at ${rows[0].at.toISOString().slice(11, 19)} UTC (waited ${waited.toFixed(0)} s)`;
      }
      // A reused schema someone analysed by hand: autovacuum sees nothing new to analyse.
      if (rows[0]?.manual) {
        return `leads analysed by hand at ${rows[0].manual.toISOString().slice(11, 19)} UTC (a reused schema)`;
      }
      if (waited >= seconds) {
        return `autovacuum had not analysed leads after ${seconds} s: measured without`;
      }
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  });
}

/**
 * Wait (up to `seconds`) until the app's own funnel job has counted every day the load left
 * uncounted (`funnel_dirty_hours` empty), as it has minutes after a deployment; report how
 * long that took, or that it had not finished.
 */
export async function waitForFunnelCount(target: Target, seconds: number): Promise<string> {
  const t0 = performance.now();
  const left = async (): Promise<number> => {
    if (target.kind === 'sqlite') {
      const db = new SQLite(path.join(target.dir, SQLITE_FILE), { readonly: true });
      try {
        const row = db.prepare(`select count(*) as n from funnel_dirty_hours`).get() as {
          n: number;
        };
        return row.n;
      } finally {
        db.close();
      }
    }
    return withClient(target.url!, async (client) => {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from ${target.schema}.funnel_dirty_hours`,
      );
      return Number(rows[0]!.n);
    });
  };
  for (;;) {
    const hours = await left();
    const waited = (performance.now() - t0) / 1000;
    if (hours === 0)
      return `the app's job counted the funnel's days (waited ${waited.toFixed(0)} s)`;
    if (waited >= seconds) return `${hours} hours of leads still uncounted after ${seconds} s`;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
