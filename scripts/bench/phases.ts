/** The measured phases: staff calls, the export, the load phase and the submit ratio. */
import { AUDIT_ACTIONS } from '../../src/shared/audit.js';
import { COUNTIES } from '../../src/shared/counties.js';
import {
  concurrent,
  expectStatus,
  jsonPoster,
  readLines,
  rssOf,
  sequential,
  stats,
  type Stats,
} from './http.js';
import { seedLead } from './seed.js';
import { Terms, type TermKind } from './terms.js';

export interface Session {
  base: string;
  auth: Record<string, string>;
  managerAuth: Record<string, string>;
  /** How many seeded leads the database holds (the submits' rows not counted). */
  leads: number;
  terms: Terms;
}

/** What a browser sends; undici's fetch decompresses the answer, as a browser does. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

export interface StaffCase {
  id: string;
  name: string;
  requests: number;
  /** The path of request i; asked just before it is sent. */
  path: (s: Session, i: number) => string;
  manager?: boolean;
}

const list = (query: string) => `/api/quote?limit=25${query}`;
const search = (term: string) => `&search=${encodeURIComponent(term)}`;
const fresh = (s: Session, kind: TermKind) => s.terms.next(kind)!;
/** Around the middle of the data: offset 500,000 at 1,000,000 leads, scaled down with fewer. */
const deepOffset = (s: Session) =>
  Math.floor((s.leads * (0.45 + 0.1 * s.terms.random())) / 25) * 25;

/** The Irish calendar day `days` days ago, as the audit page's date filter takes it. */
const weekAgo = (days: number) =>
  new Date(Date.now() - (days + 7) * 86_400_000).toISOString().slice(0, 10);

/** Each staff call: sequential requests at page size 25, a fresh input where a person's varies. */
export const STAFF_CASES: StaffCase[] = [
  { id: 'first-page', name: 'first page', requests: 30, path: () => list('') },
  ...(
    [
      ['surname', 'search surname (broad: 1 lead in 20 each)'],
      ['first-name', 'search first name (broad: 1 lead in 20 each)'],
      ['full-name', 'search full name (1 lead in 400 each)'],
      ['email', 'search e-mail, local part or fragment (rare)'],
      ['phone', 'search mobile: 087 123 4567, 0871234567, +353 87..., 123 4567 (rare)'],
      ['eircode', 'search Eircode, with or without the space (rare)'],
    ] as [TermKind, string][]
  ).map(([kind, name]) => ({
    id: `search-${kind}`,
    name,
    // The broad kinds hold 20 different terms; none is asked twice.
    requests: Math.min(30, Terms.distinct(kind)),
    path: (s: Session) => list(search(fresh(s, kind))),
  })),
  { id: 'followup', name: 'follow-up filter', requests: 30, path: () => list('&filter=followup') },
  {
    id: 'duplicate',
    name: 'possible duplicate filter',
    requests: 30,
    path: () => list('&filter=duplicate'),
  },
  {
    id: 'followup-search',
    name: 'follow-up filter with a search (full name)',
    requests: 30,
    path: (s) => list(`&filter=followup${search(fresh(s, 'full-name'))}`),
  },
  {
    id: 'deep-page',
    name: 'deep page (offset N/2 ± 5 %: 500,000 at 1 M leads)',
    requests: 30,
    path: (s) => list(`&offset=${deepOffset(s)}`),
  },
  {
    id: 'summary-search',
    name: 'summary with a search (full name, e-mail, mobile or Eircode)',
    requests: 30,
    path: (s) =>
      `/api/quote/summary?search=${encodeURIComponent(s.terms.nextOf(['full-name', 'email', 'phone', 'eircode']))}`,
  },
  {
    id: 'summary-followup',
    name: 'summary, follow-up',
    requests: 30,
    path: () => '/api/quote/summary?filter=followup',
  },
  { id: 'overdue', name: 'overdue filter', requests: 30, path: () => list('&filter=overdue') },
  {
    id: 'utm-source',
    name: 'UTM source filter (facebook: 1 lead in 5)',
    requests: 30,
    path: () => list('&utm_source=facebook'),
  },
  {
    id: 'utm-campaign-status',
    name: 'UTM campaign and source with a status (1 lead in 125)',
    requests: 30,
    path: () => list('&utm_campaign=spring&utm_source=google&status=quoted'),
  },
  {
    id: 'due-today',
    name: 'due today filter',
    requests: 30,
    path: () => list('&filter=due_today'),
  },
  {
    id: 'summary-overdue',
    name: 'summary, overdue',
    requests: 30,
    path: () => '/api/quote/summary?filter=overdue',
  },
  {
    id: 'summary-duplicate',
    name: 'summary, possible duplicates',
    requests: 30,
    path: () => '/api/quote/summary?filter=duplicate',
  },
  {
    id: 'mine',
    name: 'Mine (a manager, owner=me)',
    requests: 30,
    path: () => list('&owner=me'),
    manager: true,
  },
  {
    id: 'mine-or-unassigned',
    name: "a manager's My Leads (mine and unassigned)",
    requests: 30,
    path: () => list('&owner=me_or_none'),
    manager: true,
  },
  {
    id: 'summary-mine',
    name: 'summary, Mine',
    requests: 30,
    path: () => '/api/quote/summary?owner=me',
    manager: true,
  },
  { id: 'audit-newest', name: 'audit log, newest page', requests: 30, path: () => '/api/audit' },
  {
    id: 'audit-action',
    name: 'audit log, one action (a different one each time)',
    requests: 14,
    path: (_s, i) => `/api/audit?action=${AUDIT_ACTIONS[i % AUDIT_ACTIONS.length]}`,
  },
  {
    id: 'audit-week',
    name: 'audit log, one week of one action, page 3',
    requests: 30,
    path: (_s, i) =>
      `/api/audit?action=${AUDIT_ACTIONS[i % AUDIT_ACTIONS.length]}&from=${weekAgo(i)}&to=${weekAgo(i - 7)}&offset=100`,
  },
  {
    id: 'campaigns',
    name: 'campaign funnel, 30 days ending on a different day each time (and the 30 before)',
    requests: 30,
    path: (_s, i) => `/api/campaigns?from=${weekAgo(i + 23)}&to=${weekAgo(i - 7)}`,
  },
  {
    id: 'partner-performance',
    name: 'partner performance, 30 days ending on a different day each time',
    requests: 30,
    path: (_s, i) => `/api/partners/performance?from=${weekAgo(i + 23)}&to=${weekAgo(i - 7)}`,
  },
  { id: 'dashboard-admin', name: 'dashboard (admin)', requests: 30, path: () => '/api/dashboard' },
  {
    id: 'dashboard-manager',
    name: 'dashboard (manager)',
    requests: 30,
    path: () => '/api/dashboard',
    manager: true,
  },
];

/** A case is chosen by its id or a prefix of it (`search` takes every search). */
export function chosen(id: string, cases: string[] | null): boolean {
  return !cases || cases.some((name) => id === name || id.startsWith(`${name}-`));
}

/** Each chosen staff call measured alone. */
export async function staffCalls(s: Session, cases: string[] | null): Promise<[string, Stats][]> {
  const results: [string, Stats][] = [];
  for (const call of STAFF_CASES.filter((c) => chosen(c.id, cases))) {
    const headers = { ...(call.manager ? s.managerAuth : s.auth), ...BROWSER };
    results.push([
      call.id,
      await sequential(call.requests, async (i) =>
        expectStatus(await fetch(`${s.base}${call.path(s, i)}`, { headers }), 200),
      ),
    ]);
  }
  return results;
}

export interface ExportResult {
  /** The Content-Encoding the server chose for `Accept-Encoding: gzip, br`. */
  encoding: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  rssGrowthMb: number;
  /** The growth of the anonymous part (rssOf). */
  anonymousGrowthMb: number;
}

/** The whole export as a browser fetches it (gzip, br), read as it arrives, with the server's resident memory sampled. */
export async function exportAll(s: Session, serverPid: number): Promise<ExportResult> {
  const before = rssOf(serverPid);
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = rssOf(serverPid);
    peak.resident = Math.max(peak.resident, now.resident);
    peak.anonymous = Math.max(peak.anonymous, now.anonymous);
  }, 50);
  const t0 = performance.now();
  const { lines, encoding } = await readLines(`${s.base}/api/quote/export/csv`, s.auth);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  return {
    encoding,
    rows: lines - 1,
    seconds,
    rowsPerSecond: (lines - 1) / seconds,
    rssGrowthMb: (peak.resident - before.resident) / 1048576,
    anonymousGrowthMb: (peak.anonymous - before.anonymous) / 1048576,
  };
}

/**
 * Every quote of the run is a different person (the e-mail and mobile carry the number), and
 * a new person to the database too: each run starts at its own place, or a run on a kept
 * database (--reuse) would send the same people again, each a possible duplicate whose
 * installers already have it, so nothing would be assigned or sent.
 */
let serial = 2_000_000 + Math.floor(Math.random() * 7_000_000);
const nextQuote = () => JSON.stringify(quote(serial++));

export function quote(i: number, county: string = COUNTIES[5]!) {
  const lead = seedLead(i, 1_000_000, Date.now());
  return {
    first_name: lead.values[0],
    last_name: lead.values[1],
    email: `bench.${i}@example.ie`,
    // A new homeowner each time, as people are: one number sent thousands of times would make
    // every submit a possible duplicate of all the others (docs/performance.md, 2026-11-26).
    mobile_number: `087 ${String(i % 1000).padStart(3, '0')} ${String(Math.floor(i / 1000) % 10_000).padStart(4, '0')}`,
    additional_info: 'Benchmark quote',
    url_type: '/',
    property_address: '1 Main Street',
    property_type: 'House',
    window_type: 'Casement Windows',
    number_of_windows: '3-5',
    preferred_timeframe: 'ASAP',
    window_material: 'uPVC',
    glazing_type: 'Double Glazing',
    county,
    eircode: '',
    consent: true,
  };
}

export interface LoadResult {
  home: Stats;
  submit: Stats;
  search: Stats;
  dashboardAdmin: Stats;
  dashboardManager: Stats;
}

/** Timed requests in a loop until `busy()` says stop, a pause between rounds. */
async function timedLoop(busy: () => boolean, pauseMs: number, steps: (() => Promise<void>)[]) {
  const times: number[][] = steps.map(() => []);
  while (busy()) {
    for (const [k, step] of steps.entries()) {
      const t0 = performance.now();
      await step();
      times[k]!.push(performance.now() - t0);
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return times.map(stats);
}

/**
 * Everyone at once: an admin searching (a fresh term each time) while exporting, a manager
 * and an admin reloading their dashboards, and a visitor's GET / and quote submits.
 */
export async function loadPhase(s: Session, seconds = 20): Promise<LoadResult> {
  const stopAt = performance.now() + seconds * 1000;
  const busy = () => performance.now() < stopAt;
  const get = (path: string, headers: Record<string, string>) => async () =>
    expectStatus(await fetch(`${s.base}${path}`, { headers: { ...headers, ...BROWSER } }), 200);
  const exporter = (async () => {
    while (busy()) await readLines(`${s.base}/api/quote/export/csv`, s.auth, busy);
  })();
  const kinds: TermKind[] = ['full-name', 'email', 'phone', 'eircode'];
  const searching = timedLoop(busy, 0, [
    async () => get(list(search(s.terms.nextOf(kinds))), s.auth)(),
  ]);
  const dashboards = timedLoop(busy, 250, [
    get('/api/dashboard', s.auth),
    get('/api/dashboard', s.managerAuth),
  ]);
  const visitor = timedLoop(busy, 50, [
    async () => expectStatus(await fetch(`${s.base}/`, { headers: BROWSER }), 200, 404),
    async () =>
      expectStatus(
        await fetch(`${s.base}/api/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...BROWSER },
          body: nextQuote(),
        }),
        201,
      ),
  ]);
  const [[adminSearch], [dashboardAdmin, dashboardManager], [home, submit]] = await Promise.all([
    searching,
    dashboards,
    visitor,
  ]);
  await exporter;
  return {
    home: home!,
    submit: submit!,
    search: adminSearch!,
    dashboardAdmin: dashboardAdmin!,
    dashboardManager: dashboardManager!,
  };
}

/** How many alternating rounds the submit ratio takes, and submits per round. */
export const SUBMIT_ROUNDS = 5;
export const SUBMITS_PER_ROUND = 3000;

/**
 * Quote submits against the app and the raw baseline in alternating rounds; ratio of medians.
 * A round is long enough (about a second for the app) that one hiccup of a shared machine
 * moves one round, which the median leaves out. Both sides see `connections` in flight.
 */
export async function submitRatio(
  appBase: string,
  baselineBase: string,
  connections: number,
  rounds = SUBMIT_ROUNDS,
  perRound = SUBMITS_PER_ROUND,
) {
  let failures = 0;
  const poster = jsonPoster(connections);
  const post = (base: string) => async () => {
    const status = await poster(`${base}/api/quote`, nextQuote());
    // A 5xx is counted and reported rather than stopping the run.
    if (status >= 500) failures += 1;
    else if (status !== 201) throw new Error(`${base}/api/quote: ${status}`);
  };
  const app: number[] = [];
  const baseline: number[] = [];
  // One round each first, unmeasured: both processes' code is then optimised.
  await concurrent(perRound, connections, post(appBase));
  await concurrent(perRound, connections, post(baselineBase));
  for (let round = 0; round < rounds; round += 1) {
    app.push((await concurrent(perRound, connections, post(appBase))).perSecond);
    baseline.push((await concurrent(perRound, connections, post(baselineBase))).perSecond);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return {
    connections,
    app: median(app),
    baseline: median(baseline),
    ratio: median(app) / median(baseline),
    failures,
  };
}
