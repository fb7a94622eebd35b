import { CompiledQuery, sql } from 'kysely';
import { describe, expect } from 'vitest';
import { QUEUED_COUNT_CAP } from '../../../shared/outbox-backlog.js';
import type { Db } from '../../db/connection.js';
import { apiTest } from '../../test/api-test.js';
import { TEST_DRIVER } from '../../test/test-app.js';
import { outboxBacklog } from './outbox-backlog-repository.js';

const HOUR = 3_600_000;

/** `count` e-mails queued a second apart from `first` on, with the status given. */
async function queue(db: Db, count: number, status: string, first: Date) {
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(first.getTime() + i * 1000).toISOString();
    return {
      lead_id: null,
      kind: 'customer_confirmation',
      channel: 'email',
      recipient: `homeowner${i}@example.ie`,
      subject: 'Your quote request',
      body: 'Thanks',
      dedupe_key: `${status}-${first.getTime()}-${i}`,
      status,
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      locked_by: null,
      last_error: null,
      sent_at: status === 'sent' ? at : null,
      created_at: at,
      updated_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('outbox')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

describe('the outbox backlog after a long mail outage', () => {
  apiTest(
    'counts to one past the cap, and its oldest message is the oldest unsent one',
    async ({ t, api }) => {
      const now = new Date();
      // The sent history is older than anything unsent, and is left out of both figures.
      await queue(t.db, 300, 'sent', new Date(now.getTime() - 48 * HOUR));
      await queue(t.db, QUEUED_COUNT_CAP + 200, 'pending', new Date(now.getTime() - 5 * HOUR));
      await t.db
        .updateTable('outbox')
        .set({ status: 'sending' })
        .where('dedupe_key', 'like', 'pending-%-0')
        .execute();

      const backlog = await outboxBacklog(t.db, now);
      expect(backlog.email).toEqual({ queued: QUEUED_COUNT_CAP + 1, oldestSeconds: 5 * 3600 });
      expect(backlog.sms).toEqual({ queued: 0, oldestSeconds: null });

      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json().outbox.email.queued).toBe(QUEUED_COUNT_CAP + 1);
      const dashboard = await api.get('/api/dashboard');
      expect(dashboard.json().lateMessages).toEqual([
        { channel: 'email', oldestSeconds: expect.any(Number), queued: QUEUED_COUNT_CAP + 1 },
      ]);
    },
  );

  apiTest('reads the unsent messages’ index, not the outbox, on either database', async ({ t }) => {
    // A sent history far longer than the backlog, as after months of service.
    await queue(t.db, 20_000, 'sent', new Date(Date.now() - 48 * HOUR));
    await queue(t.db, 2_000, 'pending', new Date(Date.now() - 5 * HOUR));
    const statements: CompiledQuery[] = [];
    const watched = t.db.withPlugin({
      transformQuery: ({ node }) => {
        const compiled = t.db.getExecutor().compileQuery(node, { queryId: 'plan' });
        if (/^select \(select count/.test(compiled.sql)) statements.push(compiled);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await outboxBacklog(watched);
    expect(statements).toHaveLength(2);
    const explain = TEST_DRIVER === 'postgres' ? 'explain' : 'explain query plan';
    if (TEST_DRIVER === 'postgres') await sql`analyze outbox`.execute(t.db);
    for (const statement of statements) {
      const { rows } = await t.db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${explain} ${statement.sql}`, [...statement.parameters]),
      );
      const plan = rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
      expect(plan.match(/outbox_unsent_idx/g)).toHaveLength(2);
      expect(plan).not.toMatch(/Seq Scan|SCAN outbox(?! USING)/);
    }
  });
});
