/**
 * The load benchmark: bulk-loads N varied leads into a fresh database (SQLite file,
 * PostgreSQL schema) with no maintenance step the app does not do itself, serves the app from
 * its own process and measures what staff and visitors meet: each staff call with a fresh
 * search term per request, the export as a browser fetches it (gzip, br), everyone at once
 * (an admin searching and exporting, both dashboards, a visitor's GET / and submits), and
 * quote submits at 10 and 50 connections against a raw node:http + INSERT baseline. Prints a
 * table; --write appends it to docs/performance.md. Then a sustained-load phase (60 s of
 * submits at 50 connections, the outbox's oldest unsent message at the end) on each database,
 * and the public page `/` (HTML bytes, public JS, time to first byte, renders per second).
 * Usage: npm run bench -- [--leads=100000] [--db=sqlite|postgres|both] [--write]
 *          [--sustained=60 (seconds, 0 skips)] [--public=10 (seconds, 0 skips)]
 *          [--port=3102 (the app; the baseline and sustained phase take the next two)]
 *          [--cases=search,submit-50 (case ids or their prefixes; the list is in --help)]
 *          [--keep (keep the loaded database)] [--reuse=<sqlite file>,<postgres schema>]
 *          [--app-dir=<checkout>[,<checkout>] (each one's built dist/server/main.js in turn;
 *          default this checkout's, which `npm run bench` builds first when its sources changed)]
 * BENCH_PROF=<dir> in the environment writes a CPU profile of the app's server process there.
 */
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { loadConfig } from '../src/server/config.js';
import { createDb } from '../src/server/db/connection.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { rebuildLeadCounts } from '../src/server/db/migrations/2026-11-23-0007b-lead-counts.js';
import { rebuildLostReasonCounts } from '../src/server/db/migrations/2026-11-29-0048-lost-reason-counts.js';
import { markAllFunnelHours } from '../src/server/db/migrations/2026-11-28-0035-funnel-lead-counts.js';
import { COUNTIES } from '../src/shared/counties.js';
import { startApp } from './bench/app-process.js';
import { startChild, stopChild } from './bench/http.js';
import {
  chosen,
  exportAll,
  loadPhase,
  STAFF_CASES,
  staffCalls,
  submitRatio,
  type Session,
} from './bench/phases.js';
import { report, type DbResult } from './bench/report.js';
import { seedPostgres, seedSqlite } from './bench/seed.js';
import { seedAuditLog } from './bench/seed-audit.js';
import { seedFunnelViews } from './bench/seed-funnel.js';
import {
  createSchema,
  dropTarget,
  reusedTarget,
  reuseHint,
  seededLeads,
  SQLITE_FILE,
  sqliteStatistics,
  waitForAutoanalyze,
  waitForFunnelCount,
  type Target,
} from './bench/target.js';
import { Terms } from './bench/terms.js';
import { benchPublicOnFreshApp, closePublicBench, formatPublicBench } from './bench-public.js';
import { printSustained, runSustainedPhase } from './bench-sustained.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'];
  }),
);
const SUBMIT_CONNECTIONS = [10, 50];
const CASE_IDS = [
  ...STAFF_CASES.map((c) => c.id),
  'export',
  'load',
  ...SUBMIT_CONNECTIONS.map((n) => `submit-${n}`),
];
if (args.help) {
  console.log(`Cases for --cases (an id or a prefix of ids): ${CASE_IDS.join(', ')}`);
  process.exit(0);
}
const CASES = args.cases ? args.cases.split(',') : null;
const unknown = CASES?.filter((name) => !CASE_IDS.some((id) => chosen(id, [name])));
if (unknown?.length) throw new Error(`--cases: no case ${unknown.join(', ')} (see --help)`);
let LEADS = Number(args.leads ?? 100_000);
const DBS = args.db === 'both' ? ['sqlite', 'postgres'] : [args.db ?? 'sqlite'];
const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'bench@example.ie', password: 'bench-password-1' };
const MANAGER = { email: 'bench.manager@example.ie', password: 'bench-password-2' };
const APP_PORT = Number(args.port ?? 3102);
const BASELINE_PORT = args.port ? APP_PORT + 1 : 4202;
const KEEP = args.keep === 'true';
const REUSE = args.reuse ? args.reuse.split(',') : [];
/** Each checkout whose build is served in turn: this one's (npm run bench builds it) by default. */
const NAMED_APP_DIRS = args['app-dir'] ? args['app-dir'].split(',') : null;
const APP_DIRS = NAMED_APP_DIRS ?? ['.'];
/** How long a run waits for autovacuum to analyse the loaded leads (PostgreSQL). */
const AUTOANALYZE_WAIT_SECONDS = 180;
const wants = (id: string) => chosen(id, CASES);

/** A fresh database with N leads, loaded in bulk; seconds taken. */
async function load(target: Target): Promise<number> {
  if (target.kind === 'postgres') await createSchema(target);
  // Loading a million leads and rebuilding their counts may take longer than a request may.
  const config = loadConfig({
    DATA_DIR: target.dir,
    LOG_LEVEL: 'silent',
    PG_STATEMENT_TIMEOUT_MS: '600000',
  });
  if (target.kind === 'postgres')
    config.database = { kind: 'postgres', url: PG_URL!, schema: target.schema };
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database);
    const t0 = performance.now();
    if (target.kind === 'sqlite') seedSqlite(path.join(target.dir, SQLITE_FILE), LEADS, Date.now());
    else await seedPostgres(PG_URL!, target.schema!, LEADS, Date.now());
    await rebuildLeadCounts(db, target.kind);
    await rebuildLostReasonCounts(db, target.kind);
    // The load bypassed the triggers: every hour's leads are for the app's funnel job to count.
    await markAllFunnelHours(db);
    await seedAuditLog(db);
    await seedFunnelViews(db);
    const seconds = (performance.now() - t0) / 1000;
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
    return seconds;
  } finally {
    await db.destroy();
  }
}

async function signIn(base: string, who: { email: string; password: string }) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!response.ok) throw new Error(`sign-in as ${who.email}: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The admin's session, and a manager's (created on a fresh database, found on a reused one). */
async function session(base: string, leads: number): Promise<Session> {
  const auth = await signIn(base, ADMIN);
  const created = await fetch(`${base}/api/auth/user`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Manager', ...MANAGER, role_id: 2, is_active: true }),
  });
  if (!created.ok && created.status !== 409) {
    throw new Error(`creating the manager: ${created.status} ${await created.text()}`);
  }
  // The same seed for every app measured, so each is asked the same things.
  return { base, auth, managerAuth: await signIn(base, MANAGER), leads, terms: new Terms(leads) };
}

/**
 * The chosen cases of one part against one app process: the reads (staff calls, the export,
 * everyone at once) or the submit rounds, which add tens of thousands of leads and their
 * messages. Every app's reads run before any app's submits, so each column reads the same data.
 */
async function measure(
  target: Target,
  appDir: string,
  leads: number,
  seedSeconds: number | null,
  pgStatistics: string,
  part: 'reads' | 'submits',
): Promise<DbResult> {
  const kind = target.kind;
  const loadAtStart = os.loadavg()[0]!;
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  const children: ChildProcess[] = [];
  const label = `${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${NAMED_APP_DIRS ? `, ${appDir}` : ''}`;
  try {
    const server = await startApp(appDir, target, env, APP_PORT);
    children.push(server);
    const s = await session(`http://127.0.0.1:${APP_PORT}`, leads);
    const reads = part === 'reads';
    const funnel = reads ? await waitForFunnelCount(target, 600) : '';
    const statistics = `${kind === 'sqlite' ? sqliteStatistics(target) : pgStatistics}; ${funnel}`;
    if (reads) console.error(`[${label}] ${leads} leads; ${statistics}`);
    const calls = reads ? await staffCalls(s, CASES) : [];
    if (reads && wants('export')) console.error(`[${label}] export`);
    const exported = reads && wants('export') ? await exportAll(s, server.pid!) : null;
    if (reads && wants('load')) console.error(`[${label}] everyone at once`);
    const underLoad = reads && wants('load') ? await loadPhase(s) : null;
    const submits = [];
    const counts = reads ? [] : SUBMIT_CONNECTIONS.filter((n) => wants(`submit-${n}`));
    if (counts.length) {
      const baseline = await startChild('scripts/bench/baseline.ts', {
        ...env,
        BENCH_TARGET: JSON.stringify(target),
        PORT: String(BASELINE_PORT),
      });
      children.push(baseline);
      for (const n of counts) {
        console.error(`[${label}] submit vs baseline, ${n} in flight`);
        submits.push(await submitRatio(s.base, `http://127.0.0.1:${BASELINE_PORT}`, n));
      }
    }
    return {
      label,
      seedSeconds,
      statistics,
      calls,
      exported,
      underLoad,
      submits,
      load: [loadAtStart, os.loadavg()[0]!],
    };
  } finally {
    for (const child of children) await stopChild(child);
  }
}

/** One database: loaded (or reused), then measured against each app. */
async function runOne(kind: 'sqlite' | 'postgres'): Promise<DbResult[]> {
  if (kind === 'postgres' && !PG_URL) {
    throw new Error('Set DATABASE_URL or TEST_DATABASE_URL for --db=postgres');
  }
  const reused = reusedTarget(kind, REUSE, PG_URL);
  const target: Target = reused ?? {
    kind,
    dir: await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-bench-')),
    url: PG_URL,
    schema: `bench_${randomBytes(4).toString('hex')}`,
  };
  if (kind === 'postgres' && !target.dir) {
    target.dir = await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-bench-'));
  }
  const kept = KEEP || Boolean(reused);
  try {
    const seedSeconds = reused ? null : await load(target);
    const leads = await seededLeads(target);
    LEADS = leads;
    if (seedSeconds !== null)
      console.error(`[${kind}] loaded ${leads} leads in ${seedSeconds.toFixed(1)} s`);
    const onlySubmits = CASE_IDS.filter(wants).every((id) => id.startsWith('submit-'));
    const pgStatistics =
      kind === 'postgres' && !onlySubmits
        ? await waitForAutoanalyze(target, AUTOANALYZE_WAIT_SECONDS)
        : 'not checked';
    const results: DbResult[] = [];
    for (const appDir of APP_DIRS) {
      results.push(await measure(target, appDir, leads, seedSeconds, pgStatistics, 'reads'));
    }
    if (SUBMIT_CONNECTIONS.some((n) => wants(`submit-${n}`))) {
      for (const [k, appDir] of APP_DIRS.entries()) {
        const submitted = await measure(target, appDir, leads, seedSeconds, '', 'submits');
        const read = results[k]!;
        results[k] = {
          ...read,
          submits: submitted.submits,
          load: [read.load[0], submitted.load[1]],
        };
      }
    }
    return results;
  } finally {
    if (kept) {
      console.error(`[${kind}] kept: measure it again with --reuse=${reuseHint(target)}`);
      // PostgreSQL's scratch directory holds nothing worth keeping.
      if (kind === 'postgres') await fs.rm(target.dir, { recursive: true, force: true });
    } else {
      await dropTarget(target);
    }
  }
}

const results: DbResult[] = [];
for (const kind of DBS) results.push(...(await runOne(kind as 'sqlite' | 'postgres')));
const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`;
await report(results, LEADS, args.write === 'true', command);

const SUSTAINED_SECONDS = Number(args.sustained ?? 60);
// E-mail goes to a local SMTP server, at a paced 40 and 70 submits/s and then as fast as the
// submits go, 6 partners per county; the outbox may take 30 s after the load to empty.
const SUSTAINED_RATES = [40, 70, undefined];
if (SUSTAINED_SECONDS > 0) {
  for (const kind of DBS) {
    for (const rate of SUSTAINED_RATES) {
      console.error(
        `[${kind}] sustained load: ${SUSTAINED_SECONDS} s of submits at ${rate ? `${rate}/s` : 'full speed'}, 50 connections`,
      );
      printSustained(
        await runSustainedPhase({
          db: kind as 'sqlite' | 'postgres',
          seconds: SUSTAINED_SECONDS,
          connections: 50,
          rate,
          smtpPort: 0,
          drainSeconds: 30,
          // Unanswered leads expire a minute after the load: waited for once, at the first rate.
          reassignmentWait: rate === SUSTAINED_RATES[0],
          databaseUrl: PG_URL,
          port: args.port ? APP_PORT + 2 : undefined,
        }),
      );
    }
  }
}

const PUBLIC_SECONDS = Number(args.public ?? 10);
if (PUBLIC_SECONDS > 0) {
  console.log(formatPublicBench(await benchPublicOnFreshApp({ seconds: PUBLIC_SECONDS })));
  closePublicBench();
}
