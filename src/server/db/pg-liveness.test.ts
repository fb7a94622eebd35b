import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { TEST_DRIVER } from '../test/test-app.js';
import { createDb, isDatabaseUnavailable, type Db } from './connection.js';

const url = process.env.TEST_DATABASE_URL ?? '';

/** The pool's liveness check on its own: slow is not dead, silent is. */
describe.skipIf(TEST_DRIVER !== 'postgres')('the PostgreSQL liveness check', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function open(target = url): Db {
    const db = createDb(
      { kind: 'postgres', url: target },
      { max: 2, connectTimeoutMs: 1_000, statementTimeoutMs: 10_000, livenessCheckMs: 300 },
    );
    cleanups.push(() => db.destroy());
    return db;
  }

  it('leaves a statement that runs longer than the check alone', async () => {
    const db = open();
    const started = Date.now();
    const { rows } = await sql<{ done: number }>`select 1 as done from pg_sleep(1.5)`.execute(db);
    expect(rows).toEqual([{ done: 1 }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  });

  it('fails a statement on a silent path soon, as unreachable, and serves again after', async () => {
    const target = new URL(url);
    const proxy: TcpProxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    cleanups.push(() => proxy.close());
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const db = open(proxied.toString());
    await sql`select 1`.execute(db);

    proxy.stall();
    const started = Date.now();
    const error = await sql`select 1`.execute(db).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    // Check after 300 ms, probe given 450 ms.
    expect(Date.now() - started).toBeLessThan(1_500);
    // Meanwhile, at once.
    const quick = Date.now();
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
    expect(Date.now() - quick).toBeLessThan(200);

    proxy.restore();
    const deadline = Date.now() + 5_000;
    for (;;) {
      const ok = await sql`select 1`.execute(db).then(
        () => true,
        () => false,
      );
      if (ok) break;
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
