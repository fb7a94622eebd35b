/**
 * The load benchmark: bulk-loads N varied leads into a fresh database (SQLite file,
 * PostgreSQL schema), serves the app from its own process and measures each staff call,
 * the export, a visitor's requests while an admin searches and exports, and quote submits
 * against a raw node:http + INSERT baseline. Prints a table; --write adds it to docs/performance.md.
 * Then a sustained-load phase (60 s of submits at 50 connections with 6 partners per county,
 * the outbox's oldest unsent message at the end) on each database, and the public page `/`
 * (HTML bytes, public JS, time to first byte, server renders per second) on the built app.
 * Usage: npm run bench -- [--leads=100000] [--db=sqlite|postgres|both] [--write]
 *                         [--sustained=60 (seconds, 0 skips)] [--public=10 (seconds, 0 skips)]
 *                         [--port=3102 (the app; the baseline and sustained phase take the next two)]
 *                         [--only=submit (only the submit ratio; the table is not written)]
 * BENCH_PROF=<dir> in the environment writes a CPU profile of the app's server process there.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/server/config.js';
import { createDb } from '../src/server/db/connection.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { rebuildLeadCounts } from '../src/server/db/migrations/2026-11-23-0007b-lead-counts.js';
import { COUNTIES } from '../src/shared/counties.js';
import { startChild, stopChild } from './bench/http.js';
import {
  exportAll,
  staffCalls,
  starvationProbe,
  submitRatio,
  type Session,
} from './bench/phases.js';
import { report, type DbResult } from './bench/report.js';
import { benchPublicOnFreshApp, closePublicBench, formatPublicBench } from './bench-public.js';
import { printSustained, runSustainedPhase } from './bench-sustained.js';
import { seedPostgres, seedSqlite } from './bench/seed.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'];
  }),
);
const LEADS = Number(args.leads ?? 100_000);
const DBS = args.db === 'both' ? ['sqlite', 'postgres'] : [args.db ?? 'sqlite'];
const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'bench@example.ie', password: 'bench-password-1' };
const APP_PORT = Number(args.port ?? 3102);
const BASELINE_PORT = args.port ? APP_PORT + 1 : 4202;
// While tuning the submit path the staff calls, export and probe only cost time.
const SUBMIT_ONLY = args.only === 'submit';

async function runOne(kind: 'sqlite' | 'postgres'): Promise<DbResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-bench-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const target = { kind, dir, url: PG_URL, schema };
  if (kind === 'postgres') {
    if (!PG_URL) throw new Error('Set DATABASE_URL or TEST_DATABASE_URL for --db=postgres');
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  // Loading a million leads and rebuilding their counts may take longer than a request may.
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    PG_STATEMENT_TIMEOUT_MS: '600000',
  });
  if (kind === 'postgres') config.database = { kind, url: PG_URL!, schema };
  const db = createDb(config.database);
  const children = [];
  const loadAtStart = os.loadavg()[0]!;
  try {
    await migrateToLatest(db, config.database);
    const now = Date.now();
    const t0 = performance.now();
    if (kind === 'sqlite') seedSqlite(path.join(dir, 'windowquotes.db'), LEADS, now);
    else await seedPostgres(PG_URL!, schema, LEADS, now);
    await rebuildLeadCounts(db, kind);
    if (kind === 'postgres') await sql`vacuum analyze lead_counts`.execute(db);
    const seedSeconds = (performance.now() - t0) / 1000;
    // Six partners cover the bench quotes' county, so each submit is matched and queued.
    const stamp = new Date().toISOString();
    await db
      .insertInto('partners')
      .values(
        Array.from({ length: 6 }, (_, k) => ({
          name: `Bench Partner ${k + 1}`,
          email: `partner${k + 1}@example.ie`,
          counties: JSON.stringify([COUNTIES[5]]),
          daily_cap: 1_000_000,
          contact_name: '',
          mobile: '',
          is_active: 1,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    await db.destroy();

    const env = {
      BENCH_TARGET: JSON.stringify(target),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const server = await startChild('scripts/bench/serve.ts', { ...env, PORT: String(APP_PORT) });
    children.push(server);
    const base = `http://127.0.0.1:${APP_PORT}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const session: Session = {
      base,
      auth: { authorization: `Bearer ${token}` },
      leads: LEADS,
      now,
    };

    console.error(`[${kind}] seeded ${LEADS} leads in ${seedSeconds.toFixed(1)} s`);
    const calls = SUBMIT_ONLY ? [] : await staffCalls(session);
    if (!SUBMIT_ONLY) console.error(`[${kind}] export`);
    const exported = SUBMIT_ONLY ? null : await exportAll(session, server.pid!);
    // The starvation probe is a SQLite question: PostgreSQL queries never run on the event loop.
    const probing = kind === 'sqlite' && !SUBMIT_ONLY;
    if (probing) console.error(`[${kind}] starvation probe`);
    const probe = probing ? await starvationProbe(session) : null;
    console.error(`[${kind}] submit vs baseline`);
    const baseline = await startChild('scripts/bench/baseline.ts', {
      ...env,
      PORT: String(BASELINE_PORT),
    });
    children.push(baseline);
    const submit = await submitRatio(base, `http://127.0.0.1:${BASELINE_PORT}`);
    return {
      kind,
      seedSeconds,
      calls,
      exported,
      probe,
      submit,
      load: [loadAtStart, os.loadavg()[0]!],
    };
  } finally {
    for (const child of children) await stopChild(child);
    await db.destroy().catch(() => {});
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const results: DbResult[] = [];
for (const kind of DBS) results.push(await runOne(kind as 'sqlite' | 'postgres'));
await report(results, LEADS, args.write === 'true' && !SUBMIT_ONLY);

const SUSTAINED_SECONDS = Number(args.sustained ?? 60);
if (SUSTAINED_SECONDS > 0) {
  for (const kind of DBS) {
    console.error(`[${kind}] sustained load: ${SUSTAINED_SECONDS} s of submits at 50 connections`);
    printSustained(
      await runSustainedPhase({
        db: kind as 'sqlite' | 'postgres',
        seconds: SUSTAINED_SECONDS,
        connections: 50,
        databaseUrl: PG_URL,
        port: args.port ? APP_PORT + 2 : undefined,
      }),
    );
  }
}

const PUBLIC_SECONDS = Number(args.public ?? 10);
if (PUBLIC_SECONDS > 0) {
  console.log(formatPublicBench(await benchPublicOnFreshApp({ seconds: PUBLIC_SECONDS })));
  closePublicBench();
}
