import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  adminHeaders,
  apiLogin,
  createLead,
  E2E_ADMIN,
  expect,
  signInWithStoredSession,
  test,
  unique,
} from './fixtures';
import { createPartner, partnerAction } from './partners-helpers';

/** The first outbox message body matching, read from the suite's own database. */
function outboxBody(sql: string, ...params: unknown[]): string {
  const db = new Database(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/windowquotes.db`);
  try {
    return (db.prepare(sql).get(...params) as { body: string }).body;
  } finally {
    db.close();
  }
}

/** A partner with an installer who has set a password (invitation through the API). */
async function partnerWithInstaller(request: APIRequestContext, county: string) {
  const headers = await adminHeaders(request);
  const partnerEmail = `${unique('partner')}@e2e.test`;
  const partner = await createPartner(request, [county], undefined, { email: partnerEmail });
  const email = `${unique('api-fitter')}@e2e.test`;
  const invited = await request.post(`/api/partners/${partner.id}/invitations`, {
    headers,
    data: { name: 'Aisling Fitter', email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const body = outboxBody(
    "select body from outbox where kind = 'installer_invitation' and recipient = ?",
    email,
  );
  const token = /\/partner\/invite\/([\w-]+)/.exec(body)![1]!;
  const joined = await request.post(`/api/partner/invitations/${token}`, {
    data: { password: 'fitter-password-9' },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  return { partner, partnerEmail, email, password: 'fitter-password-9' };
}

async function expectNoSeriousViolations(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
}

for (const size of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`an installer creates an API token, sees it once and revokes it at ${size.width}px`, async ({
    page,
    request,
    context,
  }, testInfo) => {
    await page.setViewportSize(size);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const installer = await partnerWithInstaller(request, 'Cavan');
    await signInWithStoredSession(page, request, installer.email, installer.password);
    await page.goto('/partner');
    await page.getByRole('link', { name: 'API tokens' }).click();
    await expect(page).toHaveURL(/\/partner\/api$/);
    await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();
    await expect(page.getByText('You have no API tokens yet.')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel('Token name').fill('Office CRM');
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('region', { name: 'Your new token' });
    await expect(shown.getByText('you will not see it again')).toBeVisible();
    const token = await shown.getByLabel('New API token').inputValue();
    expect(token).toMatch(/^wqp_[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Copy token' }).click();
    await expect(page.getByText('Token copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`api-token-${size.width}.png`),
      fullPage: true,
    });

    // The token works on the partner API.
    const auth = { authorization: `Bearer ${token}` };
    expect((await request.get('/api/partner/leads', { headers: auth })).status()).toBe(200);

    await shown.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: 'Office CRM' });
    await expect(row).toBeVisible();
    await expect(row.getByText(/Last used/)).toBeVisible();
    await expect(page.getByText(token)).toHaveCount(0);
    expect(await page.content()).not.toContain(token);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`api-tokens-${size.width}.png`),
      fullPage: true,
    });

    await row.getByRole('button', { name: 'Revoke Office CRM' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Revoke “Office CRM”?');
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect(page.getByText('You have no API tokens yet.')).toBeVisible();
    expect((await request.get('/api/partner/leads', { headers: auth })).status()).toBe(401);
  });

  test(`the signed link in an installer e-mail opens the lead, accepts it and shows the details at ${size.width}px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(size);
    const partnerEmail = `${unique('linked')}@e2e.test`;
    const partner = await createPartner(request, ['Longford'], undefined, {
      email: partnerEmail,
    });
    const lead = await createLead(request, {
      county: 'Longford',
      last_name: 'Ó Fearghail',
      additional_info: 'Linked lead: three sash windows',
    });
    const body = outboxBody(
      "select body from outbox where kind = 'partner_email' and lead_id = ? and recipient = ?",
      lead.id,
      partnerEmail,
    );
    expect(body).not.toContain(lead.last_name);
    expect(body).not.toContain(lead.mobile_number);
    const link = /\/partner\/lead\/[\w.-]+/.exec(body)![0];

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'A lead for you' })).toBeVisible();
    await expect(page.getByText(partner.name)).toBeVisible();
    await expect(page.getByText('Linked lead: three sash windows')).toBeVisible();
    await expect(page.getByText('Awaiting response')).toBeVisible();
    await expect(page.getByText(lead.last_name)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`lead-link-${size.width}.png`),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Accept' }).click();
    const homeowner = page.getByRole('region', { name: 'Homeowner' });
    await expect(homeowner.getByText(lead.last_name)).toBeVisible();
    await expect(homeowner.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(homeowner.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`lead-link-accepted-${size.width}.png`),
      fullPage: true,
    });

    // A tampered link shows no lead, and sends them to sign in.
    await page.goto(`${link.slice(0, -3)}xyz`);
    await expect(page.getByRole('alert')).toContainText('not valid');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test(`an admin sees a partner's API tokens on the partner screen and revokes one at ${size.width}px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(size);
    const installer = await partnerWithInstaller(request, 'Sligo');
    const session = await apiLogin(request, installer.email, installer.password);
    const made = await request.post('/api/partner/api-tokens', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { name: 'Leaked laptop' },
    });
    expect(made.status()).toBe(201);
    const { token } = (await made.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/partners');
    const item =
      size.width < 768
        ? page.getByRole('listitem').filter({ hasText: installer.partner.name })
        : page.getByRole('row').filter({ hasText: installer.partner.name });
    await partnerAction(page, item, 'API tokens');
    const dialog = page.getByRole('dialog', { name: /API tokens of/ });
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Leaked laptop' })).toBeVisible();
    await expect(dialog.getByText(/by Aisling Fitter/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`admin-tokens-${size.width}.png`) });
    await dialog.getByRole('button', { name: 'Revoke Leaked laptop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
    await expect(dialog.getByText('This partner has no API tokens.')).toBeVisible();
    expect((await request.get('/api/partner/leads', { headers: auth })).status()).toBe(401);
  });
}
