import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLeads } from './modules/leads/lead-repository.js';
import { leadData } from './test/lead-test-data.js';
import { ADMIN, createTestApp, signIn, type TestApp } from './test/test-app.js';

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertLeads(
      t.db,
      Array.from({ length: 20_000 }, (_, i) => leadData({ email: `lead${i}@example.ie` })),
    );
  });
  afterAll(async () => t.close());

  it('finishes a request in flight, then refuses new connections', async () => {
    const headers = await signIn(t.app, ADMIN.email, ADMIN.password);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${base}/api/quote/export/csv`, { headers });
    expect(response.status).toBe(200);
    // Stop the server while the export is still streaming.
    const closing = t.app.close();
    const body = await response.text();
    await closing;
    expect(body.trim().split('\n')).toHaveLength(20_001);
    await expect(fetch(`${base}/api/index/default`)).rejects.toThrow();
  });
});
