import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  adminHeaders,
  createLead,
  E2E_ADMIN,
  expect,
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

async function expectNoSeriousViolations(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
}

// Each width has a county of its own, so one run's leads do not move the other's rotation.
for (const [size, county] of [
  [{ width: 375, height: 812 }, 'Louth'],
  [{ width: 1280, height: 800 }, 'Meath'],
] as const) {
  test(`an installer sees its rotation and why a lead went elsewhere at ${size.width}px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(size);
    const headers = await adminHeaders(request);
    // Ours takes one lead a day; the other has room, so the second lead goes only to it.
    const ours = await createPartner(request, [county], unique('Rotation Windows'), {
      daily_cap: 1,
    });
    await createPartner(request, [county], unique('Other Glazing'));
    // Two homeowners of their own (the same one again would be held back as a duplicate).
    await createLead(request, { county, email: `${unique('first')}@example.ie` });
    await createLead(request, { county, email: `${unique('second')}@example.ie` });
    const email = `${unique('rotation')}@e2e.test`;
    const invited = await request.post(`/api/partners/${ours.id}/invitations`, {
      headers,
      data: { name: 'Rota Fitter', email },
    });
    expect(invited.status(), await invited.text()).toBe(201);

    await page.goto(invitationPath(email));
    await page.getByLabel('Password').fill('fitter-password-1');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/partner$/);
    await page.getByRole('link', { name: 'Your rotation' }).click();
    await expect(page).toHaveURL(/\/partner\/rotation$/);
    await expect(page.getByRole('heading', { name: 'Your rotation' })).toBeVisible();

    const today = page.getByRole('region', { name: 'Today' });
    await expect(today.getByText('Leads today', { exact: true })).toBeVisible();
    const countyCard = page.getByRole('listitem').filter({ hasText: county }).first();
    await expect(countyCard.getByText("At today's cap")).toBeVisible();
    const missed = page.getByRole('region', { name: 'Leads that went to others' });
    await expect(missed.getByText("You had reached today's cap")).toBeVisible();
    // Nobody else is named.
    await expect(page.getByText(/Other Glazing/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`rotation-${size.width}.png`),
      fullPage: true,
    });
    await page.getByRole('link', { name: 'Your leads' }).click();
    await expect(page.getByRole('heading', { name: 'Your leads' })).toBeVisible();
  });

  test(`staff see partners' performance on the partner screen and the dashboard at ${size.width}px`, async ({
    page,
    request,
  }, testInfo) => {
    // A long journey: 25-28 s on a busy 2-core machine, against the 30 s default.
    test.slow();
    await page.setViewportSize(size);
    const quiet = await createPartner(request, ['Carlow'], unique('Quiet Carlow Windows'));
    // A busy partner whose installer accepts one of its two leads and declines the other.
    const busy = await createPartner(request, ['Kilkenny'], unique('Busy Kilkenny Windows'));
    const leads = [
      await createLead(request, { county: 'Kilkenny', email: `${unique('k1')}@example.ie` }),
      await createLead(request, { county: 'Kilkenny', email: `${unique('k2')}@example.ie` }),
    ];
    const email = `${unique('busy')}@e2e.test`;
    const invited = await request.post(`/api/partners/${busy.id}/invitations`, {
      headers: await adminHeaders(request),
      data: { name: 'Busy Fitter', email },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const joined = await request.post(
      `/api${invitationPath(email)}`.replace('/invite/', '/invitations/'),
      {
        data: { password: 'fitter-password-1' },
      },
    );
    expect(joined.status(), await joined.text()).toBe(200);
    const installer = { authorization: `Bearer ${(await joined.json()).token}` };
    const accepted = await request.post(`/api/partner/leads/${leads[0]!.id}/accept`, {
      headers: installer,
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const declined = await request.post(`/api/partner/leads/${leads[1]!.id}/decline`, {
      headers: installer,
      data: { reason: 'too_busy' },
    });
    expect(declined.status(), await declined.text()).toBe(200);
    await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/partners');
    await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible();
    const wide = size.width >= 768;
    const figures = wide
      ? page.getByRole('table', { name: 'Partner performance' })
      : page.getByRole('list', { name: 'Partner performance' });
    const row = figures.getByRole(wide ? 'row' : 'listitem').filter({ hasText: quiet.name });
    // No leads: counts of 0 and dashes for the rates, never NaN.
    await expect(row).toContainText('—');
    await expect(figures).not.toContainText('NaN');
    const busyRow = figures.getByRole(wide ? 'row' : 'listitem').filter({ hasText: busy.name });
    // Two leads, one accepted of the two answered: 50%.
    await expect(busyRow).toContainText('50%');
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`partners-performance-${size.width}.png`),
      fullPage: true,
    });
    await page.getByLabel('Period').first().selectOption('range');
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill('2026-07-01');
    await page.getByLabel('To', { exact: true }).fill('2026-07-31');
    await expect(busyRow).not.toContainText('50%');
    await expect(row).toContainText('—');
    await expectNoSeriousViolations(page);

    await page.goto('/admin');
    const card = page.getByRole('heading', { name: 'Partner Performance' });
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.getByLabel('Period').selectOption('7');
    await expect(page.getByText(quiet.name)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`dashboard-performance-${size.width}.png`),
      fullPage: true,
    });
  });
}
