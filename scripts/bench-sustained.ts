/**
 * Sustained-load phase: the server as its own process (rate limits off, outbox worker on),
 * 6 active partners in each county used, POST /api/quote at N connections for S seconds;
 * then submits/s, p50/p99, 5xx, and how far the outbox is behind when the load stops.
 * Usage: node --import tsx scripts/bench-sustained.ts --db=sqlite|postgres --seconds=60 --connections=50
 *          [--rate=40 (submits/s, paced; default as fast as they go)] [--smtp=0 (a local SMTP
 *          server on that port, 0 any free one; default .eml files)] [--drain=30 (s to wait for
 *          the outbox to empty)] [--reassignment=1 (wait for the unanswered leads' windows to
 *          end and the expiry job to hand them on)]
 * PostgreSQL reads DATABASE_URL or TEST_DATABASE_URL and works in a schema of its own.
 * BENCH_NO_INSTALLERS=1 in the environment leaves the installers out (nobody answers leads).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createDb, type Db } from '../src/server/db/connection.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { insertPartner } from '../src/server/modules/partners/partner-repository.js';
import { startSmtpSink } from '../src/server/test/smtp-sink.js';
import { runInstallers, signInInstallers, type InstallerLoad } from './bench/installers.js';
import { DEFAULT_QUOTE_OPTIONS } from '../src/shared/quote-options.js';

export interface SustainedOptions {
  db: 'sqlite' | 'postgres';
  seconds: number;
  connections: number;
  /** PostgreSQL server to use; a fresh schema is made in it and dropped afterwards. */
  databaseUrl?: string;
  /** HTTP port of the server under test. */
  port?: number;
  /** When set, e-mail goes over SMTP to a local smtp-server on this port instead of .eml files. */
  smtpPort?: number;
  counties?: string[];
  partnersPerCounty?: number;
  /** After the load, wait up to this long for the outbox to empty (0: do not wait). */
  drainSeconds?: number;
  /** Submits per second across all connections; unset: as fast as they go. */
  rate?: number;
  /** Wait after the load for the leads left unanswered to expire and be handed on. */
  reassignmentWait?: boolean;
}

export interface SustainedResult {
  db: string;
  rate?: number;
  smtp: boolean;
  seconds: number;
  connections: number;
  /** The machine's 1-minute load average at the start and the end: figures from a busy machine say less. */
  load: [number, number];
  submits: number;
  perSecond: number;
  p50: number;
  p99: number;
  status5xx: number;
  otherFailures: number;
  outbox: {
    queued: number;
    sent: number;
    failed: number;
    oldestUnsentSeconds: number;
    worstOldestUnsentSeconds: number;
    drainedInSeconds: number | null;
    /** [seconds since the load started, oldest unsent message's age in s], every 2 s. */
    series: [number, number][];
  };
  /** One installer per partner answering its leads in the portal while the load runs. */
  installers: InstallerLoad;
  /** Unanswered leads taken back by the expiry job once their one-minute window ended. */
  reassignment: ReassignmentState & { drainedInSeconds: number | null };
  /** With an SMTP server: each sent e-mail's Message-ID against what the server received. */
  delivery?: { sentEmails: number; received: number; duplicates: number; missing: number };
}

const ROOT = path.resolve(import.meta.dirname, '..');
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

function quote(i: number, counties: string[]) {
  const o = DEFAULT_QUOTE_OPTIONS;
  return {
    first_name: pick(['Aoife', 'Brian', 'Ciara', 'Declan', 'Eimear'], i),
    last_name: `Murphy${i}`,
    email: `sustained${i}@example.ie`,
    mobile_number: `08${String(7_000_000 + i).padStart(8, '0')}`,
    additional_info: `Replacing ${(i % 12) + 1} windows`,
    url_type: '/',
    property_address: `${(i % 200) + 1} Main Street`,
    property_type: pick(o.property_types, i),
    window_type: pick(o.window_types, i),
    number_of_windows: pick(o.number_of_windows, i),
    preferred_timeframe: pick(o.preferred_timeframes, i),
    window_material: pick(o.window_materials, i),
    glazing_type: pick(o.glazing_types, i),
    county: pick(counties, i),
    eircode: '',
    consent: true as const,
  };
}

function post(agent: http.Agent, port: number, body: string, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/quote',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out after 30 s')));
    request.on('error', reject);
    request.end(body);
  });
}

async function waitForServer(port: number, child: ChildProcess, logFile: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    const up = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/ping' }, (response) => {
        response.resume();
        resolve(true);
      });
      request.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 60 s');
}

/** Messages not sent yet, and how long the oldest of them has waited. */
async function outboxState(db: Db) {
  const counts = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  const by = Object.fromEntries(counts.map((row) => [row.status, Number(row.n)]));
  const oldest = await db
    .selectFrom('outbox')
    .select('created_at')
    .where('status', 'in', ['pending', 'sending'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const queued = Object.values(by).reduce((sum, n) => sum + n, 0);
  return {
    queued,
    sent: by.sent ?? 0,
    failed: by.failed ?? 0,
    unsent: (by.pending ?? 0) + (by.sending ?? 0),
    oldestUnsentSeconds: oldest ? (Date.now() - Date.parse(oldest.created_at)) / 1000 : 0,
  };
}

interface ReassignmentState {
  expired: number;
  declined: number;
  /** Taken back and given to another partner (the rest had no one left with room). */
  handedOn: number;
  /**
   * Pending more than 75 s past their deadline and not yet taken back: the job runs each
   * minute, so any is a backlog (a lead handed on gets a new one-minute window, and the
   * installers who ignore a lead ignore it wherever it goes, so leads keep falling due).
   */
  overdue: number;
  /** The longest a lead waited past its deadline before it was taken back, in s. */
  worstLagSeconds: number;
}

async function reassignmentState(db: Db): Promise<ReassignmentState> {
  const now = new Date(Date.now() - 75_000).toISOString();
  const released = await db
    .selectFrom('lead_partners')
    .select(['release_reason', 'respond_by', 'released_at', 'replaced_by'])
    .where('released_at', 'is not', null)
    .execute();
  const overdue = await db
    .selectFrom('lead_partners')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('response', '=', 'pending')
    .where('released_at', 'is', null)
    .where('respond_by', '<', now)
    .executeTakeFirstOrThrow();
  const expired = released.filter((row) => row.release_reason === 'expired');
  return {
    expired: expired.length,
    declined: released.filter((row) => row.release_reason === 'declined').length,
    handedOn: released.filter((row) => row.replaced_by).length,
    overdue: Number(overdue.n),
    worstLagSeconds: Math.max(
      0,
      ...expired.map((row) => (Date.parse(row.released_at!) - Date.parse(row.respond_by!)) / 1000),
    ),
  };
}

export async function runSustainedPhase(options: SustainedOptions): Promise<SustainedResult> {
  const port = options.port ?? 3101;
  const counties = options.counties ?? ['Dublin', 'Cork', 'Galway', 'Limerick'];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'windowquotes-sustained-'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'bench@example.ie',
    ADMIN_PASSWORD: 'bench-password-1',
    LOGIN_RATE_LIMIT: '0',
    QUOTE_RATE_LIMIT: '0',
    API_RATE_LIMIT: '0',
    OUTBOX_WORKER: 'true',
    // A one-minute response window, so leads the installers leave unanswered expire and are
    // reassigned while the phase runs (within Irish business hours: decision 0902).
    PARTNER_RESPONSE_MINUTES: '1',
  };
  let database: Parameters<typeof createDb>[0];
  let dropSchema = async () => {};
  if (options.db === 'postgres') {
    const url = options.databaseUrl;
    if (!url) throw new Error('--db=postgres needs DATABASE_URL or TEST_DATABASE_URL');
    const schema = `bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
    const withSchema = new URL(url);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = withSchema.toString();
    database = { kind: 'postgres', url, schema };
  } else {
    database = { kind: 'sqlite', filename: path.join(dataDir, 'windowquotes.db') };
  }
  const smtp = options.smtpPort === undefined ? undefined : await startSmtpSink(options.smtpPort);
  if (smtp) env.SMTP_URL = smtp.url;

  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const serverEnv = { ...process.env, ...env };
  delete serverEnv.SMTP_URL;
  if (smtp) serverEnv.SMTP_URL = smtp.url;
  if (options.db === 'sqlite') delete serverEnv.DATABASE_URL;
  // The build, as `npm start` runs it (`npm run bench` builds it first).
  const main = path.join(ROOT, 'dist/server/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', log, log],
  });
  const db = createDb(database);
  // Migrated here, where the schema is known: the server's migrator would find another schema's
  // kysely_migration table on a shared database and skip creating its own.
  await migrateToLatest(db, database);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  try {
    await waitForServer(port, child, logFile);
    const partnerIds: number[] = [];
    for (const county of counties) {
      for (let k = 1; k <= (options.partnersPerCounty ?? 6); k += 1) {
        const id = await insertPartner(db, {
          name: `${county} Windows ${k}`,
          contact_name: 'Seán',
          email: `${county.toLowerCase()}${k}@installers.ie`,
          mobile: '087 765 4321',
          counties: [county] as never,
          daily_cap: 1_000_000,
          is_active: true,
        });
        partnerIds.push(id);
      }
    }
    const baseUrl = `http://127.0.0.1:${port}`;
    const installerTokens = await signInInstallers(db, baseUrl, partnerIds);

    const latencies: number[] = [];
    let status5xx = 0;
    let otherFailures = 0;
    let next = 0;
    let worst = 0;
    const series: [number, number][] = [];
    const loadAtStart = os.loadavg()[0]!;
    const started = performance.now();
    const sampler = setInterval(() => {
      const at = (performance.now() - started) / 1000;
      outboxState(db).then(
        (state) => {
          worst = Math.max(worst, state.oldestUnsentSeconds);
          series.push([Math.round(at), Number(state.oldestUnsentSeconds.toFixed(1))]);
        },
        () => {},
      );
    }, 2_000);
    const stopAt = started + options.seconds * 1000;
    const installers = runInstallers(
      baseUrl,
      process.env.BENCH_NO_INSTALLERS ? [] : installerTokens,
      stopAt,
    );
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < stopAt) {
          const i = next++;
          if (options.rate) {
            // Paced: the i-th submit is due i / rate seconds after the start.
            const due = started + (i / options.rate) * 1000;
            if (due >= stopAt) break;
            const wait = due - performance.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          }
          const t0 = performance.now();
          try {
            const status = await post(
              agent,
              port,
              JSON.stringify(quote(i, counties)),
              `sustained-${i}`,
            );
            if (status >= 500) status5xx += 1;
            else if (status !== 201) otherFailures += 1;
            else latencies.push(performance.now() - t0);
          } catch {
            otherFailures += 1;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const installerLoad = await installers;
    clearInterval(sampler);
    const atEnd = await outboxState(db);
    worst = Math.max(worst, atEnd.oldestUnsentSeconds);

    let drainedInSeconds: number | null = atEnd.unsent === 0 ? 0 : null;
    const drainStart = performance.now();
    while (
      drainedInSeconds === null &&
      performance.now() - drainStart < (options.drainSeconds ?? 0) * 1000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      if ((await outboxState(db)).unsent === 0) {
        drainedInSeconds = (performance.now() - drainStart) / 1000;
      }
    }

    // The expiry job runs once a minute. With `reassignmentWait`, wait until the windows of the
    // load's last leads have ended and the job has had a run since (135 s after the load), then
    // up to 60 s more until no lead is more than a run late.
    let reassignment = await reassignmentState(db);
    let reassignmentDrained: number | null = null;
    if (options.reassignmentWait) {
      const due = stopAt + 135_000;
      while (performance.now() < due) await new Promise((resolve) => setTimeout(resolve, 1_000));
      reassignment = await reassignmentState(db);
      while (reassignment.overdue > 0 && performance.now() < due + 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        reassignment = await reassignmentState(db);
      }
      if (reassignment.overdue === 0) reassignmentDrained = (performance.now() - stopAt) / 1000;
    }

    let delivery: SustainedResult['delivery'];
    if (smtp) {
      // Every e-mail the outbox marked sent arrived once: its Message-ID names its outbox row.
      const sent = await db
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', 'email')
        .where('status', '=', 'sent')
        .execute();
      const seen = new Map<string, number>();
      for (const mail of smtp.received) {
        const id = /Message-ID: <outbox-(\d+)@/i.exec(mail.raw)?.[1] ?? '?';
        seen.set(id, (seen.get(id) ?? 0) + 1);
      }
      delivery = {
        sentEmails: sent.length,
        received: smtp.received.length,
        duplicates: [...seen.values()].filter((n) => n > 1).length,
        missing: sent.filter((row) => !seen.has(String(row.id))).length,
      };
    }

    latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      latencies.length === 0
        ? 0
        : latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
    return {
      db: options.db,
      rate: options.rate,
      smtp: Boolean(smtp),
      seconds: elapsed,
      connections: options.connections,
      load: [loadAtStart, os.loadavg()[0]!],
      submits: latencies.length,
      perSecond: latencies.length / elapsed,
      p50: at(0.5),
      p99: at(0.99),
      status5xx,
      otherFailures,
      outbox: {
        queued: atEnd.queued,
        sent: atEnd.sent,
        failed: atEnd.failed,
        oldestUnsentSeconds: atEnd.oldestUnsentSeconds,
        worstOldestUnsentSeconds: worst,
        drainedInSeconds,
        series,
      },
      installers: installerLoad,
      reassignment: { ...reassignment, drainedInSeconds: reassignmentDrained },
      delivery,
    };
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
    );
    await db.destroy();
    await smtp?.close();
    await dropSchema();
    fs.closeSync(log);
    // The server's log outlives the run, for reading what went wrong.
    fs.copyFileSync(logFile, path.join(os.tmpdir(), `windowquotes-sustained-${options.db}.log`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printSustained(r: SustainedResult): void {
  const o = r.outbox;
  const i = r.installers;
  const g = r.reassignment;
  console.log(
    `\nSustained submits on ${r.db}: ${r.rate ? `${r.rate}/s paced over ` : ''}${r.connections} connections for ${r.seconds.toFixed(0)} s` +
      `${r.smtp ? ', e-mail over SMTP to a local server' : ''} ` +
      `(load average ${r.load[0].toFixed(1)} -> ${r.load[1].toFixed(1)} on ${os.availableParallelism()} cores)\n` +
      `  ${r.submits} leads stored (201), ${r.perSecond.toFixed(1)} submits/s, ` +
      `p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ${r.status5xx} x 5xx, ${r.otherFailures} other failures\n` +
      `  outbox when the load stopped: ${o.sent} of ${o.queued} messages sent, ${o.failed} failed, ` +
      `oldest unsent ${o.oldestUnsentSeconds.toFixed(1)} s (goal under 10 s; worst seen ${o.worstOldestUnsentSeconds.toFixed(1)} s)` +
      (o.drainedInSeconds === null ? '' : `; empty ${o.drainedInSeconds.toFixed(1)} s later`) +
      `\n  installers (one per partner, polling each second): ${i.accepted} accepted, ${i.declined} declined, ` +
      `${i.ignored} left unanswered, ${i.conflicts} refused (409), ${i.failures} failed; ` +
      `their list p50 ${i.list.p50.toFixed(0)} ms p95 ${i.list.p95.toFixed(0)} ms, ` +
      `answers p50 ${i.answer.p50.toFixed(0)} ms p95 ${i.answer.p95.toFixed(0)} ms` +
      `\n  reassignment (one-minute response window): ${g.expired} expired and ${g.declined} declined leads taken back, ` +
      `${g.handedOn} given to the next partner; ${g.overdue} more than 75 s past their deadline ` +
      (g.drainedInSeconds === null
        ? '(measured when the load stopped)'
        : `(none ${g.drainedInSeconds.toFixed(0)} s after the load)`) +
      `; the longest wait past a deadline ${g.worstLagSeconds.toFixed(0)} s` +
      `\n  oldest unsent over time (s since start: age in s): ${o.series.map(([t, age]) => `${t}:${age}`).join(' ')}` +
      (r.delivery
        ? `\n  SMTP: ${r.delivery.sentEmails} e-mails marked sent, ${r.delivery.received} received, ` +
          `${r.delivery.duplicates} received twice, ${r.delivery.missing} sent but not received`
        : ''),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = Object.fromEntries(
    process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
  );
  const db = args.db === 'postgres' ? 'postgres' : 'sqlite';
  runSustainedPhase({
    db,
    seconds: Number(args.seconds ?? 60),
    connections: Number(args.connections ?? 50),
    databaseUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    port: args.port ? Number(args.port) : undefined,
    smtpPort: args.smtp ? Number(args.smtp) : undefined,
    drainSeconds: Number(args.drain ?? 0),
    rate: args.rate ? Number(args.rate) : undefined,
    reassignmentWait: args.reassignment === '1',
  }).then(printSustained, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
