/** Timing helpers and child processes for the benchmark. */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function stats(latencies: number[]): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

export async function expectStatus(response: Response, ...ok: number[]) {
  if (!ok.includes(response.status)) {
    throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  }
  await response.arrayBuffer();
}

/** `count` sequential calls; each latency in ms. */
export async function sequential(
  count: number,
  call: (i: number) => Promise<void>,
): Promise<Stats> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    await call(i);
    latencies.push(performance.now() - t0);
  }
  return stats(latencies);
}

/** `total` calls with `concurrency` in flight; requests per second and latencies. */
export async function concurrent(
  total: number,
  concurrency: number,
  call: (i: number) => Promise<void>,
) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await call(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { perSecond: total / ((performance.now() - started) / 1000), ...stats(latencies) };
}

/**
 * A light client for throughput: node:http on kept-alive connections, the answer read and
 * dropped. fetch costs the bench process several times the CPU per request, and on two
 * shared cores that capped the raw baseline more than the app, flattering their ratio.
 */
export function jsonPoster(connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return (url: string, body: string): Promise<number> =>
    new Promise((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.end(body);
    });
}

/** Start a bench script in its own Node process and wait until it listens. */
export async function startChild(
  script: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Resident memory of a process in bytes (Linux): all of it, and the anonymous part (its heaps
 * and stacks), which leaves out the pages of files it maps, such as a SQLite database read
 * through a memory map (those are the kernel's file cache, the same pages `read` would fill).
 */
export function rssOf(pid: number): { resident: number; anonymous: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { resident: kb('VmRSS') * 1024, anonymous: kb('RssAnon') * 1024 };
}

/**
 * A GET read as it arrives, with a browser's `Accept-Encoding: gzip, br`, decompressed as a
 * stream and its line breaks counted; `keepGoing` is asked after each chunk and the request
 * is dropped when it says no. node:http and node:zlib rather than fetch: undici's
 * decompression of a fast gzip stream took the bench process ten times the CPU (38 s for a
 * 1,000,000-row export, mostly allocation), so the bench measured its own client, and the
 * load phase timed its requests in a busy process. `encoding` is what the server chose.
 */
export function readLines(
  url: string,
  headers: Record<string, string>,
  keepGoing: () => boolean = () => true,
): Promise<{ lines: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, 'accept-encoding': 'gzip, br' } });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: ${response.statusCode}`));
        return;
      }
      let body: NodeJS.ReadableStream = response;
      const encoding = response.headers['content-encoding'] ?? 'identity';
      const decoder =
        encoding === 'gzip'
          ? zlib.createGunzip()
          : encoding === 'br'
            ? zlib.createBrotliDecompress()
            : null;
      // pipeline, not pipe: a response cut short must fail the read, not leave it waiting.
      if (decoder) body = pipeline(response, decoder, (error) => error && reject(error));
      response.on('aborted', () => reject(new Error(`${url}: the response was cut short`)));
      let lines = 0;
      body.on('data', (chunk: Buffer) => {
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        if (!keepGoing()) {
          resolve({ lines, encoding });
          request.destroy();
        }
      });
      body.on('error', reject);
      body.on('end', () => resolve({ lines, encoding }));
    });
  });
}
