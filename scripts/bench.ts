/**
 * Load benchmark: boots the app on a temporary SQLite file with rate limits off, seeds
 * 100,000 leads in bulk, then measures the lead API with plain fetch at a small concurrency.
 * Usage: npm run bench [-- --leads=100000 --concurrency=20]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import {
  recordLeadEvents,
  type NewLeadEvent,
} from '../src/server/modules/leads/lead-event-repository.js';
import { COUNTIES } from '../src/shared/counties.js';
import { insertLeads, type NewLead } from '../src/server/modules/leads/lead-repository.js';
import { LEAD_STATUSES } from '../src/shared/lead-status.js';
import { DEFAULT_QUOTE_OPTIONS } from '../src/shared/quote-options.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const LEADS = Number(args.leads ?? 100_000);
const CONCURRENCY = Number(args.concurrency ?? 20);
const POSTS = 2_000;
const TIME_LIMIT_MS = 170_000;
const ADMIN = { email: 'bench@example.ie', password: 'bench-password-1' };

const FIRST = [
  'Aoife',
  'Brian',
  'Ciara',
  'Declan',
  'Eimear',
  'Fionn',
  'Gráinne',
  'Hugh',
  'Íde',
  'Jack',
];
const LAST = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Smith',
  'Byrne',
  'Ryan',
  'Ó Sé',
  'Doyle',
  'Lynch',
];
const URLS = ['/', '/dublin', '/cork', '/galway', '/limerick', '/about', '/how-it-works', '/kerry'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

function quote(i: number) {
  return {
    first_name: pick(FIRST, i),
    last_name: `${pick(LAST, Math.floor(i / 10))}${i}`,
    email: `customer${i}@example.ie`,
    mobile_number: `08${String(7_000_000 + i).padStart(8, '0')}`,
    additional_info: `Replacing ${(i % 12) + 1} windows, budget about €${1000 + (i % 50) * 100}`,
    url_type: pick(URLS, i),
    property_address: `${(i % 200) + 1} Main Street, Co. ${pick(['Dublin', 'Cork', 'Galway'], i)}`,
    property_type: pick(DEFAULT_QUOTE_OPTIONS.property_types, i),
    window_type: pick(DEFAULT_QUOTE_OPTIONS.window_types, i),
    number_of_windows: pick(DEFAULT_QUOTE_OPTIONS.number_of_windows, i),
    preferred_timeframe: pick(DEFAULT_QUOTE_OPTIONS.preferred_timeframes, i),
    window_material: pick(DEFAULT_QUOTE_OPTIONS.window_materials, i),
    glazing_type: pick(DEFAULT_QUOTE_OPTIONS.glazing_types, i),
    county: pick(COUNTIES, i),
    eircode: '',
    consent: true as const,
  };
}

/** Run up to `total` calls with `concurrency` in flight, stopping early after `budgetSeconds`. */
async function load(total: number, call: (i: number) => Promise<void>, budgetSeconds = 20) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const stopAt = started + budgetSeconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total && performance.now() < stopAt) {
        const i = next++;
        const t0 = performance.now();
        await call(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  const done = latencies.length;
  return { total: done, seconds, perSecond: done / seconds, p50: at(0.5), p95: at(0.95) };
}

async function expectOk(response: Response, expected = 200) {
  if (response.status !== expected) {
    throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  }
  await response.arrayBuffer();
}

async function main() {
  const deadline = setTimeout(() => {
    console.error(`Benchmark over its ${TIME_LIMIT_MS / 1000} s limit; stopping.`);
    process.exit(1);
  }, TIME_LIMIT_MS);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DATA_DIR: dir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: '0',
    QUOTE_RATE_LIMIT: '0',
    API_RATE_LIMIT: '0',
  });
  const app = await buildApp({ config });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const rows: [string, string, string, string, string][] = [];
    const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
      rows.push([
        name,
        String(r.total),
        r.perSecond.toFixed(0),
        r.p50.toFixed(1),
        r.p95.toFixed(1),
      ]);

    // Seed: a year of leads, in bulk, with their creation events and some status changes.
    let t0 = performance.now();
    const yearMs = 365 * 24 * 3600 * 1000;
    const now = Date.now();
    const seed: NewLead[] = Array.from({ length: LEADS }, (_, i) => {
      const created = new Date(now - yearMs + (i / LEADS) * yearMs).toISOString();
      return { ...quote(i), status: pick(LEAD_STATUSES, i * 7 + (i % 3)), created_at: created };
    });
    for (let start = 0; start < LEADS; start += 10_000) {
      const chunk = seed.slice(start, start + 10_000);
      const ids = await insertLeads(app.db, chunk);
      const events: NewLeadEvent[] = ids.flatMap((id, k) => {
        const lead = chunk[k]!;
        const created: NewLeadEvent = {
          lead_id: id,
          type: 'created',
          to_status: 'new',
          created_at: lead.created_at,
        };
        if (lead.status === 'new') return [created];
        const changedAt = new Date(
          Date.parse(lead.created_at!) + ((id % 180) + 5) * 60_000,
        ).toISOString();
        return [
          created,
          {
            lead_id: id,
            type: 'status_changed',
            from_status: 'new',
            to_status: lead.status,
            created_at: changedAt,
          },
        ];
      });
      for (let e = 0; e < events.length; e += 2_000)
        await recordLeadEvents(app.db, events.slice(e, e + 2_000));
    }
    const seedSeconds = (performance.now() - t0) / 1000;

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    row(
      'POST /api/quote',
      await load(
        POSTS,
        async (i) =>
          expectOk(
            await fetch(`${base}/api/quote`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${i}` },
              body: JSON.stringify(quote(LEADS + i)),
            }),
            201,
          ),
        60,
      ),
    );
    const searches = ['murphy', 'aoife kelly', 'customer4242', '0870001', '/galway', 'nobody-here'];
    row(
      'GET /api/quote?search=…&limit=50',
      await load(300, async (i) =>
        expectOk(
          await fetch(
            `${base}/api/quote?limit=50&search=${encodeURIComponent(pick(searches, i))}`,
            {
              headers: auth,
            },
          ),
        ),
      ),
    );
    row(
      'GET /api/quote?limit=50 (first page)',
      await load(300, async () =>
        expectOk(await fetch(`${base}/api/quote?limit=50`, { headers: auth })),
      ),
    );
    row(
      'GET /api/quote/summary',
      await load(100, async () =>
        expectOk(await fetch(`${base}/api/quote/summary`, { headers: auth })),
      ),
    );
    row(
      'GET /api/dashboard',
      await load(100, async () =>
        expectOk(await fetch(`${base}/api/dashboard`, { headers: auth })),
      ),
    );

    // The full export, read chunk by chunk while the resident memory is sampled.
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    t0 = performance.now();
    const exported = await fetch(`${base}/api/quote/export/csv`, { headers: auth });
    let bytes = 0;
    let lines = 0;
    const reader = exported.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines += 1;
    }
    const exportSeconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);

    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `\nSeeded ${LEADS.toLocaleString('en-IE')} leads with events in ${seedSeconds.toFixed(1)} s (SQLite, ${CONCURRENCY} requests in flight)\n`,
    );
    console.table(
      rows.map(([call, requests, perSecond, p50, p95]) => ({
        call,
        requests,
        'req/s': perSecond,
        'p50 ms': p50,
        'p95 ms': p95,
      })),
    );
    console.log(
      `CSV export: ${lines - 1} rows, ${mb(bytes)} MB in ${exportSeconds.toFixed(1)} s; ` +
        `resident memory ${mb(rssBefore)} MB before, peak ${mb(rssPeak)} MB (+${mb(rssPeak - rssBefore)} MB)`,
    );
  } finally {
    clearTimeout(deadline);
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
