import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { E2E_ADMIN, unique } from './fixtures';
import { startSmsAppServer } from './sms-app-server';

// "Homeowner chooses installers" (decision 0927) on an app of its own with its own database:
// the switch holds every request on the site, so it is not turned on in the shared server.

let server: Awaited<ReturnType<typeof startSmsAppServer>>;
let adminToken = '';
const INSTALLERS = ['Claddagh Windows', 'Corrib Glazing', 'Spanish Arch Joinery'];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function asAdmin(path: string, init: RequestInit = {}) {
  return fetch(`${server.baseURL}/api${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${adminToken}`,
      ...(init.headers ?? {}),
    },
  });
}

test.beforeAll(async () => {
  server = await startSmsAppServer();
  const login = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  for (const [k, name] of INSTALLERS.entries()) {
    const partner = await asAdmin('/partners', {
      method: 'POST',
      body: JSON.stringify({
        name,
        contact_name: 'Seán Byrne',
        email: `installer${k}@e2e.test`,
        mobile: '087 765 4321',
        counties: ['Galway'],
        daily_cap: 50,
        years_trading: 8 + k * 5,
        insured_until: '2027-06-30',
        seai_registered: k !== 1,
      }),
    });
    expect(partner.status, await partner.text()).toBe(201);
  }
});

test.afterAll(async () => server?.close());

async function adminPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport });
  const me = await (await asAdmin('/auth/me')).json();
  await context.addInitScript(
    (value) => localStorage.setItem('unauth', value),
    JSON.stringify({ token: adminToken, user: me }),
  );
  return context.newPage();
}

async function leadFor(email: string) {
  const response = await asAdmin(`/quote?search=${encodeURIComponent(email)}`);
  return ((await response.json()) as Record<string, unknown>[])[0]!;
}

async function fillForm(page: Page, email: string, width: number) {
  const form = page.locator('#quote-form');
  await form.getByLabel('First Name').fill('Síle');
  await form.getByLabel('Last Name').fill('Ní Mhurchú');
  await form.getByLabel('Email').fill(email);
  // A homeowner of their own per run: another lead of the same one skips its installers (0831).
  await form.getByLabel('Mobile Number').fill(`087 555 ${String(width).padStart(4, '0')}`);
  await form.getByLabel('Property Address').fill(`${width} Nuns Island, Galway`);
  await form.getByLabel('County').selectOption('Galway');
  await form.getByLabel('Property Type').selectOption('House');
  await form.getByLabel('Additional Information').fill('Five casement windows.');
  await form.getByRole('checkbox', { name: /^I agree that/ }).check();
  return form;
}

/** Wait until a toast has come and gone: axe reads its fade-in as low contrast. */
async function toastSeen(page: Page, text: string) {
  const toast = page.getByText(text);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 10_000 });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}px: homeowner-picks mode end to end`, async ({ browser }, testInfo) => {
    const shot = (page: Page, name: string) =>
      page.screenshot({
        path: testInfo.outputPath(`${name}-${viewport.width}.png`),
        fullPage: true,
      });

    // The admin turns it on and sets the time limit.
    const admin = await adminPage(browser, viewport);
    await admin.goto('/admin/settings');
    const toggle = admin.getByRole('switch', { name: 'Homeowner chooses installers' });
    await expect(toggle).toBeEnabled();
    if ((await toggle.getAttribute('aria-checked')) !== 'true') {
      await toggle.click();
      await toastSeen(admin, 'New requests now wait for the homeowner to choose their installers.');
    }
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const hours = admin.getByLabel('Time to choose (hours)');
    await hours.fill('100');
    await admin.getByRole('button', { name: 'Save time limit' }).click();
    await expect(admin.getByRole('alert')).toHaveText('The time limit must be at most 72 hours');
    await hours.fill('12');
    await admin.getByRole('button', { name: 'Save time limit' }).click();
    await toastSeen(admin, 'Homeowners now have 12 hours to choose.');
    await admin
      .getByRole('heading', { name: 'Homeowner chooses installers' })
      .scrollIntoViewIfNeeded();
    await admin.screenshot({ path: testInfo.outputPath(`settings-${viewport.width}.png`) });
    expect(await seriousViolations(admin)).toEqual([]);

    // The homeowner sends the form: the thank-you page asks them to choose.
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    const email = `${unique('picks')}@e2e.test`;
    await page.goto('/');
    const form = await fillForm(page, email, viewport.width);
    await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
    await expect(page).toHaveURL('/thank-you');
    await expect(page.getByTestId('pick-note')).toContainText('none of them has your details yet');
    await expect(page.getByText(/Your request went to/)).toHaveCount(0);
    await page.getByTestId('pick-note').scrollIntoViewIfNeeded();
    await shot(page, 'thank-you');
    expect(await seriousViolations(page)).toEqual([]);

    // Held: no installer has it; staff see until when, and whom it was matched to.
    const held = await leadFor(email);
    const delivery = await (await asAdmin(`/quote/${String(held.id)}/delivery`)).json();
    expect(delivery.assignments).toEqual([]);
    await admin.goto(`/admin/leads?search=${encodeURIComponent(email)}`);
    await expect(admin.getByText('Awaiting the homeowner’s pick').first()).toBeVisible();
    await shot(admin, 'lead-list');
    await admin.goto(`/admin/leads/${String(held.id)}`);
    const flag = admin.getByRole('region', { name: 'Awaiting the homeowner’s pick' });
    await expect(flag).toContainText(INSTALLERS[0]!);
    await expect(
      flag.getByRole('button', { name: 'Send to matched installers now' }),
    ).toBeVisible();
    // Sending by hand waits for the pick (the server would refuse it with a 409).
    const deliveryCard = admin.getByRole('region', { name: 'Partners & Notifications' });
    await expect(deliveryCard.getByText('No partner has received this lead yet.')).toBeVisible();
    await expect(deliveryCard.getByRole('button', { name: 'Send to another partner' })).toHaveCount(
      0,
    );
    await shot(admin, 'lead-awaiting');
    expect(await seriousViolations(admin)).toEqual([]);

    // The request page: the matched installers' profiles, a checkbox each.
    await page.getByRole('link', { name: 'Choose your installers' }).click();
    await expect(page).toHaveURL(/\/request\//);
    const picks = page.getByRole('region', { name: 'Choose your installers' });
    await expect(picks.getByRole('checkbox')).toHaveCount(3);
    await expect(picks).toContainText('SEAI-registered contractor');
    await expect(picks).toContainText('years trading');
    await expect(page.getByTestId('request-installers')).toHaveCount(0);
    // Nothing ticked: asked to choose one.
    await picks.getByRole('button', { name: 'Send my details to the selected installers' }).click();
    await expect(picks.getByRole('alert')).toHaveText('Choose at least one installer.');
    await shot(page, 'request-choose');
    const chosen = INSTALLERS[1]!;
    await picks.getByRole('checkbox', { name: chosen }).check();
    await expect(picks).toContainText('1 of up to 3 chosen');
    await picks.getByRole('button', { name: 'Send my details to the selected installers' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your details have gone to' }),
    ).toContainText(chosen);
    const who = page.getByTestId('request-installers');
    await expect(who).toContainText(chosen);
    await expect(who.getByRole('heading')).toHaveCount(1);
    await shot(page, 'request-picked');
    expect(await seriousViolations(page)).toEqual([]);

    // Passed to that one only; the back office shows it.
    const after = await (await asAdmin(`/quote/${String(held.id)}/delivery`)).json();
    expect(after.assignments.map((row: { partner_name: string }) => row.partner_name)).toEqual([
      chosen,
    ]);
    await admin.goto(`/admin/leads/${String(held.id)}`);
    await expect(admin.getByTestId('homeowner-pick-outcome')).toHaveText(
      `The homeowner picked ${chosen}.`,
    );
    await expect(flag).toHaveCount(0);
    await shot(admin, 'lead-picked');
    expect(await seriousViolations(admin)).toEqual([]);
    await context.close();
    await admin.context().close();
  });
}
