/** The measured phases: staff calls, the export, the starvation probe and the submit ratio. */
import { COUNTIES } from '../../src/shared/counties.js';
import {
  concurrent,
  expectStatus,
  readLines,
  rssOf,
  sequential,
  stats,
  type Stats,
} from './http.js';
import { seedLead } from './seed.js';

export interface Session {
  base: string;
  auth: Record<string, string>;
  leads: number;
  now: number;
}

/** Each staff call measured: 30 sequential requests at page size 25. */
export async function staffCalls(s: Session): Promise<[string, Stats][]> {
  const target = seedLead(Math.floor(s.leads * 0.61), s.leads, s.now);
  const [, , email, mobile] = target.values as string[];
  const eircode = String(target.values[16]).replace(' ', '');
  const calls: [string, string][] = [
    ['first page', '/api/quote?limit=25'],
    ['search name "paul hayes"', '/api/quote?limit=25&search=paul%20hayes'],
    ['search name "o briain" (accent-folded)', '/api/quote?limit=25&search=o%20briain'],
    [
      'search e-mail fragment',
      `/api/quote?limit=25&search=${encodeURIComponent(email!.split('@')[0]!.slice(-7) + '@')}`,
    ],
    [
      'search mobile digits (+353 form)',
      `/api/quote?limit=25&search=${encodeURIComponent(`+353 ${mobile!.slice(1)}`)}`,
    ],
    ['search Eircode (no space)', `/api/quote?limit=25&search=${eircode}`],
    ['follow-up filter', '/api/quote?limit=25&filter=followup'],
    ['deep page (offset 100,000)', `/api/quote?limit=25&offset=${Math.min(100_000, s.leads - 25)}`],
    ['summary with a search', '/api/quote/summary?search=paul%20hayes'],
    ['summary, follow-up', '/api/quote/summary?filter=followup'],
    ['dashboard', '/api/dashboard'],
  ];
  const results: [string, Stats][] = [];
  for (const [name, path] of calls) {
    results.push([
      name,
      await sequential(30, async () =>
        expectStatus(await fetch(`${s.base}${path}`, { headers: s.auth }), 200),
      ),
    ]);
  }
  return results;
}

export interface ExportResult {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  rssGrowthMb: number;
}

/** The whole export, read as it arrives, with the server's resident memory sampled. */
export async function exportAll(s: Session, serverPid: number): Promise<ExportResult> {
  const before = rssOf(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(serverPid))), 50);
  const t0 = performance.now();
  const lines = await readLines(`${s.base}/api/quote/export/csv`, s.auth);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  return {
    rows: lines - 1,
    seconds,
    rowsPerSecond: (lines - 1) / seconds,
    rssGrowthMb: (peak - before) / 1048576,
  };
}

export function quote(i: number, county: string = COUNTIES[5]!) {
  const lead = seedLead(i, 1_000_000, Date.now());
  return {
    first_name: lead.values[0],
    last_name: lead.values[1],
    email: `bench.${i}@example.ie`,
    mobile_number: '087 123 4567',
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

/** A visitor's GET / and quote submits, timed while an admin searches and exports. */
export async function starvationProbe(s: Session, seconds = 20) {
  let busy = true;
  const admin = (async () => {
    const searches = ['murphy', 'paul hayes', 'gmail', 'o se', '0871', 'd02'];
    const exporter = (async () => {
      while (busy) await readLines(`${s.base}/api/quote/export/csv`, s.auth, () => busy);
    })();
    for (let i = 0; busy; i += 1) {
      await expectStatus(
        await fetch(`${s.base}/api/quote?limit=25&search=${searches[i % searches.length]}`, {
          headers: s.auth,
        }),
        200,
      );
    }
    await exporter;
  })();
  const home: number[] = [];
  const submit: number[] = [];
  const stopAt = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < stopAt; i += 1) {
    let t0 = performance.now();
    await expectStatus(await fetch(`${s.base}/`), 200, 404);
    home.push(performance.now() - t0);
    t0 = performance.now();
    const body = JSON.stringify(quote(9_000_000 + i));
    await expectStatus(
      await fetch(`${s.base}/api/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
      201,
    );
    submit.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  busy = false;
  await admin;
  return { home: stats(home), submit: stats(submit) };
}

/** How many alternating rounds the submit ratio takes, and submits per round. */
export const SUBMIT_ROUNDS = 5;
export const SUBMITS_PER_ROUND = 1000;

/**
 * Quote submits against the app and the raw baseline in alternating rounds; ratio of medians.
 * A round is long enough (about a second for the app) that one hiccup of a shared machine
 * moves one round, which the median leaves out.
 */
export async function submitRatio(
  appBase: string,
  baselineBase: string,
  rounds = SUBMIT_ROUNDS,
  perRound = SUBMITS_PER_ROUND,
) {
  let failures = 0;
  const post = (base: string, offset: number) => async (i: number) => {
    const response = await fetch(`${base}/api/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quote(offset + i)),
    });
    // A 5xx is counted and reported rather than stopping the run.
    if (response.status >= 500) failures += 1;
    else await expectStatus(response, 201);
  };
  const app: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    app.push(
      (await concurrent(perRound, 10, post(appBase, 10_000_000 + round * perRound))).perSecond,
    );
    baseline.push(
      (await concurrent(perRound, 10, post(baselineBase, 20_000_000 + round * perRound))).perSecond,
    );
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return {
    app: median(app),
    baseline: median(baseline),
    ratio: median(app) / median(baseline),
    failures,
  };
}
