import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect } from 'vitest';
import type { Db } from '../../db/connection.js';
import { apiTest } from '../../test/api-test.js';
import { TEST_DRIVER } from '../../test/test-app.js';
import { markSent, renewLeases } from './outbox-repository.js';

const WORKER = 'worker-lock-order';
const HELD = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait until `count` statements on the outbox wait for a row lock. */
async function untilWaiting(db: Db, count: number): Promise<void> {
  const end = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'
         and query like 'update "outbox"%'`.execute(db);
    if (Number(rows[0]!.n) >= count) return;
    if (Date.now() > end) throw new Error(`${count} statements did not queue for the row lock`);
    await sleep(20);
  }
}

/**
 * The outbox deadlock seen under an SMTP outage: the heartbeat's lease renewal (every held
 * message, which PostgreSQL reads through the lease index, in lease order) and the outcome
 * update (a few messages, read by id) took the same rows' locks in opposite orders.
 */
describe.skipIf(TEST_DRIVER !== 'postgres')('outbox statements on held messages', () => {
  apiTest(
    'take their row locks in one order, so renewal and "sent" never deadlock',
    async ({ t }) => {
      const db = t.db;
      const now = new Date().toISOString();
      // A sent history, and messages this worker holds whose leases run out in reverse id order
      // (as after claims at different times), so the lease index and the key disagree on order.
      await sql`
      insert into outbox (kind, channel, recipient, subject, body, dedupe_key, status, attempts,
                          next_attempt_at, created_at, updated_at, sent_at)
      select 'customer_email', 'email', 'sent@example.ie', '', '', 'lock-order-sent-' || g,
             'sent', 1, ${now}, ${now}, ${now}, ${now}
        from generate_series(1, 3000) g`.execute(db);
      await sql`
      insert into outbox (kind, channel, recipient, subject, body, dedupe_key, status, attempts,
                          next_attempt_at, created_at, updated_at, locked_by, locked_until)
      select 'customer_email', 'email', 'held@example.ie', '', '', 'lock-order-held-' || g,
             'sending', 1, ${now}, ${now}, ${now}, ${WORKER},
             '2099-01-01T00:00:00.' || lpad((${HELD} - g)::text, 3, '0') || 'Z'
        from generate_series(1, ${HELD}) g`.execute(db);
      await sql`analyze outbox`.execute(db);
      const held = (
        await db
          .selectFrom('outbox')
          .select('id')
          .where('locked_by', '=', WORKER)
          .orderBy('id')
          .execute()
      ).map((row) => Number(row.id));
      const [first, second] = [held[0]!, held[1]!];

      // Another transaction holds the first message a moment, so both statements queue on it:
      // "sent" first (it wants the first, then the second), then the renewal, which (in lease
      // order) already holds the second when it reaches the first.
      const { url, schema } = t.config.database as { url: string; schema: string };
      const blocker = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('select id from outbox where id = $1 for update', [first]);
        const sent = markSent(db, [first, second], WORKER);
        await untilWaiting(db, 1);
        const renewed = renewLeases(db, held, WORKER, new Date('2099-01-02T00:00:00Z'));
        await untilWaiting(db, 2);
        await blocker.query('commit');
        const [sentIds, renewedIds] = await Promise.all([sent, renewed]);
        expect(sentIds).toEqual([first, second]);
        // The renewal ran after "sent": the two sent messages are no longer held.
        expect(renewedIds.length).toBeGreaterThanOrEqual(HELD - 2);
      } finally {
        await blocker.end();
      }
    },
  );
});
