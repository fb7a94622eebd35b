import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { trustProxyOption } from './app.js';
import { loadConfig } from './config.js';
import { VALID_QUOTE } from './test/sample-quote.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';
import { apiTestWith } from './test/api-test.js';
import { TEST_DRIVER, type TestApp } from './test/test-app.js';

// One app per setting (injected requests come from 127.0.0.1), each with its own limit and leads.
const behind = (trustProxy?: string) =>
  apiTestWith({ QUOTE_RATE_LIMIT: '2', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) });
const oneHop = behind('1');
const twoHops = behind('2');
const loopbackListed = behind('127.0.0.1/8');
const loopbackUnlisted = behind('192.0.2.1');
const untrusting = behind();

/** Submit one quote per X-Forwarded-For value: the answers, and the addresses stored. */
async function quotesFrom(t: TestApp, forwardedFor: string[]) {
  const answers = [];
  for (const [i, address] of forwardedFor.entries()) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { 'x-forwarded-for': address },
      payload: { ...VALID_QUOTE, email: `proxy${i}@example.ie` },
    });
    answers.push(response.statusCode);
  }
  const stored = await t.db.selectFrom('leads').select('client_ip').orderBy('id').execute();
  return { answers, ips: stored.map((row) => row.client_ip) };
}

describe('TRUST_PROXY', () => {
  it('reads a hop count, true, and addresses or CIDR ranges, and refuses anything else', () => {
    const read = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(read('1')).toBe(1);
    expect(read('true')).toBe(true);
    expect(read('false')).toBe(false);
    expect(read('10.0.0.0/8, 127.0.0.1,::1')).toBe('10.0.0.0/8, 127.0.0.1,::1');
    expect(read('loopback')).toBe('loopback');
    expect(() => read('proxy.example.ie')).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
    expect(() => read('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });

  it('takes a hop count as the number of proxies in front, as Express does', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('127.0.0.1', hop))).toEqual([true, true, false]);
  });

  oneHop(
    'with a hop count, limits and records each visitor behind the proxy by their own address',
    async ({ t }) => {
      const visitors = Array.from({ length: 6 }, (_, i) => `203.0.113.${i + 1}`);
      const { answers, ips } = await quotesFrom(t, visitors);
      expect(answers).toEqual([201, 201, 201, 201, 201, 201]);
      expect(ips).toEqual(visitors);
    },
  );

  twoHops(
    'with two hops, looks past the visitor-facing proxy; a spoofed entry further left is ignored',
    async ({ t }) => {
      const { ips } = await quotesFrom(t, ['6.6.6.6, 203.0.113.9, 10.0.0.2']);
      expect(ips).toEqual(['203.0.113.9']);
    },
  );

  loopbackListed('with an address list, believes a peer in it', async ({ t }) => {
    const trusted = await quotesFrom(t, ['203.0.113.4']);
    expect(trusted.ips).toEqual(['203.0.113.4']);
  });

  loopbackUnlisted('with an address list, does not believe a peer outside it', async ({ t }) => {
    const untrusted = await quotesFrom(t, ['203.0.113.4']);
    expect(untrusted.ips).toEqual(['127.0.0.1']);
  });

  untrusting(
    'when off, ignores X-Forwarded-For, so one client cannot dodge its limit',
    async ({ t }) => {
      const { answers } = await quotesFrom(t, ['203.0.113.1', '203.0.113.2', '203.0.113.3']);
      expect(answers).toEqual([201, 201, 429]);
    },
  );
});

/** One process as the proxy, another as the server, visitors on their own loopback addresses. */
describe.skipIf(TEST_DRIVER !== 'sqlite')('behind a real proxy process', () => {
  const stops: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  async function startProxy(server: ServerProcess): Promise<number> {
    const child: ChildProcess = spawn(process.execPath, ['src/server/test/forwarding-proxy.mjs'], {
      env: { PATH: process.env.PATH, TARGET: server.url, PROXY_SOURCE_ADDRESS: '127.0.0.2' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    stops.push(() => void child.kill());
    return new Promise((resolve) =>
      child.stdout!.on('data', (chunk: Buffer) => {
        const match = /listening (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      }),
    );
  }

  /** A quote sent from `from` (a loopback address) to `port`, maybe with its own forwarded header. */
  function quote(port: number, from: string, email: string, forwardedFor?: string) {
    const body = JSON.stringify({ ...VALID_QUOTE, email });
    return new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/quote',
          method: 'POST',
          localAddress: from,
          headers: {
            'content-type': 'application/json',
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode!));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  /** client_ip is never in an API answer, so it is read from the server's database file. */
  function storedIps(server: ServerProcess): Record<string, string> {
    const db = new SQLite(path.join(server.dataDir, 'windowquotes.db'), { readonly: true });
    try {
      const rows = db.prepare('select email, client_ip from leads').all() as {
        email: string;
        client_ip: string;
      }[];
      return Object.fromEntries(rows.map((row) => [row.email, row.client_ip]));
    } finally {
      db.close();
    }
  }

  it('limits each visitor separately and records their own address', async () => {
    const server = await startServerProcess({ TRUST_PROXY: '127.0.0.2', QUOTE_RATE_LIMIT: '2' });
    stops.push(() => server.stop());
    const port = await startProxy(server);

    expect(await quote(port, '127.0.0.3', 'a1@example.ie')).toBe(201);
    expect(await quote(port, '127.0.0.3', 'a2@example.ie')).toBe(201);
    expect(await quote(port, '127.0.0.3', 'a3@example.ie')).toBe(429);
    // Another visitor through the same proxy has a bucket of their own.
    expect(await quote(port, '127.0.0.4', 'b1@example.ie')).toBe(201);
    // A visitor who skips the proxy cannot claim another address.
    const direct = Number(new URL(server.url).port);
    expect(await quote(direct, '127.0.0.5', 'c1@example.ie', '203.0.113.50')).toBe(201);

    expect(storedIps(server)).toEqual({
      'a1@example.ie': '127.0.0.3',
      'a2@example.ie': '127.0.0.3',
      'b1@example.ie': '127.0.0.4',
      'c1@example.ie': '127.0.0.5',
    });
  }, 60_000);

  it('does the same with TRUST_PROXY=1, the hop count the README suggests', async () => {
    const server = await startServerProcess({ TRUST_PROXY: '1', QUOTE_RATE_LIMIT: '2' });
    stops.push(() => server.stop());
    const port = await startProxy(server);
    expect(await quote(port, '127.0.0.6', 'd1@example.ie', '203.0.113.66')).toBe(201);
    expect(await quote(port, '127.0.0.7', 'e1@example.ie')).toBe(201);
    expect(storedIps(server)).toEqual({
      'd1@example.ie': '127.0.0.6',
      'e1@example.ie': '127.0.0.7',
    });
  }, 60_000);
});
