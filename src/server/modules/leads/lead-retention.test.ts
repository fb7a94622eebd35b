import { describe, expect, it } from 'vitest';
import { addPartner, storeSubmittedLeadRow } from '../../test/partner-fixtures.js';
import { apiTest } from '../../test/api-test.js';
import { type TestApp } from '../../test/test-app.js';
import { deleteLeadsBefore } from './lead-repository.js';
import { retentionCutoff } from './lead-retention.js';

describe('lead retention', () => {
  let t: TestApp;
  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
  });

  it('counts calendar months back from now', () => {
    expect(retentionCutoff(24, new Date('2026-11-22T10:00:00.000Z'))).toBe(
      '2024-11-22T10:00:00.000Z',
    );
  });

  it('deletes leads past the cutoff with their messages and assignments, and keeps the rest', async () => {
    await addPartner(t.db, { counties: ['Sligo'] });
    const old = await storeSubmittedLeadRow(t.db, 'Sligo', 'old@example.ie');
    const recent = await storeSubmittedLeadRow(t.db, 'Sligo', 'recent@example.ie');
    await t.db
      .updateTable('leads')
      .set({ created_at: '2023-01-01T00:00:00.000Z' })
      .where('id', '=', old.id)
      .execute();

    expect(await deleteLeadsBefore(t.db, retentionCutoff(24))).toBe(1);
    const remaining = await t.db.selectFrom('leads').select('id').execute();
    expect(remaining.map((row) => Number(row.id))).toEqual([recent.id]);
    const orphans = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('lead_id', '=', old.id)
      .execute();
    expect(orphans).toEqual([]);
    const assignments = await t.db
      .selectFrom('lead_partners')
      .select('id')
      .where('lead_id', '=', old.id)
      .execute();
    expect(assignments).toEqual([]);
    expect(
      await t.db.selectFrom('outbox').select('id').where('lead_id', '=', recent.id).execute(),
    ).toHaveLength(3);
  });
});
