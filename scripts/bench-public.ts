/**
 * Public site benchmark for `/`: the HTML's compressed size, the public JS
 * gzipped total, time to first byte p50/p95 with 20 visitors at once, and server-rendered
 * pages per second. Needs `npm run build` first. Boots the built app on a temporary SQLite
 * database unless given a running site's URL.
 * Usage: node --import tsx scripts/bench-public.ts [--url=http://127.0.0.1:3103] [--seconds=10]
 *   [--web=dist/web | --web=none]  (the build the public JS is read from)
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { publicChunks } from './check-js-budget.mjs';

export interface PublicBenchResult {
  path: string;
  html: { rawBytes: number; brotliBytes: number; gzipBytes: number };
  publicJsGzipBytes: number;
  publicJsFiles: number;
  visitors: number;
  ttfbMs: { p50: number; p95: number };
  /** Whole requests per second (the server reuses identical renders). */
  pagesPerSecond: number;
  requests: number;
  /** Fresh renders per second of the server entry alone, one after another. */
  rendersPerSecond: number | null;
}

interface Fetched {
  status: number;
  bytes: number;
  ttfbMs: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One GET, timed to its first byte (the response head), body counted as sent. */
function get(url: string, encoding: string): Promise<Fetched & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { 'accept-encoding': encoding } }, (res) => {
      const ttfbMs = performance.now() - started;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: body.length, ttfbMs, body });
      });
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Render the page again and again with the data it was served with, for `seconds`. */
async function rendersPerSecond(webDir: string, url: string, html: string, seconds: number) {
  const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!data) return null;
  const entry = pathToFileURL(path.resolve(webDir, '..', 'ssr', 'entry-server.js')).href;
  const { render } = (await import(entry)) as {
    render: (url: string, data: unknown) => Promise<unknown>;
  };
  const parsed: unknown = JSON.parse(data);
  for (let i = 0; i < 20; i += 1) await render(url, parsed);
  let count = 0;
  const stopAt = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < stopAt) {
    await render(url, parsed);
    count += 1;
  }
  return count / ((performance.now() - started) / 1000);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** Measure a running site at baseUrl (its build at webDir gives the JS figures). */
export async function benchPublic({
  baseUrl,
  webDir = 'dist/web',
  pagePath = '/',
  visitors = 20,
  seconds = 10,
}: {
  baseUrl: string;
  /** The build whose manifest gives the public JS; null to skip that figure. */
  webDir?: string | null;
  pagePath?: string;
  visitors?: number;
  seconds?: number;
}): Promise<PublicBenchResult> {
  const url = new URL(pagePath, baseUrl).href;
  const [raw, brotli, gzip] = await Promise.all([
    get(url, 'identity'),
    get(url, 'br'),
    get(url, 'gzip'),
  ]);
  if (raw.status !== 200) throw new Error(`${url} answered ${raw.status}`);
  const chunks = webDir === null ? [] : publicChunks(webDir);

  // Warm up, then 20 visitors ask for the page again and again, as a browser would (br).
  for (let i = 0; i < 20; i += 1) await get(url, 'br');
  const ttfbs: number[] = [];
  const stopAt = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: visitors }, async () => {
      while (performance.now() < stopAt) {
        const page = await get(url, 'br, gzip');
        if (page.status !== 200) throw new Error(`${url} answered ${page.status}`);
        ttfbs.push(page.ttfbMs);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  ttfbs.sort((a, b) => a - b);
  const renders =
    webDir === null
      ? null
      : await rendersPerSecond(webDir, pagePath, raw.body.toString('utf8'), Math.min(5, seconds));
  return {
    path: pagePath,
    html: { rawBytes: raw.bytes, brotliBytes: brotli.bytes, gzipBytes: gzip.bytes },
    publicJsGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    publicJsFiles: chunks.length,
    visitors,
    ttfbMs: { p50: percentile(ttfbs, 0.5), p95: percentile(ttfbs, 0.95) },
    pagesPerSecond: ttfbs.length / elapsed,
    requests: ttfbs.length,
    rendersPerSecond: renders,
  };
}

/** Boot the built app on a temporary database and measure it. */
export async function benchPublicOnFreshApp(
  options: { seconds?: number; visitors?: number } = {},
): Promise<PublicBenchResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-bench-public-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    WEB_DIST_DIR: 'dist/web',
    ADMIN_EMAIL: 'bench@example.ie',
    ADMIN_PASSWORD: 'bench-password-1',
    API_RATE_LIMIT: '0',
    OUTBOX_WORKER: 'false',
  });
  const app = await buildApp({ config });
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    return await benchPublic({ baseUrl, ...options });
  } finally {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Close the keep-alive connections, so a script that is done can exit. */
export function closePublicBench(): void {
  agent.destroy();
}

export function formatPublicBench(r: PublicBenchResult): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  return [
    `Public page ${r.path}`,
    `  HTML: ${kb(r.html.rawBytes)} raw, ${kb(r.html.brotliBytes)} brotli, ${kb(r.html.gzipBytes)} gzip`,
    `  Public JS: ${kb(r.publicJsGzipBytes)} gzipped in ${r.publicJsFiles} files`,
    `  TTFB with ${r.visitors} visitors: p50 ${r.ttfbMs.p50.toFixed(1)} ms, p95 ${r.ttfbMs.p95.toFixed(1)} ms`,
    `  Pages served: ${r.pagesPerSecond.toFixed(0)}/s (${r.requests} requests, identical renders reused)`,
    `  Server renders: ${r.rendersPerSecond === null ? 'n/a' : r.rendersPerSecond.toFixed(0)}/s (fresh, one core)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = Object.fromEntries(
    process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
  );
  const seconds = Number(args.seconds ?? 10);
  const result = args.url
    ? await benchPublic({
        baseUrl: args.url,
        seconds,
        webDir: args.web === 'none' ? null : args.web,
      })
    : await benchPublicOnFreshApp({ seconds });
  console.log(formatPublicBench(result));
  closePublicBench();
}
