import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLeadRow } from '../test/partner-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import * as leadDispatch from './migrations/2026-11-23-0006-lead-dispatch.js';
import * as leanLeadWrites from './migrations/2026-11-25-0009-lean-lead-writes.js';

describe('migration 0006: leads passed on before it count as passed on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('marks leads stored with consent as passed on when stored, and keeps the others held', async () => {
    const withConsent = await addLeadRow(t.db, 'Mayo', 'given@example.ie');
    const before = await addLeadRow(t.db, '', 'before@example.ie');
    await t.db.updateTable('leads').set({ consent_at: null }).where('id', '=', before.id).execute();

    // Back to the schema before this migration (through 0009, which replaced its index), and
    // forward again over existing rows.
    await leanLeadWrites.down(t.db, t.config.database.kind);
    await leadDispatch.down(t.db);
    await leadDispatch.up(t.db, t.config.database.kind);
    await leanLeadWrites.up(t.db, t.config.database.kind);

    const rows = await t.db
      .selectFrom('leads')
      .select(['id', 'created_at', 'dispatched_at', 'county_source', 'consent_confirmed_by'])
      .where('id', 'in', [withConsent.id, before.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: withConsent.id,
        created_at: rows[0]!.created_at,
        dispatched_at: rows[0]!.created_at,
        county_source: 'form',
        consent_confirmed_by: '',
      },
      {
        id: before.id,
        created_at: rows[1]!.created_at,
        dispatched_at: null,
        county_source: '',
        consent_confirmed_by: '',
      },
    ]);
  });
});
