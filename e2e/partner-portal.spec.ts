import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  adminHeaders,
  createLead,
  E2E_ADMIN,
  expect,
  signInThroughForm,
  signInWithStoredSession,
  test,
  unique,
} from './fixtures';
import { createPartner } from './partners-helpers';

/** The invitation link of an e-mail address, read from the suite's own outbox. */
function invitationPath(email: string): string {
  const db = new Database(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/windowquotes.db`);
  try {
    const row = db
      .prepare("select body from outbox where kind = 'installer_invitation' and recipient = ?")
      .get(email) as { body: string };
    return /\/partner\/invite\/[\w-]+/.exec(row.body)![0];
  } finally {
    db.close();
  }
}

/** A partner with two leads sent to it by hand and an invited installer; returns the link. */
async function partnerWithLeads(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const partner = await createPartner(request, ['Galway']);
  const leads = [];
  for (const [last_name, label] of [
    ['Ní Bhriain', 'older'],
    ['MacCarthaigh', 'newer'],
  ] as const) {
    const lead = await createLead(request, {
      last_name,
      additional_info: `Portal lead ${label}`,
    });
    const sent = await request.post(`/api/quote/${lead.id}/partners`, {
      headers,
      data: { partner_id: partner.id, confirm: true },
    });
    // A Galway lead may already have gone to the partner by the county's rotation.
    expect([201, 409], await sent.text()).toContain(sent.status());
    leads.push(lead);
  }
  const email = `${unique('fitter')}@e2e.test`;
  const invited = await request.post(`/api/partners/${partner.id}/invitations`, {
    headers,
    data: { name: 'Pádraig Fitter', email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return { partner, leads, link: invitationPath(email) };
}

async function expectNoSeriousViolations(page: Page) {
  // A toast fading out is mid-transition: checked once the toasts have gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
}

for (const size of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`an invited installer sets a password, accepts and declines leads at ${size.width}px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(size);
    const { leads, link } = await partnerWithLeads(request);
    const [older, newer] = [leads[0]!, leads[1]!];

    await page.goto(link);
    await expect(page.getByText(/you are joining/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Password').fill('fitter-password-1');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();

    await expect(page).toHaveURL(/\/partner$/);
    await expect(page.getByRole('heading', { name: 'Your leads' })).toBeVisible();
    const cards = page.locator('main [aria-labelledby^="lead-"]');
    const first = cards.filter({ hasText: 'Portal lead newer' });
    const second = cards.filter({ hasText: 'Portal lead older' });
    await expect(first.getByText('Awaiting response')).toBeVisible();
    await expect(second.getByText('Awaiting response')).toBeVisible();
    // No homeowner's name before accepting.
    await expect(page.getByText(newer.last_name)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`portal-${size.width}.png`),
      fullPage: true,
    });

    await first.getByRole('button', { name: 'Accept' }).click();
    await expect(first.getByText('Accepted')).toBeVisible();
    await expect(first.getByText(newer.last_name)).toBeVisible();
    await expect(first.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(first.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    await second.getByRole('button', { name: 'Decline' }).click();
    await second.getByLabel('Reason').selectOption('too_busy');
    await second.getByLabel('Note (optional)').fill('Booked up until March');
    await expectNoSeriousViolations(page);
    await second.getByRole('button', { name: 'Decline lead' }).click();
    await expect(second.getByText('Declined: Too busy')).toBeVisible();
    await expect(page.getByText(older.last_name)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`portal-answered-${size.width}.png`),
      fullPage: true,
    });

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('already been used');
  });
}

test('an admin invites from the partner screen; the installer signs in at /login and lands on /partner', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const partner = await createPartner(request, ['Galway']);
  await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/partners');
  await page
    .getByRole('row')
    .filter({ hasText: partner.name })
    .getByRole('button', { name: 'Invite installer' })
    .click();
  const dialog = page.getByRole('dialog');
  const email = `${unique('invited')}@e2e.test`;
  await dialog.getByLabel('Name').fill('Órla Fitter');
  await dialog.getByLabel('Email').fill(email);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(invitationPath(email));
  await page.getByLabel('Password').fill('fitter-password-2');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, email, 'fitter-password-2');
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { name: 'Your leads' })).toBeVisible();
  await expect(page.getByText(partner.name)).toBeVisible();
});
