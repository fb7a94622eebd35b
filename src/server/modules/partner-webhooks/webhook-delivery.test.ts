import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../../shared/partner-webhooks.js';
import { createDb } from '../../db/connection.js';
import { apiTest } from '../../test/api-test.js';
import { addPartner, clearPartners, storeSubmittedLeadRow } from '../../test/partner-fixtures.js';
import { json, type TestApp } from '../../test/test-app.js';
import { createEmailTransport } from '../notifications/email-transport.js';
import { OutboxWorker } from '../notifications/outbox-worker.js';
import { createSmsTransport } from '../notifications/sms-transport.js';
import { enqueuePartnerEvents } from './partner-events.js';
import { isPrivateAddress, webhookUrlProblem } from './webhook-signing.js';
import {
  hookPartner,
  recipeFromDocs,
  startReceiver,
  webhookRows,
  type Receiver,
  type Verify,
} from '../../test/webhook-receiver.js';
import { createWebhookTransport } from './webhook-transport.js';

describe('partner webhook deliveries', () => {
  let receiver: Receiver;
  let verifyWebhook: Verify;
  beforeAll(async () => {
    receiver = await startReceiver();
    verifyWebhook = await recipeFromDocs();
  });
  afterAll(async () => receiver.close());

  const hook = (t: TestApp, admin: Record<string, string>, counties?: string[]) =>
    hookPartner(t, admin, receiver.url, counties);

  apiTest(
    'a submitted lead queues lead.offered for partners with a URL only, without contact details',
    async ({ t, admin }) => {
      await clearPartners(t.db);
      const { partnerId, secret } = await hook(t, admin, ['Mayo']);
      const plain = await addPartner(t.db, { counties: ['Mayo'] });
      const lead = await storeSubmittedLeadRow(t.db, 'Mayo', 'offered.webhook@example.ie');

      const rows = await webhookRows(t);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        partner_id: partnerId,
        lead_id: Number(lead.id),
        recipient: receiver.url,
        status: 'pending',
        dedupe_key: `webhook:lead.offered:lead:${lead.id}:partner:${partnerId}`,
      });
      const assigned = await t.db
        .selectFrom('lead_partners')
        .select('partner_id')
        .where('lead_id', '=', Number(lead.id))
        .execute();
      expect(assigned.map((row) => Number(row.partner_id)).sort()).toEqual(
        [partnerId, plain].sort(),
      );

      receiver.received.length = 0;
      await t.app.outbox.runUntilIdle();
      const delivery = receiver.received.find((item) => item.body.includes('lead.offered'));
      expect(delivery).toBeDefined();
      expect(verifyWebhook(secret, delivery!.headers, delivery!.body)).toBe(true);
      const payload = JSON.parse(delivery!.body) as {
        type: string;
        timestamp: string;
        data: object;
      };
      expect(payload.type).toBe('lead.offered');
      expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp);
      expect(payload.data).toEqual({
        lead_id: Number(lead.id),
        partner_id: partnerId,
        county: 'Mayo',
        routing_key: lead.eircode.replace(/\s+/g, '').slice(0, 3).toUpperCase(),
        property_type: lead.property_type,
        number_of_windows: lead.number_of_windows,
        window_type: lead.window_type,
        window_material: lead.window_material,
        glazing_type: lead.glazing_type,
        preferred_timeframe: lead.preferred_timeframe,
        portal_url: expect.stringMatching(
          new RegExp(`^${t.config.publicBaseUrl}/partner/lead/${lead.id}\\.`),
        ),
        respond_by: expect.any(String),
      });
      // The end of the response window the assignment holds (stamped in the same moment).
      const assignment = await t.db
        .selectFrom('lead_partners')
        .select('respond_by')
        .where('lead_id', '=', Number(lead.id))
        .where('partner_id', '=', partnerId)
        .executeTakeFirstOrThrow();
      const { respond_by } = payload.data as { respond_by: string };
      expect(Math.abs(Date.parse(respond_by) - Date.parse(assignment.respond_by!))).toBeLessThan(
        5_000,
      );
      for (const personal of [
        lead.email,
        lead.mobile_number,
        lead.first_name,
        lead.last_name,
        lead.property_address,
        lead.eircode,
      ]) {
        if (personal) expect(delivery!.body).not.toContain(personal);
      }
      // The lead's own timeline and delivery view list e-mails and texts only.
      const timeline = await t.app.inject({
        method: 'GET',
        url: `/api/quote/${lead.id}/timeline`,
        headers: admin,
      });
      expect(timeline.statusCode).toBe(200);
      const deliveryView = await t.app.inject({
        method: 'GET',
        url: `/api/quote/${lead.id}/delivery`,
        headers: admin,
      });
      expect(deliveryView.statusCode).toBe(200);
      expect(deliveryView.body).not.toContain('"channel":"webhook"');
    },
  );

  apiTest('a partner without a URL gets no outbox rows', async ({ t }) => {
    await clearPartners(t.db);
    const partnerId = await addPartner(t.db, { counties: ['Sligo'] });
    const lead = await storeSubmittedLeadRow(t.db, 'Sligo', 'no.webhook@example.ie');
    await t.db.transaction().execute((trx) =>
      enqueuePartnerEvents(trx, [
        { partnerId, type: 'lead.reassigned', leadId: Number(lead.id) },
        { partnerId, type: 'lead.outcome', leadId: Number(lead.id), data: { outcome: 'won' } },
      ]),
    );
    expect(await webhookRows(t)).toEqual([]);
  });

  apiTest(
    'events from other modules carry their data, never contact details',
    async ({ t, admin }) => {
      await clearPartners(t.db);
      const { partnerId } = await hook(t, admin, ['Kerry']);
      const lead = await storeSubmittedLeadRow(t.db, 'Kerry', 'events.webhook@example.ie');
      await t.db.transaction().execute((trx) =>
        enqueuePartnerEvents(trx, [
          {
            partnerId,
            type: 'lead.outcome',
            leadId: Number(lead.id),
            data: { outcome: 'quoted', email: lead.email },
          },
        ]),
      );
      const rows = await webhookRows(t);
      expect(rows.map((row) => JSON.parse(row.body).type)).toEqual([
        'lead.offered',
        'lead.outcome',
      ]);
      const outcome = JSON.parse(rows[1]!.body) as { data: Record<string, unknown> };
      expect(outcome.data).toMatchObject({ lead_id: Number(lead.id), outcome: 'quoted' });
      expect(rows[1]!.body).not.toContain(lead.email);
    },
  );

  apiTest(
    'a failing endpoint (500, then no answer) is retried, then marked failed in the log',
    async ({ t, admin, api }) => {
      await clearPartners(t.db);
      const { partnerId } = await hook(t, admin);
      const config = { ...t.config, outbox: { ...t.config.outbox, maxAttempts: 2 } };
      const transport = createWebhookTransport(t.db, config, t.app.log, { timeoutMs: 300 });
      const worker = new OutboxWorker(
        t.db,
        config,
        {
          email: createEmailTransport(config),
          sms: createSmsTransport(config),
          webhook: transport,
        },
        t.app.log,
      );
      const { delivery_id: id } = json<{ delivery_id: number }>(
        await api.post(`/api/partners/${partnerId}/webhook/test`),
      );
      receiver.replies.push(500, 'hang');

      await worker.runUntilIdle();
      let row = await t.db
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toContain('500');
      // Back-off: not due again for 30 s.
      expect(Date.parse(row.next_attempt_at) - Date.now()).toBeGreaterThan(20_000);
      expect(await worker.runUntilIdle()).toBe(0);

      // Time passes: the retry is due.
      await t.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await worker.runUntilIdle();
      row = await t.db
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
      await worker.stop();

      const log = json<{ deliveries: WebhookDelivery[] }>(
        await api.get(`/api/partners/${partnerId}/webhook/deliveries`),
      );
      const entry = log.deliveries.find((item) => item.id === id)!;
      expect(entry).toMatchObject({ status: 'failed', attempts: 2, delivered_at: null });
      expect(entry.tries).toHaveLength(2);
      expect(entry.tries[0]).toMatchObject({ attempt: 1, status_code: 500 });
      expect(entry.tries[0]!.error).toContain('Endpoint answered 500');
      expect(entry.tries[1]).toMatchObject({ attempt: 2, status_code: null });
      expect(entry.tries[1]!.error).toContain('No answer within');
      // Both attempts carried the same webhook-id.
      const ids = receiver.received.slice(-2).map((item) => item.headers['webhook-id']);
      expect(ids).toEqual([entry.event_id, entry.event_id]);
    },
  );

  apiTest(
    'two workers on two connections deliver each event once, with its own webhook-id',
    async ({ t, admin }) => {
      await clearPartners(t.db);
      const { partnerId } = await hook(t, admin, ['Clare']);
      // Under the partner's daily cap (10): each lead is offered to it.
      const leads: Awaited<ReturnType<typeof storeSubmittedLeadRow>>[] = [];
      for (let k = 0; k < 8; k += 1) {
        leads.push(await storeSubmittedLeadRow(t.db, 'Clare', `twice.${k}@example.ie`));
      }
      await t.db.transaction().execute((trx) =>
        enqueuePartnerEvents(
          trx,
          leads.map((row) => ({
            partnerId,
            type: 'lead.outcome' as const,
            leadId: Number(row.id),
            data: { outcome: 'contacted' },
          })),
        ),
      );
      const due = (await webhookRows(t)).filter((row) => row.status === 'pending');
      expect(due).toHaveLength(16);
      receiver.received.length = 0;
      const other = t.config.database.kind === 'postgres' ? createDb(t.config.database) : t.db;
      const workers = [t.db, other].map(
        (db) =>
          new OutboxWorker(
            db,
            t.config,
            {
              email: createEmailTransport(t.config),
              sms: createSmsTransport(t.config),
              webhook: createWebhookTransport(db, t.config, t.app.log, { maxInFlight: 4 }),
            },
            t.app.log,
            { batchSize: 3 },
          ),
      );
      try {
        await Promise.all(workers.map((worker) => worker.runUntilIdle()));
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
        if (other !== t.db) await other.destroy();
      }
      const ids = receiver.received.map((item) => String(item.headers['webhook-id']));
      expect(ids).toHaveLength(16);
      expect(new Set(ids).size).toBe(16);
      expect(new Set(ids)).toEqual(new Set(due.map((row) => row.subject)));
      const sent = await webhookRows(t);
      expect(sent.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
    },
  );
});

describe('where a production webhook may point', () => {
  it('takes public https addresses only', () => {
    expect(webhookUrlProblem('https://hooks.example.com/leads', true)).toBeNull();
    expect(webhookUrlProblem('https://[2001:4860:4860::8888]/x', true)).toBeNull();
    for (const url of [
      'http://hooks.example.com/leads',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://intranet/x',
      'https://db.internal/x',
    ]) {
      expect(webhookUrlProblem(url, true), url).not.toBeNull();
    }
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
  });
});
