import { describe, expect } from 'vitest';
import { insertLeads } from './modules/leads/lead-repository.js';
import { apiTest } from './test/api-test.js';
import { leadData } from './test/lead-test-data.js';

describe('graceful shutdown', () => {
  apiTest.beforeAll(async ({ t }) => {
    await insertLeads(
      t.db,
      Array.from({ length: 20_000 }, (_, i) => leadData({ email: `lead${i}@example.ie` })),
    );
  });

  // Closes the file's app: the fixture's own close afterwards finds it closed already.
  apiTest('finishes a request in flight, then refuses new connections', async ({ t, admin }) => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${base}/api/quote/export/csv`, { headers: admin });
    expect(response.status).toBe(200);
    // Stop the server while the export is still streaming.
    const closing = t.app.close();
    const body = await response.text();
    await closing;
    expect(body.trim().split('\n')).toHaveLength(20_001);
    await expect(fetch(`${base}/api/index/default`)).rejects.toThrow();
  });
});
