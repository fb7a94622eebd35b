import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { addLeadRow } from '../test/partner-fixtures.js';
import { apiTest } from '../test/api-test.js';
import { dialectOf } from './connection.js';
import { insertRows } from './insert-rows.js';

/** The hand-built multi-row INSERT of the submit path, on the file's database (both kinds). */
describe('insertRows', () => {
  const message = (leadId: number, key: string, body: string) => ({
    lead_id: leadId,
    kind: 'customer_email',
    channel: 'email',
    recipient: 'mary@example.ie',
    subject: 'Your quote request',
    body,
    dedupe_key: key,
    status: 'pending',
    attempts: 0,
    next_attempt_at: '2026-11-23T10:00:00.000Z',
    created_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
  });

  apiTest('stores every row and answers with the asked columns, in order', async ({ t }) => {
    const lead = await addLeadRow(t.db, 'Galway', 'insert-rows@example.ie');
    const rows = await insertRows<'lead_events', { id: number; to_status: string }>(
      t.db,
      'lead_events',
      ['contacted', 'converted'].map((status) => ({
        lead_id: lead.id,
        type: 'status_changed',
        from_status: 'new',
        to_status: status,
        user_id: null,
        created_at: '2026-11-23T10:00:00.000Z',
      })),
      { returning: ['id', 'to_status'] },
    );
    expect(rows.map((row) => row.to_status)).toEqual(['contacted', 'converted']);
    expect(Number(rows[1]!.id)).toBeGreaterThan(Number(rows[0]!.id));
    const stored = await t.db
      .selectFrom('lead_events')
      .select('to_status')
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.to_status)).toEqual(['contacted', 'converted']);
  });

  apiTest('stores awkward text, numbers and nulls exactly as given', async ({ t }) => {
    const lead = await addLeadRow(t.db, 'Galway', 'insert-rows-awkward@example.ie');
    const bodies = [
      'Ó Briain says "hello", it\'s 100% \\ done\nline two\ttab',
      '{"looks": ["like", "json"]}',
      'emoji 🪟 and \u2028 separator',
      '',
    ];
    await insertRows(
      t.db,
      'outbox',
      bodies.map((body, k) => ({
        ...message(lead.id, `insert-rows:awkward:${k}`, body),
        attempts: k,
      })),
    );
    await insertRows(t.db, 'lead_events', [
      {
        lead_id: lead.id,
        type: 'updated',
        from_status: null,
        to_status: null,
        user_id: null,
        created_at: '2026-11-23T10:00:00.000Z',
      },
    ]);
    const stored = await t.db
      .selectFrom('outbox')
      .select(['body', 'attempts'])
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.body)).toEqual(bodies);
    expect(stored.map((row) => Number(row.attempts))).toEqual([0, 1, 2, 3]);
    const event = await t.db
      .selectFrom('lead_events')
      .select(['from_status', 'user_id'])
      .where('lead_id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ from_status: null, user_id: null });
  });

  apiTest(
    'uses one statement text for any number of rows on PostgreSQL, prepared once and kept across a new column',
    async ({ t, skip }) => {
      skip(dialectOf(t.db) !== 'postgres', 'PostgreSQL only: SQLite has no named statements');
      const lead = await addLeadRow(t.db, 'Galway', 'insert-rows-prepared@example.ie');
      const prepared = await t.db.transaction().execute(async (trx) => {
        const insert = (count: number) =>
          insertRows(
            trx,
            'outbox',
            Array.from({ length: count }, (_, k) =>
              message(lead.id, `insert-rows:prepared:${count}:${k}`, 'x'),
            ),
          );
        await insert(1);
        await insert(3);
        // A rolling deploy's migration adds a column while the statement stays prepared.
        await sql`alter table outbox add column note text not null default ''`.execute(trx);
        await insert(2);
        await sql`alter table outbox drop column note`.execute(trx);
        // pg_prepared_statements lists this connection's named statements.
        return (
          await sql<{ name: string; statement: string }>`select name, statement
          from pg_prepared_statements where statement like 'insert into "outbox"%'`.execute(trx)
        ).rows;
      });
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^wq_\d+$/);
      const count = await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('dedupe_key', 'like', 'insert-rows:prepared:%')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(6);
    },
  );

  apiTest('skips a row whose unique column is taken, keeping the first', async ({ t }) => {
    const lead = await addLeadRow(t.db, 'Galway', 'insert-rows-2@example.ie');
    await insertRows(t.db, 'outbox', [message(lead.id, 'insert-rows:once', 'first')], {
      onConflictDoNothing: 'dedupe_key',
    });
    await insertRows(
      t.db,
      'outbox',
      [message(lead.id, 'insert-rows:once', 'second'), message(lead.id, 'insert-rows:two', 'x')],
      { onConflictDoNothing: 'dedupe_key' },
    );
    const bodies = await t.db
      .selectFrom('outbox')
      .select(['dedupe_key', 'body'])
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute();
    expect(bodies).toEqual([
      { dedupe_key: 'insert-rows:once', body: 'first' },
      { dedupe_key: 'insert-rows:two', body: 'x' },
    ]);
  });

  apiTest('refuses rows without a value or with other columns, storing none', async ({ t }) => {
    const lead = await addLeadRow(t.db, 'Galway', 'insert-rows-3@example.ie');
    const event = {
      lead_id: lead.id,
      type: 'updated' as const,
      created_at: '2026-11-23T10:00:00.000Z',
    };
    await expect(
      insertRows(t.db, 'lead_events', [{ ...event, user_id: undefined }]),
    ).rejects.toThrow('insertRows: no value for lead_events.user_id');
    await expect(
      insertRows(t.db, 'lead_events', [event, { ...event, user_id: null }]),
    ).rejects.toThrow('insertRows: every lead_events row must have the same columns');
    const stored = await t.db
      .selectFrom('lead_events')
      .select('id')
      .where('lead_id', '=', lead.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
