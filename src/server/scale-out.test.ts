import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_QUOTE } from './test/sample-quote.js';
import { createPgDatabase, startServerProcess, type ServerProcess } from './test/server-process.js';
import { startSmtpSink } from './test/smtp-sink.js';
import { TEST_DRIVER } from './test/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CI = process.env.CI === 'true' || process.env.CI === '1';

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const hasRedis = TEST_DRIVER === 'postgres' && (CI || (await redisAnswers()));
if (TEST_DRIVER === 'postgres' && !hasRedis) {
  console.log(`\n*** Scale-out suite skipped: no Redis at ${REDIS_URL} (set TEST_REDIS_URL) ***\n`);
}

// Redis keeps counts between runs: visitors and accounts are new to each run.
const runId = randomBytes(4).toString('hex');
const runPrefix = `2001:db8:${runId.slice(0, 4)}`;
const ADMIN_EMAIL = `admin-${runId}@test.ie`;
let visitorCount = 0;
const newVisitor = () => `${runPrefix}:${(visitorCount += 1).toString(16)}00::1`;

/** Two server processes on one PostgreSQL database, sharing rate limits through Redis. */
describe.skipIf(!hasRedis)('two processes on one database with REDIS_URL', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createPgDatabase(process.env.TEST_DATABASE_URL!);
    smtp = await startSmtpSink();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      ADMIN_EMAIL,
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'loopback',
      QUOTE_RATE_LIMIT: '5',
      LOGIN_RATE_LIMIT: '4',
      LOGIN_ACCOUNT_RATE_LIMIT: '3',
      API_RATE_LIMIT: '0',
      OUTBOX_POLL_MS: '200',
    };
    // One after the other: the second finds the schema migrated and the admin created.
    servers = [await startServerProcess(env), await startServerProcess(env)];
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await smtp?.close();
    await database?.drop();
  });

  const send = (i: number, url: string, visitor: string, body: unknown, headers = {}) =>
    fetch(`${servers[i % 2]!.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor, ...headers },
      body: JSON.stringify(body),
    });

  it('holds the quote limit across both processes', async () => {
    const visitor = newVisitor();
    const codes: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await send(i, '/api/quote', visitor, {
        ...VALID_QUOTE,
        email: `limit${i}@example.ie`,
      });
      codes.push(response.status);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('holds the sign-in limits, per client and per account, across both processes', async () => {
    const visitor = newVisitor();
    const perClient: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const body = { email: `nobody${i}-${runId}@test.ie`, password: 'wrong-password' };
      perClient.push((await send(i, '/api/auth/login', visitor, body)).status);
    }
    expect(perClient).toEqual([401, 401, 401, 401, 429, 429]);

    const perAccount: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const body = { email: ADMIN_EMAIL, password: 'wrong-password' };
      perAccount.push((await send(i, '/api/auth/login', newVisitor(), body)).status);
    }
    expect(perAccount).toEqual([401, 401, 401, 429]);
  });

  it('stores one lead for one Idempotency-Key sent to both processes at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const key = `both-${randomBytes(8).toString('hex')}`;
      const body = { ...VALID_QUOTE, email: `idem${round}@example.ie` };
      const answers = await Promise.all(
        [0, 1].map((i) => send(i, '/api/quote', newVisitor(), body, { 'idempotency-key': key })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      const [first, second] = (await Promise.all(answers.map((a) => a.json()))) as { id: number }[];
      expect(first!.id).toBe(second!.id);
    }
  });

  it('sends every queued message exactly once between the two workers', async () => {
    for (let i = 0; i < 12; i += 1) {
      const body = { ...VALID_QUOTE, email: `outbox${i}@example.ie` };
      expect((await send(i, '/api/quote', newVisitor(), body)).status).toBe(201);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const deadline = Date.now() + 30_000;
      let unsent = -1;
      while (unsent !== 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const { rows } = await client.query(
          `select count(*) as n from outbox where status <> 'sent'`,
        );
        unsent = Number(rows[0].n);
      }
      expect(unsent).toBe(0);
      const { rows } = await client.query<{ id: number; channel: string }>(
        'select id, channel from outbox order by id',
      );
      const emailIds = rows.filter((row) => row.channel === 'email').map((row) => row.id);
      const smsIds = rows.filter((row) => row.channel === 'sms').map((row) => row.id);

      const mailed = smtp.received.map((mail) =>
        Number(/Message-ID: <outbox-(\d+)@/i.exec(mail.raw)?.[1]),
      );
      expect(mailed.sort((a, b) => a - b)).toEqual(emailIds);
      const texted = servers.flatMap((server) => {
        const dir = path.join(server.dataDir, 'sms');
        return fs.existsSync(dir)
          ? fs.readdirSync(dir).map((name) => Number.parseInt(name, 10))
          : [];
      });
      expect(texted.sort((a, b) => a - b)).toEqual(smsIds);
      // Both workers took part.
      expect(servers.every((server) => fs.existsSync(path.join(server.dataDir, 'sms')))).toBe(true);
    } finally {
      await client.end();
    }
  }, 60_000);
});
