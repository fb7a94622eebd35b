import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_QUOTE } from '../../test/sample-quote.js';
import {
  createPgDatabase,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.js';
import { TEST_DRIVER } from '../../test/test-app.js';

/** Two server processes on one PostgreSQL database share one round-robin (decision 0822). */
describe.skipIf(TEST_DRIVER !== 'postgres')('round-robin across two processes', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let servers: ServerProcess[] = [];
  let token = '';

  const call = async (i: number, method: string, url: string, body?: unknown) => {
    const response = await fetch(`${servers[i % 2]!.url}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    database = await createPgDatabase(process.env.TEST_DATABASE_URL!);
    const env = { DATABASE_URL: database.url, QUOTE_RATE_LIMIT: '0', API_RATE_LIMIT: '0' };
    // One after the other: the second finds the schema migrated and the admin created.
    servers = [await startServerProcess(env), await startServerProcess(env)];
    const login = await call(0, 'POST', '/api/auth/login', {
      email: 'admin@test.ie',
      password: 'admin-password-1',
    });
    token = login.body.token as string;
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.drop();
  });

  it('gives 30 leads sent at once to both processes to three managers, ten each', async () => {
    const managers: number[] = [];
    for (let k = 0; k < 3; k += 1) {
      const created = await call(k, 'POST', '/api/auth/user', {
        name: `Rotation ${k}`,
        email: `rotation${k}@test.ie`,
        password: 'rotation-password-1',
        role_id: 2,
      });
      expect(created.status).toBe(201);
      managers.push(created.body.id as number);
    }
    const settings = await call(0, 'GET', '/api/settings/leads');
    await call(1, 'PUT', '/api/settings/leads', { ...settings.body, round_robin: true });

    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, k) =>
        fetch(`${servers[k % 2]!.url}/api/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...VALID_QUOTE, email: `rotation-lead${k}@test.ie` }),
        }).then(async (response) => (await response.json()) as { owner_id: number | null }),
      ),
    );
    const perManager = managers.map((id) => sent.filter((lead) => lead.owner_id === id).length);
    expect(perManager).toEqual([10, 10, 10]);
  });
});
