import { describe, expect, it } from 'vitest';
import { apiTest } from '../../test/api-test.js';
import { ADMIN, signIn, type TestApp } from '../../test/test-app.js';

describe('health checks and caching of API answers', () => {
  let t: TestApp;
  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
  });

  it('answers /healthz and /readyz while the database is reachable', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'done',
      // Reported for operators; a backlog never fails the check.
      outbox: {
        email: {
          queued: expect.any(Number),
          oldestSeconds: expect.toBeOneOf([null, expect.any(Number)]),
        },
        sms: {
          queued: expect.any(Number),
          oldestSeconds: expect.toBeOneOf([null, expect.any(Number)]),
        },
      },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('marks answers that carry staff or lead data no-store', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    for (const url of ['/api/auth/me', '/api/auth/user', '/api/quote', '/api/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/quote' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
