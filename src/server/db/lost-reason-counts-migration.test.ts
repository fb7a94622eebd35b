import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countByLostReason } from '../modules/leads/lead-counts-repository.js';
import { insertLeads } from '../modules/leads/lead-repository.js';
import { leadData } from '../test/lead-test-data.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import * as lostReasonCounts from './migrations/2026-11-29-0048-lost-reason-counts.js';

/** The lost-reason counters (migration 0048) against a count of the leads themselves. */
describe('migration 0048: lost leads per reason kept as counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const recount = async () => {
    const { rows } = await sql<{ reason: string; count: number | string }>`
      select lost_reason as reason, count(*) as count from leads where status = 'lost'
      group by lost_reason`.execute(t.db);
    return rows
      .map((row) => ({ reason: row.reason, count: Number(row.count) }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  };
  const setLead = (id: number, status: string, lostReason: string) =>
    t.db
      .updateTable('leads')
      .set({ status, lost_reason: lostReason })
      .where('id', '=', id)
      .execute();

  it('follows every insert, change and delete, and is counted again coming back up', async () => {
    const ids = await insertLeads(t.db, [
      leadData({ status: 'lost' }),
      leadData({ status: 'lost' }),
      leadData({ status: 'lost' }),
      leadData({ status: 'new' }),
      leadData({ status: 'contacted' }),
    ]);
    expect(await countByLostReason(t.db)).toEqual([{ reason: '', count: 3 }]);
    await setLead(ids[0]!, 'lost', 'Price');
    await setLead(ids[1]!, 'lost', 'Price');
    expect(await countByLostReason(t.db)).toEqual([
      { reason: 'Price', count: 2 },
      { reason: '', count: 1 },
    ]);

    await setLead(ids[3]!, 'lost', 'Out of area'); // lost
    await setLead(ids[0]!, 'lost', 'Out of area'); // another reason
    await setLead(ids[1]!, 'contacted', ''); // reopened
    // Several leads in one statement (PostgreSQL counts a statement's rows at once).
    await t.db
      .updateTable('leads')
      .set({ status: 'lost', lost_reason: 'Not ready' })
      .where('id', 'in', [ids[4]!, ids[2]!])
      .execute();
    await t.db.updateTable('leads').set({ first_name: 'Renamed' }).execute(); // no change
    await t.db.deleteFrom('leads').where('id', '=', ids[0]!).execute();

    const expected = [
      { reason: 'Not ready', count: 2 },
      { reason: 'Out of area', count: 1 },
    ];
    expect(await recount()).toEqual(expected);
    expect(await countByLostReason(t.db)).toEqual(expected);

    await lostReasonCounts.down(t.db, t.config.database.kind);
    await setLead(ids[3]!, 'lost', 'Price'); // while no trigger counts
    await lostReasonCounts.up(t.db, t.config.database.kind);
    const rebuilt = [
      { reason: 'Not ready', count: 2 },
      { reason: 'Price', count: 1 },
    ];
    expect(await recount()).toEqual(rebuilt);
    expect(await countByLostReason(t.db)).toEqual(rebuilt);
  });
});
