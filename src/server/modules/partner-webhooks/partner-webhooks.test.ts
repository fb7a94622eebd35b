import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { WebhookDelivery } from '../../../shared/partner-webhooks.js';
import { apiTest } from '../../test/api-test.js';
import { addPartner } from '../../test/partner-fixtures.js';
import { createUserAndSignIn, json, type TestApp } from '../../test/test-app.js';
import {
  hookPartner,
  recipeFromDocs,
  startReceiver,
  type Receiver,
  type Verify,
} from '../../test/webhook-receiver.js';

describe('partner webhook settings', () => {
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
    'shows the secret once, keeps it when the URL changes, rotates it',
    async ({ t, api }) => {
      const partnerId = await addPartner(t.db);
      const none = await api.get(`/api/partners/${partnerId}/webhook`);
      expect(json(none)).toEqual({ url: null, secret_created_at: null });

      const first = json<{ url: string; secret: string; secret_created_at: string }>(
        await api.put(`/api/partners/${partnerId}/webhook`, { url: receiver.url }),
      );
      expect(first.url).toBe(receiver.url);
      expect(first.secret).toMatch(/^whsec_/);
      const read = await api.get(`/api/partners/${partnerId}/webhook`);
      expect(json(read)).toEqual({ url: receiver.url, secret_created_at: first.secret_created_at });
      expect(read.body).not.toContain(first.secret.slice(6));
      // Neither the partner list nor the partner itself carries the secret.
      expect((await api.get(`/api/partners/${partnerId}`)).body).not.toContain('whsec_');

      const moved = await api.put(`/api/partners/${partnerId}/webhook`, {
        url: `${receiver.url}?v=2`,
      });
      expect(json(moved)).toMatchObject({ url: `${receiver.url}?v=2`, secret: null });
      const stored = await t.db
        .selectFrom('partners')
        .select('webhook_secret')
        .where('id', '=', partnerId)
        .executeTakeFirstOrThrow();
      expect(stored.webhook_secret).toBe(first.secret);

      const rotated = json<{ secret: string }>(
        await api.post(`/api/partners/${partnerId}/webhook/secret`),
      );
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(first.secret);

      const removed = await api.delete(`/api/partners/${partnerId}/webhook`);
      expect(json(removed)).toEqual({ url: null, secret_created_at: null });
      expect((await api.post(`/api/partners/${partnerId}/webhook/test`)).statusCode).toBe(409);
      expect((await api.post(`/api/partners/${partnerId}/webhook/secret`)).statusCode).toBe(409);
      // Each change is in the audit log, with who made it; never the secret.
      const audit = await api.get('/api/audit?action=partner_webhook_changed');
      expect(audit.statusCode).toBe(200);
      expect(audit.body).not.toContain('whsec_');
      const changes = json<{ detail: Record<string, unknown> }[]>(audit)
        .map((entry) => entry.detail)
        .filter((detail) => detail.partner_id === partnerId)
        .map((detail) => detail.change);
      expect(changes).toEqual(['removed', 'secret rotated', 'url set', 'url set']);
    },
  );

  apiTest('refuses URLs it must not call, with a clear 422', async ({ t, api }) => {
    const partnerId = await addPartner(t.db);
    for (const url of [
      'ftp://example.com/hook',
      'not a url',
      'http://example.com/hook', // http only to this machine outside production
      'https://user:pass@example.com/hook',
      '',
    ]) {
      const response = await api.put(`/api/partners/${partnerId}/webhook`, { url });
      expect(response.statusCode, url).toBe(422);
      expect(json<{ errors: Record<string, string> }>(response).errors.url).toBeTruthy();
    }
    expect((await api.put('/api/partners/999999/webhook', { url: receiver.url })).statusCode).toBe(
      404,
    );
  });

  apiTest('only admins reach the webhook routes', async ({ t, api, manager }) => {
    const partnerId = await addPartner(t.db);
    const installer = await createUserAndSignIn(t, 4);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/partners/${partnerId}/webhook`],
      ['PUT', `/api/partners/${partnerId}/webhook`, { url: receiver.url }],
      ['DELETE', `/api/partners/${partnerId}/webhook`],
      ['POST', `/api/partners/${partnerId}/webhook/secret`],
      ['POST', `/api/partners/${partnerId}/webhook/test`],
      ['GET', `/api/partners/${partnerId}/webhook/deliveries`],
    ];
    for (const [method, url, payload] of routes) {
      const as = { as: manager };
      const call = (options: typeof as) =>
        api.call(method as 'GET', url, payload as never, options);
      expect((await call(as)).statusCode, `${method} ${url} as manager`).toBe(403);
      expect((await call({ as: installer.headers })).statusCode, `${method} ${url}`).toBe(403);
      expect((await call({ as: 'anonymous' } as never)).statusCode, `${method} ${url}`).toBe(401);
    }
    const stored = await t.db
      .selectFrom('partners')
      .select('webhook_url')
      .where('id', '=', partnerId)
      .executeTakeFirstOrThrow();
    expect(stored.webhook_url).toBe('');
  });

  apiTest(
    'a delivery is signed so that the documented recipe verifies it',
    async ({ t, admin, api }) => {
      const { partnerId, secret } = await hook(t, admin);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);

      const queued = await api.post(`/api/partners/${partnerId}/webhook/test`);
      expect(queued.statusCode).toBe(202);
      receiver.received.length = 0;
      await t.app.outbox.runUntilIdle();

      expect(receiver.received).toHaveLength(1);
      const [delivery] = receiver.received;
      expect(delivery!.headers['content-type']).toBe('application/json');
      expect(delivery!.headers['webhook-id']).toMatch(/^msg_/);
      expect(delivery!.headers['webhook-signature']).toMatch(/^v1,/);
      expect(verifyWebhook(secret, delivery!.headers, delivery!.body)).toBe(true);
      expect(JSON.parse(delivery!.body)).toMatchObject({
        type: 'webhook.test',
        data: { partner_id: partnerId },
      });
      // The recipe refuses a changed body, another secret, and a timestamp over 5 minutes away.
      expect(verifyWebhook(secret, delivery!.headers, `${delivery!.body} `)).toBe(false);
      const rotated = json<{ secret: string }>(
        await api.post(`/api/partners/${partnerId}/webhook/secret`),
      ).secret;
      expect(rotated).not.toBe(secret);
      expect(verifyWebhook(rotated, delivery!.headers, delivery!.body)).toBe(false);
      const sentAt = Number(delivery!.headers['webhook-timestamp']) * 1000;
      expect(verifyWebhook(secret, delivery!.headers, delivery!.body, sentAt + 299_000)).toBe(true);
      expect(verifyWebhook(secret, delivery!.headers, delivery!.body, sentAt + 301_000)).toBe(
        false,
      );
      expect(verifyWebhook(secret, delivery!.headers, delivery!.body, sentAt - 301_000)).toBe(
        false,
      );

      const log = json<{ deliveries: WebhookDelivery[] }>(
        await api.get(`/api/partners/${partnerId}/webhook/deliveries`),
      );
      expect(log.deliveries[0]).toMatchObject({
        id: json<{ delivery_id: number }>(queued).delivery_id,
        event_id: delivery!.headers['webhook-id'],
        type: 'webhook.test',
        status: 'sent',
        attempts: 1,
        tries: [{ attempt: 1, status_code: 204, error: '' }],
      });

      // For a day after the rotation both secrets sign (two v1 signatures); then the new one only.
      const deliverTest = async () => {
        receiver.received.length = 0;
        await api.post(`/api/partners/${partnerId}/webhook/test`);
        await t.app.outbox.runUntilIdle();
        return receiver.received[0]!;
      };
      const during = await deliverTest();
      expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verifyWebhook(rotated, during.headers, during.body)).toBe(true);
      expect(verifyWebhook(secret, during.headers, during.body)).toBe(true);
      await t.db
        .updateTable('partners')
        .set({ webhook_previous_until: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', partnerId)
        .execute();
      const after = await deliverTest();
      expect(verifyWebhook(rotated, after.headers, after.body)).toBe(true);
      expect(verifyWebhook(secret, after.headers, after.body)).toBe(false);
    },
  );
});
