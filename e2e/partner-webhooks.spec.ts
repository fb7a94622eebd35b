import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { adminHeaders, E2E_ADMIN, expect, signInWithStoredSession, test } from './fixtures';
import { createPartner, partnerAction } from './partners-helpers';

/** A real receiver on this machine: records each delivery and answers 204. */
async function startReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function expectNoSeriousViolations(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`an admin sets a partner's webhook, sees the secret once, sends a test event and reads the log at ${size.width}px`, async ({
    page,
    request,
  }, testInfo) => {
    const receiver = await startReceiver();
    try {
      await page.setViewportSize(size);
      const partner = await createPartner(request, ['Galway']);
      await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto('/admin/partners');
      // A table row on wide screens, a card on phones: either way the partner's own actions.
      const item = page
        .locator('tr, ul[aria-label="Partners"] > li')
        .filter({ hasText: partner.name });
      await partnerAction(page, item, 'Webhook');

      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByRole('heading', { name: `Webhook for ${partner.name}` }),
      ).toBeVisible();
      await dialog.getByLabel('Webhook URL').fill(receiver.url);
      await dialog.getByRole('button', { name: 'Save URL' }).click();

      const secret = dialog.getByLabel('Signing secret');
      await expect(secret).toHaveValue(/^whsec_/);
      await expect(dialog.getByText('No deliveries yet')).toBeVisible();
      await dialog.getByRole('button', { name: 'Send test event' }).click();
      const entry = dialog.getByRole('listitem').filter({ hasText: 'webhook.test' });
      await expect(entry.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
      await expect(entry.getByText(/1 attempt · last: HTTP 204/)).toBeVisible();
      // Other specs' Galway leads may reach this partner too (lead.offered): the test event came once.
      const tests = receiver.received.filter((item) => item.body.includes('"webhook.test"'));
      expect(tests).toHaveLength(1);
      expect(tests[0]!.headers['webhook-signature']).toMatch(/^v1,/);

      await expectNoSeriousViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`partner-webhook-${size.width}.png`),
        fullPage: true,
      });

      // Opened again, the secret is not shown: it was shown once.
      await page.keyboard.press('Escape');
      await partnerAction(page, item, 'Webhook');
      await expect(dialog.getByLabel('Webhook URL')).toHaveValue(receiver.url);
      await expect(dialog.getByLabel('Signing secret')).toHaveCount(0);
      await expect(dialog.getByText('webhook.test')).toBeVisible();
      const headers = await adminHeaders(request);
      const log = await request.get(`/api/partners/${partner.id}/webhook/deliveries`, { headers });
      const { deliveries } = (await log.json()) as { deliveries: { type: string }[] };
      expect(deliveries.filter((delivery) => delivery.type === 'webhook.test')).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
}
