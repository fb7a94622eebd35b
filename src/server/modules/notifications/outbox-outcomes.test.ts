import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, vi } from 'vitest';
import { apiTest } from '../../test/api-test.js';
import { addLeadRow } from '../../test/partner-fixtures.js';
import { OutcomeRecorder } from './outbox-outcomes.js';
import { enqueueMessages } from './outbox-repository.js';

const WORKER = 'worker-outcomes';

describe('recording a sent message this worker no longer holds', () => {
  apiTest('says what happened, at the level it deserves', async ({ t, reset }) => {
    await reset('outbox');
    const db = t.db;
    const leads = await Promise.all(
      ['deleted', 'recorded', 'taken'].map((name) =>
        addLeadRow(db, 'Galway', `${name}@example.ie`),
      ),
    );
    await enqueueMessages(
      db,
      leads.map((lead) => ({
        lead_id: lead.id,
        kind: 'customer_email',
        channel: 'email',
        recipient: lead.email,
        body: 'Hello',
        dedupe_key: `outcomes-${lead.id}`,
      })),
    );
    const rows = await db.selectFrom('outbox').select(['id', 'lead_id']).orderBy('id').execute();
    const [deleted, recorded, taken] = rows.map((row) => Number(row.id));
    const until = new Date(Date.now() + 60_000).toISOString();
    await db
      .updateTable('outbox')
      .set({ status: 'sending', locked_by: WORKER, locked_until: until })
      .execute();
    // The lead deleted while its message was out (its messages go with it), an earlier
    // "sent" that committed though its answer was lost, and a lease another worker took over.
    await db.deleteFrom('leads').where('id', '=', leads[0]!.id).execute();
    await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', recorded!).execute();
    await db
      .updateTable('outbox')
      .set({ locked_by: 'worker-other' })
      .where('id', '=', taken!)
      .execute();

    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const released: number[] = [];
    const recorder = new OutcomeRecorder(
      db,
      WORKER,
      10,
      log as unknown as FastifyBaseLogger,
      (ids) => released.push(...ids),
    );
    for (const id of [deleted!, recorded!, taken!]) recorder.sent(id);
    await recorder.stop();

    expect(released.sort()).toEqual([deleted, recorded, taken].sort());
    expect(log.info).toHaveBeenCalledWith(
      { outboxIds: [deleted] },
      'sent while its lead was being deleted; the message went with the lead',
    );
    expect(log.info).toHaveBeenCalledWith(
      { outboxIds: [recorded] },
      'already recorded as sent: an earlier try committed though its answer was lost',
    );
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { outboxIds: [taken] },
      expect.stringContaining('another worker took it over'),
    );
    expect(log.error).not.toHaveBeenCalled();
  });
});
