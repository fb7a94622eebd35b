import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_QUOTE } from './test/sample-quote.js';
import { startServerBehindProxy, type ServerProcess } from './test/server-process.js';
import type { TcpProxy } from './test/tcp-proxy.js';
import { TEST_DRIVER } from './test/test-app.js';

interface Answer {
  status: number;
  retryAfter: string | null;
  startedAt: number;
  endedAt: number;
}

const STALL_AFTER_MS = 2_000;
const STALL_FOR_MS = 8_000;
/** The longest the stream runs; it ends sooner once the server is seen to have recovered. */
const RUN_FOR_MS = STALL_AFTER_MS + STALL_FOR_MS + 10_000;

/**
 * A silent cut: the path to PostgreSQL stops carrying packets but nothing is closed (a
 * partition, a dead load balancer). Requests waiting on pooled connections must not hang.
 */
describe.skipIf(TEST_DRIVER !== 'postgres')('a silent PostgreSQL cut under load', () => {
  let setup: Awaited<ReturnType<typeof startServerBehindProxy>>;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    setup = await startServerBehindProxy(process.env.TEST_DATABASE_URL!);
    ({ proxy, server } = setup);
  }, 60_000);

  afterAll(async () => {
    await setup?.close();
  });

  it('answers requests waiting on the cut 503 within 3 s and recovers by itself', async () => {
    const started = Date.now();
    const answers: Answer[] = [];
    const stallEnd = STALL_AFTER_MS + STALL_FOR_MS;
    let stalledAt = Infinity;
    const recovered = () =>
      answers.filter((answer) => answer.startedAt >= stallEnd && answer.status === 201).length >= 3;
    const running = () => Date.now() - started < RUN_FOR_MS && !recovered();

    async function submitter(n: number) {
      for (let i = 0; running(); i += 1) {
        const startedAt = Date.now() - started;
        const response = await fetch(`${server.url}/api/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...VALID_QUOTE, email: `silent${n}x${i}@example.ie` }),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        answers.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          startedAt,
          endedAt: Date.now() - started,
        });
        if (response.status !== 201) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // Ten submitters keep most of the pool's connections in use when the path goes silent.
    const stall = setTimeout(() => {
      stalledAt = Date.now() - started;
      proxy.stall();
    }, STALL_AFTER_MS);
    const restore = setTimeout(() => proxy.restore(), stallEnd);
    await Promise.all(Array.from({ length: 10 }, (_, n) => submitter(n)));
    clearTimeout(stall);
    clearTimeout(restore);

    expect(server.exited(), server.output()).toBe(false);
    expect(answers.filter((answer) => answer.endedAt < stalledAt).length).toBeGreaterThan(0);
    // Every request that waited on the cut (in flight when it began, or sent during it).
    const waited = answers.filter(
      (answer) => answer.endedAt > stalledAt + 50 && answer.startedAt < stallEnd - 3_000,
    );
    expect(waited.length).toBeGreaterThan(10);
    const slow = waited.filter(
      (answer) => answer.endedAt - Math.max(answer.startedAt, stalledAt) >= 3_000,
    );
    expect(slow, server.output()).toEqual([]);
    const refused = waited.filter((answer) => answer.status !== 201);
    expect(refused.length).toBeGreaterThan(10);
    expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([503]));
    expect(refused.every((answer) => answer.retryAfter !== null)).toBe(true);
    expect(answers.some((answer) => answer.status >= 500 && answer.status !== 503)).toBe(false);
    // Back by itself once the path carries packets again, without a restart.
    const firstBack = answers.find(
      (answer) => answer.startedAt >= stallEnd && answer.status === 201,
    );
    expect(firstBack, 'no 201 after the cut ended').toBeDefined();
    expect(firstBack!.endedAt - stallEnd).toBeLessThan(5_000);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
  }, 90_000);
});
