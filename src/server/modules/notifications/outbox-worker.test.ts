import fs from 'node:fs';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect } from 'vitest';
import { createDb, type Db } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { apiTest, apiTestWith, apiTestWithSmtp } from '../../test/api-test.js';
import { addPartner, storeSubmittedLeadRow } from '../../test/partner-fixtures.js';
import { type TestApp } from '../../test/test-app.js';
import { createEmailTransport } from './email-transport.js';
import { claimDueMessages } from './outbox-repository.js';
import {
  DEFAULT_LEASE_MS,
  OutboxWorker,
  type OutboxTransports,
  type OutboxWorkerOptions,
} from './outbox-worker.js';
import { createSmsTransport } from './sms-transport.js';

// The worker tests build their own workers; the file's apps give them a database and settings.
const polling = apiTestWith({ OUTBOX_POLL_MS: '100' });
const slowSmtp = apiTestWithSmtp({ OUTBOX_EMAIL_CONCURRENCY: '3' }, { delayMs: 50 });
const pollingSmtp = apiTestWithSmtp({ OUTBOX_POLL_MS: '100' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storeLeads(db: Db, count: number, county = 'Galway') {
  for (let i = 0; i < count; i += 1) {
    await storeSubmittedLeadRow(db, county, `homeowner${i}@example.ie`);
  }
}

async function unsent(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not done within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Transports that take `delayMs` per message and count how many each has under way. */
function slowTransports(delayMs: number, limits = { email: 4, sms: 4 }) {
  const stats = {
    email: { now: 0, max: 0, ids: [] as number[] },
    sms: { now: 0, max: 0, ids: [] as number[] },
  };
  const channel = (name: 'email' | 'sms') => ({
    maxInFlight: limits[name],
    async send(message: { id: number }) {
      const s = stats[name];
      s.now += 1;
      s.max = Math.max(s.max, s.now);
      await sleep(delayMs);
      s.now -= 1;
      s.ids.push(message.id);
    },
    close() {},
  });
  return { transports: { email: channel('email'), sms: channel('sms') }, stats };
}

/** Counts the UPDATE statements run through a database handle. */
function countUpdates(db: Db) {
  const seen = { updates: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (args.node.kind === 'UpdateQueryNode') seen.updates += 1;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), seen };
}

describe('the outbox worker', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  function worker(
    t: TestApp,
    db: Db,
    transports: OutboxTransports,
    options: OutboxWorkerOptions = {},
  ) {
    const w = new OutboxWorker(db, t.config, transports, t.app.log, options);
    cleanups.push(() => w.stop());
    return w;
  }

  apiTest(
    'drains a backlog in one runUntilIdle, several sends at once, outcomes several per statement',
    async ({ t, reset }) => {
      await reset('outbox', 'leads');
      await storeLeads(t.db, 30);
      const { transports, stats } = slowTransports(20, { email: 5, sms: 3 });
      const counted = countUpdates(t.db);
      const w = worker(t, counted.db, transports);

      expect(await w.runUntilIdle()).toBe(60);
      expect(await unsent(t.db)).toBe(0);
      expect(stats.email.ids).toHaveLength(30);
      expect(stats.sms.ids).toHaveLength(30);
      // Each transport's limit is reached and never passed.
      expect([stats.email.max, stats.sms.max]).toEqual([5, 3]);
      // One message at a time would take a claim, a renewal and a completion each: 180 updates.
      expect(counted.seen.updates).toBeLessThan(30);
    },
  );

  slowSmtp(
    'keeps within the SMTP limit, reusing connections to a real SMTP server',
    async ({ t, smtp }) => {
      await addPartner(t.db, { counties: ['Galway'], daily_cap: 100 });
      await storeLeads(t.db, 12);
      const email = createEmailTransport(t.config);
      cleanups.push(async () => email.close());
      const w = worker(t, t.db, { email, sms: createSmsTransport(t.config) });

      expect(await w.runUntilIdle()).toBe(36);
      expect(smtp.received).toHaveLength(24);
      expect(smtp.inFlight.max).toBe(3);
    },
  );

  apiTest(
    'hands back what it has not started when stopped, so another worker need not wait out the lease',
    async ({ t, reset }) => {
      await reset('outbox', 'leads');
      await storeLeads(t.db, 3);
      const { transports, stats } = slowTransports(300, { email: 1, sms: 1 });
      const stopping = worker(t, t.db, transports);
      stopping.start();
      await until(async () => stats.email.now === 1 && stats.sms.now === 1, 5_000);
      await stopping.stop();

      const rows = await t.db.selectFrom('outbox').select(['status', 'attempts']).execute();
      const count = (status: string, attempts: number) =>
        rows.filter((row) => row.status === status && Number(row.attempts) === attempts).length;
      expect([count('sent', 1), count('pending', 0)]).toEqual([2, 4]);
      const next = worker(t, t.db, slowTransports(0).transports);
      expect(await next.runUntilIdle()).toBe(4);
    },
  );

  pollingSmtp(
    'sends every message exactly once with two workers on two connections to one database',
    async ({ t, smtp }) => {
      const [a, b] = await twoConnections(t);
      cleanups.push(async () => {
        await a.destroy();
        await b.destroy();
      });
      for (let i = 0; i < 3; i += 1) await addPartner(a, { counties: ['Cork'], daily_cap: 100 });
      await storeLeads(a, 20, 'Cork');
      const emails = [createEmailTransport(t.config), createEmailTransport(t.config)];
      cleanups.push(async () => emails.forEach((email) => email.close()));
      const workers = [a, b].map((db, i) =>
        worker(t, db, { email: emails[i]!, sms: createSmsTransport(t.config) }),
      );
      for (const w of workers) w.start();

      await until(async () => (await unsent(a)) === 0, 20_000);
      const rows = await a
        .selectFrom('outbox')
        .select(['status', 'locked_by', 'attempts'])
        .execute();
      expect(rows).toHaveLength(100);
      expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
      expect(new Set(rows.map((row) => row.locked_by))).toEqual(new Set(workers.map((w) => w.id)));
      expect(smtp.received).toHaveLength(80);
      const ids = smtp.received.map((mail) => /Message-ID: <(outbox-\d+)@/i.exec(mail.raw)?.[1]);
      expect(new Set(ids).size).toBe(80);
      expect(fs.readdirSync(path.join(t.config.dataDir, 'sms'))).toHaveLength(20);
    },
  );
});

describe('outbox leases', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  apiTest('are short enough that a dead worker is taken over within 30 s', ({ t }) => {
    expect(DEFAULT_LEASE_MS + t.config.outbox.pollMs).toBeLessThan(30_000);
  });

  polling(
    'of a dead worker run out, and another worker delivers its messages',
    async ({ t, reset }) => {
      await reset('outbox', 'leads');
      await storeLeads(t.db, 1);
      // Claimed, then nothing: no send, no heartbeat, no outcome.
      const dead = await claimDueMessages(t.db, {
        workerId: 'dead',
        limits: { email: 10, sms: 10 },
        leaseMs: 2_000,
        dialect: t.config.database.kind,
      });
      expect(dead).toHaveLength(2);
      const { transports, stats } = slowTransports(0);
      const live = new OutboxWorker(t.db, t.config, transports, t.app.log, { leaseMs: 2_000 });
      cleanups.push(() => live.stop());
      live.start();

      await sleep(500);
      expect(stats.email.ids.length + stats.sms.ids.length).toBe(0);
      await until(async () => (await unsent(t.db)) === 0, 10_000);
      const rows = await t.db
        .selectFrom('outbox')
        .select(['locked_by', 'attempts'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [row.locked_by, Number(row.attempts)])).toEqual([
        [live.id, 2],
        [live.id, 2],
      ]);
      const claimed = (channel: string) =>
        dead.filter((row) => row.channel === channel).map((row) => row.id);
      expect([stats.email.ids, stats.sms.ids]).toEqual([claimed('email'), claimed('sms')]);
    },
  );

  polling(
    'of a live worker are kept by its heartbeat through a send longer than the lease',
    async ({ t, reset }) => {
      await reset('outbox', 'leads');
      await storeLeads(t.db, 1);
      const slow = slowTransports(4_000);
      const fast = slowTransports(0);
      const other = t.config.database.kind === 'postgres' ? createDb(t.config.database) : t.db;
      if (other !== t.db) cleanups.push(() => other.destroy());
      const lease = { leaseMs: 1_500 };
      const owner = new OutboxWorker(t.db, t.config, slow.transports, t.app.log, lease);
      const rival = new OutboxWorker(other, t.config, fast.transports, t.app.log, lease);
      cleanups.push(() => rival.stop());

      const sending = owner.runOnce();
      // The rival starts once the owner holds both messages and is sending them.
      await until(async () => slow.stats.email.now + slow.stats.sms.now === 2, 5_000);
      rival.start();
      expect(await sending).toBe(2);
      await rival.stop();
      expect(slow.stats.email.ids.length + slow.stats.sms.ids.length).toBe(2);
      expect(fast.stats.email.ids.length + fast.stats.sms.ids.length).toBe(0);
      const rows = await t.db
        .selectFrom('outbox')
        .select(['status', 'locked_by', 'attempts'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [row.status, row.locked_by, Number(row.attempts)])).toEqual([
        ['sent', owner.id, 1],
        ['sent', owner.id, 1],
      ]);
    },
  );
});

/** Two connections to one database, as two server processes would have. */
async function twoConnections(t: TestApp): Promise<[Db, Db]> {
  const database =
    t.config.database.kind === 'postgres'
      ? t.config.database
      : { kind: 'sqlite' as const, filename: path.join(t.config.dataDir, 'shared.db') };
  const a = createDb(database);
  if (database.kind === 'sqlite') await migrateToLatest(a, database);
  const b = createDb(database);
  return [a, b];
}
