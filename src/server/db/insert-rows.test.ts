import { describe, expect } from 'vitest';
import { addLeadRow } from '../test/partner-fixtures.js';
import { apiTest } from '../test/api-test.js';
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
