import type { RootOperationNode } from 'kysely';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.js';
import { leadData } from '../../test/lead-test-data.js';
import type { Db } from '../../db/connection.js';
import { averageResponseMinutes, countCreatedSince } from './lead-counts-repository.js';
import { insertLeads } from './lead-repository.js';

/** `db` with every statement it runs written down as SQL. */
function watched(db: Db) {
  const statements: string[] = [];
  const watching = db.withPlugin({
    transformQuery: ({ node }: { node: RootOperationNode }) => {
      statements.push(db.getExecutor().compileQuery(node, { queryId: 'watch' } as never).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return { db: watching, readsLeads: () => statements.some((text) => /from "leads"/.test(text)) };
}

async function leadsAt(db: Db, times: { created_at: string; first_response_at?: string }[]) {
  const ids = await insertLeads(
    db,
    times.map(({ created_at }) => leadData({ created_at })),
  );
  for (const [k, { first_response_at }] of times.entries()) {
    if (!first_response_at) continue;
    await db.updateTable('leads').set({ first_response_at }).where('id', '=', ids[k]!).execute();
  }
}

describe('leads counted from the start of a period', () => {
  apiTest(
    'a period from a UTC midnight (today while Dublin keeps UTC) is read from the daily counters alone',
    async ({ t, reset }) => {
      await reset('lead_events', 'leads');
      await leadsAt(t.db, [
        { created_at: '2026-12-04T12:00:00.000Z' },
        { created_at: '2026-12-04T23:59:59.999Z', first_response_at: '2026-12-05T00:30:00.000Z' },
        { created_at: '2026-12-05T00:00:00.000Z', first_response_at: '2026-12-05T00:10:00.000Z' },
        { created_at: '2026-12-05T09:00:00.000Z', first_response_at: '2026-12-05T09:30:00.000Z' },
        { created_at: '2026-12-06T08:00:00.000Z' },
      ]);
      const today = watched(t.db);
      expect(await countCreatedSince(today.db, '2026-12-05T00:00:00.000Z')).toBe(3);
      // Ten and thirty minutes, from the counters of the 5th and the 6th only.
      expect(await averageResponseMinutes(today.db, '2026-12-05T00:00:00.000Z')).toBe(20);
      expect(today.readsLeads()).toBe(false);
    },
  );

  apiTest(
    'a period from another instant (Dublin’s midnight in summer) adds the leads of its part day',
    async ({ t, reset }) => {
      await reset('lead_events', 'leads');
      await leadsAt(t.db, [
        { created_at: '2026-06-14T22:59:59.999Z', first_response_at: '2026-06-14T23:59:00.000Z' },
        { created_at: '2026-06-14T23:00:00.000Z', first_response_at: '2026-06-14T23:04:00.000Z' },
        { created_at: '2026-06-14T23:30:00.000Z' },
        { created_at: '2026-06-15T10:00:00.000Z', first_response_at: '2026-06-15T10:16:00.000Z' },
      ]);
      const today = watched(t.db);
      expect(await countCreatedSince(today.db, '2026-06-14T23:00:00.000Z')).toBe(3);
      // Four minutes from the part day, sixteen from the counters of the 15th.
      expect(await averageResponseMinutes(today.db, '2026-06-14T23:00:00.000Z')).toBe(10);
      expect(today.readsLeads()).toBe(true);
    },
  );
});
