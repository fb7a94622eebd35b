import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { E2E_ADMIN, unique } from './fixtures';
import { startSmsAppServer } from './sms-app-server';

// Phone verification (decision 0925) on an app of its own, with SMS sent through the real
// Twilio transport to a local stand-in: the switch holds every request on the site, so it is
// not turned on in the server the other specs share.

let server: Awaited<ReturnType<typeof startSmsAppServer>>;
let adminToken = '';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  server = await startSmsAppServer();
  const login = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  const partner = await fetch(`${server.baseURL}/api/partners`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      name: 'Claddagh Windows',
      contact_name: 'Seán Byrne',
      email: 'claddagh@e2e.test',
      mobile: '087 765 4321',
      counties: ['Galway'],
      daily_cap: 50,
    }),
  });
  expect(partner.status, await partner.text()).toBe(201);
});

test.afterAll(async () => server?.close());

async function adminPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport });
  const me = await (
    await fetch(`${server.baseURL}/api/auth/me`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
  ).json();
  await context.addInitScript(
    (value) => localStorage.setItem('unauth', value),
    JSON.stringify({
      token: adminToken,
      user: me,
    }),
  );
  return context.newPage();
}

async function leadFor(email: string) {
  const response = await fetch(`${server.baseURL}/api/quote?search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  return ((await response.json()) as Record<string, unknown>[])[0]!;
}

/** The code texted to this number, as the SMS provider was sent it. */
async function codeTextedTo(mobile: string): Promise<string> {
  const to = `+353${mobile.replace(/\D/g, '').slice(1)}`;
  let code = '';
  await expect(async () => {
    const text = server.texts.filter((sms) => sms.to === to).at(-1);
    code = /^(\d{6}) is your/.exec(text?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

async function fillForm(page: Page, email: string, mobile: string) {
  const form = page.locator('#quote-form');
  await form.getByLabel('First Name').fill('Síle');
  await form.getByLabel('Last Name').fill('Ní Mhurchú');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile Number').fill(mobile);
  await form.getByLabel('Property Address').fill('7 Nuns Island, Galway');
  await form.getByLabel('County').selectOption('Galway');
  await form.getByLabel('Property Type').selectOption('House');
  await form.getByLabel('Additional Information').fill('Five casement windows.');
  await form.getByRole('checkbox', { name: /^I agree that/ }).check();
  return form;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}px a request waits for its texted code, typed on the thank-you page`, async ({
    browser,
  }, testInfo) => {
    // The admin turns it on: the switch says why it could not be without SMS (settings.spec).
    const admin = await adminPage(browser, viewport);
    await admin.goto('/admin/settings');
    const toggle = admin.getByRole('switch', {
      name: 'Confirm the homeowner’s mobile by SMS code',
    });
    await expect(toggle).toBeEnabled();
    if ((await toggle.getAttribute('aria-checked')) !== 'true') {
      await toggle.click();
      const toast = admin.getByText('New requests now wait for the homeowner’s code.');
      await expect(toast).toBeVisible();
      // Checked once the toast has gone: axe reads its fade-in as low contrast.
      await expect(toast).toBeHidden({ timeout: 10_000 });
    }
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await admin.getByRole('heading', { name: 'Phone verification' }).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: testInfo.outputPath(`settings-switch-${viewport.width}.png`) });
    expect(await seriousViolations(admin)).toEqual([]);

    // The homeowner sends the form and lands on the code entry.
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    const email = `${unique('verify')}@e2e.test`;
    const mobile = `087 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;
    await page.goto('/');
    const form = await fillForm(page, email, mobile);
    await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
    await expect(page).toHaveURL('/thank-you');
    const entry = page.getByRole('region', { name: 'One last step: confirm your mobile number' });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(`ending ${mobile.replace(/\D/g, '').slice(-3)}`);
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`thank-you-code-${viewport.width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);

    // Held: staff see why, and no partner has it.
    const held = await leadFor(email);
    expect(held).toMatchObject({ phone_verification: 'pending', dispatched_at: null });
    await admin.goto(`/admin/leads?search=${encodeURIComponent(email)}`);
    await expect(admin.getByText('Phone not verified').first()).toBeVisible();
    await admin.goto(`/admin/leads/${String(held.id)}`);
    await expect(admin.getByRole('region', { name: 'Phone not verified' })).toBeVisible();
    await admin.screenshot({ path: testInfo.outputPath(`lead-flag-${viewport.width}.png`) });
    expect(await seriousViolations(admin)).toEqual([]);

    // A wrong code is counted and said so.
    const code = await codeTextedTo(mobile);
    const codeBox = entry.getByLabel('6-digit code');
    await codeBox.fill(code === '000000' ? '111111' : '000000');
    await entry.getByRole('button', { name: 'Confirm my number' }).click();
    await expect(entry.getByRole('alert')).toHaveText(
      'That code is not right. You have 4 tries left.',
    );
    await expect(
      entry.getByRole('button', { name: /Send a new code \(in \d+ s\)/ }),
    ).toBeDisabled();

    // Back to the form while waiting: what was typed is still there.
    await entry.getByRole('link', { name: 'Wrong number? Go back to your form' }).click();
    await expect(page.locator('#quote-form').getByLabel('Email')).toHaveValue(email);
    await expect(page.locator('#quote-form').getByLabel('Mobile Number')).toHaveValue(mobile);
    await page.goBack();
    await expect(page).toHaveURL('/thank-you');

    await entry.getByLabel('6-digit code').fill(code);
    await entry.getByRole('button', { name: 'Confirm my number' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Mobile number confirmed' });
    await expect(done).toContainText('your request is on its way');
    await page.screenshot({
      path: testInfo.outputPath(`thank-you-confirmed-${viewport.width}.png`),
    });
    expect(await seriousViolations(page)).toEqual([]);

    // Passed on as a normal submit, and the browser keeps nothing of it.
    const sent = await leadFor(email);
    expect(sent.phone_verification).toBe('verified');
    expect(sent.dispatched_at).not.toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('quote_draft'))).toBeNull();
    await admin.goto(`/admin/leads/${String(held.id)}`);
    await expect(admin.getByText('Mobile number confirmed by the homeowner’s code')).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Phone not verified' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.locator('#quote-form').getByLabel('Email')).toHaveValue('');
    await context.close();
    await admin.context().close();
  });
}

test('without an SMS provider the settings screen says why the switch cannot be turned on', async ({
  browser,
}, testInfo) => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    // The suite's shared server, which has no SMS provider.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
    const session = (await login.json()) as { token: string; user: object };
    await context.addInitScript(
      (value) => localStorage.setItem('unauth', value),
      JSON.stringify(session),
    );
    await page.goto('/admin/settings');
    const toggle = page.getByRole('switch', { name: 'Confirm the homeowner’s mobile by SMS code' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(
      page.getByText(/It cannot be turned on yet\. Phone verification needs an SMS provider/),
    ).toBeVisible();
    await page.getByRole('heading', { name: 'Phone verification' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`settings-no-sms-${viewport.width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }
});
