import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { VALID_QUOTE } from './test/sample-quote.js';
import { startServerBehindProxy, type ServerProcess } from './test/server-process.js';
import type { TcpProxy } from './test/tcp-proxy.js';
import { TEST_DRIVER } from './test/test-app.js';

interface Answer {
  email: string;
  status: number;
  retryAfter: string | null;
  message: string;
  startedAt: number;
  endedAt: number;
}

const CUT_AFTER_MS = 3_000;
const CUT_FOR_MS = 10_000;
/** The longest the stream runs; it ends sooner once the server is seen to have recovered. */
const RUN_FOR_MS = CUT_AFTER_MS + CUT_FOR_MS + 7_000;

/**
 * The server as a real process on PostgreSQL reached through a proxy the test controls:
 * the database vanishes for 10 s in the middle of a stream of quote submits.
 */
describe.skipIf(TEST_DRIVER !== 'postgres')('a PostgreSQL outage under load', () => {
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

  it('answers 503 with Retry-After while cut, never exits, and loses or doubles no lead', async () => {
    const started = Date.now();
    const answers: Answer[] = [];
    const probes: { at: number; healthz: number; readyz: number }[] = [];
    let sequence = 0;
    const cutEnd = CUT_AFTER_MS + CUT_FOR_MS;
    // Recovered: after the cut, a lead was stored again and the server reported ready again.
    const recovered = () =>
      answers.some((answer) => answer.startedAt >= cutEnd && answer.status === 201) &&
      probes.some((probe) => probe.at >= cutEnd && probe.readyz === 200);
    const running = () => Date.now() - started < RUN_FOR_MS && !recovered();

    async function submitter() {
      while (running()) {
        sequence += 1;
        const email = `outage${sequence}@example.ie`;
        const startedAt = Date.now() - started;
        const response = await fetch(`${server.url}/api/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...VALID_QUOTE, email }),
          signal: AbortSignal.timeout(10_000),
        });
        const { message } = (await response.json()) as { message?: string };
        answers.push({
          email,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          message: message ?? '',
          startedAt,
          endedAt: Date.now() - started,
        });
        if (response.status !== 201) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    async function prober() {
      while (running()) {
        const [healthz, readyz] = await Promise.all(
          ['/healthz', '/readyz'].map((path) =>
            fetch(`${server.url}${path}`).then((response) => response.status),
          ),
        );
        probes.push({ at: Date.now() - started, healthz: healthz!, readyz: readyz! });
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    const cut = setTimeout(() => proxy.cut(), CUT_AFTER_MS);
    const restore = setTimeout(() => proxy.restore(), CUT_AFTER_MS + CUT_FOR_MS);
    await Promise.all([submitter(), submitter(), submitter(), submitter(), prober()]);
    clearTimeout(cut);
    clearTimeout(restore);

    expect(server.exited(), server.output()).toBe(false);
    const before = answers.filter((answer) => answer.endedAt < CUT_AFTER_MS);
    const during = answers.filter(
      (answer) => answer.startedAt > CUT_AFTER_MS + 500 && answer.endedAt < cutEnd,
    );
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((answer) => answer.status === 201)).toBe(true);
    // While cut: every answer a quick 503 that says when to come back; never a 500.
    expect(during.length).toBeGreaterThan(10);
    expect(new Set(during.map((answer) => answer.status))).toEqual(new Set([503]));
    expect(during.every((answer) => answer.retryAfter !== null)).toBe(true);
    expect(during[0]!.message).toBe(
      'We could not save your request just now because our system is briefly unavailable.',
    );
    expect(Math.max(...during.map((answer) => answer.endedAt - answer.startedAt))).toBeLessThan(
      2_500,
    );
    expect(answers.some((answer) => answer.status >= 500 && answer.status !== 503)).toBe(false);
    // Back by itself within 5 s of the database returning.
    const firstBack = answers.find((answer) => answer.startedAt >= cutEnd && answer.status === 201);
    expect(firstBack, 'no 201 after the cut ended').toBeDefined();
    expect(firstBack!.endedAt - cutEnd).toBeLessThan(5_000);
    // The load balancer's view: alive throughout, not ready while cut, ready again after.
    expect(probes.every((probe) => probe.healthz === 200)).toBe(true);
    const probesDuring = probes.filter((p) => p.at > CUT_AFTER_MS + 2_500 && p.at < cutEnd);
    expect(probesDuring.length).toBeGreaterThan(0);
    expect(probesDuring.every((probe) => probe.readyz === 503)).toBe(true);
    expect(probes.at(-1)!.readyz).toBe(200);

    // Every lead answered 201 is stored exactly once.
    const client = new pg.Client({ connectionString: setup.database.url });
    await client.connect();
    const { rows } = await client.query<{ email: string; n: string }>(
      'select email, count(*) as n from leads group by email',
    );
    await client.end();
    const stored = new Map(rows.map((row) => [row.email, Number(row.n)]));
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted.filter((answer) => stored.get(answer.email) !== 1)).toEqual([]);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
  }, 90_000);
});
