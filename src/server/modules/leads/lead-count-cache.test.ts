import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/test-app.js';
import { leadData } from '../../test/lead-test-data.js';
import { inLeadsTransaction } from './lead-count-cache.js';
import { countLeads } from './lead-counts-repository.js';
import { insertLead } from './lead-repository.js';

// A count on another connection while a write is open needs a second connection: PostgreSQL.
describe.runIf(TEST_DRIVER === 'postgres')('search counts and open transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts a search again once a transaction that wrote a lead has committed', async () => {
    const filters = { search: 'quillfeather' };
    expect((await countLeads(t.db, filters)).total).toBe(0);
    await inLeadsTransaction(t.db, async (trx) => {
      await insertLead(trx, leadData({ last_name: 'Quillfeather' }));
      // Read (and cached) while the lead is not committed yet: the old count.
      expect((await countLeads(t.db, filters)).total).toBe(0);
    });
    expect((await countLeads(t.db, filters)).total).toBe(1);
  });
});
