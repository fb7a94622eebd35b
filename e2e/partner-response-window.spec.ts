import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
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

/** The suite's own database, for what only time would do (a response window running out). */
function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/windowquotes.db`);
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * A Monaghan partner with two leads of its county and a signed-up installer's link. The
 * leads' texts are this test's own: a test running beside it makes Monaghan leads too, and
 * they reach this partner as well.
 */
async function partnerWithLeads(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const partner = await createPartner(request, ['Monaghan']);
  const tag = unique('window');
  const leads = [];
  for (const label of ['late', 'on time']) {
    // A homeowner of their own each: the same homeowner's second lead skips its partners.
    leads.push(
      await createLead(request, {
        county: 'Monaghan',
        email: `${unique('homeowner')}@e2e.test`,
        additional_info: `${tag} ${label}`,
      }),
    );
  }
  const email = `${unique('fitter')}@e2e.test`;
  const invited = await request.post(`/api/partners/${partner.id}/invitations`, {
    headers,
    data: { name: 'Nuala Fitter', email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const body = withDb(
    (db) =>
      db
        .prepare("select body from outbox where kind = 'installer_invitation' and recipient = ?")
        .get(email) as { body: string },
  );
  return { partner, leads, tag, link: /\/partner\/invite\/[\w-]+/.exec(body.body)![0] };
}

async function expectNoSeriousViolations(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
}

for (const size of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`the portal shows each lead's deadline, and Expired once it passed, at ${size.width}px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(size);
    const { leads, tag, link } = await partnerWithLeads(request);
    await page.goto(link);
    await page.getByLabel('Password').fill('fitter-password-1');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/partner$/);

    const cards = page.locator('main [aria-labelledby^="lead-"]');
    const late = cards.filter({ hasText: `${tag} late` });
    const onTime = cards.filter({ hasText: `${tag} on time` });
    await expect(late.getByText(/^Respond by /)).toBeVisible();
    await expect(onTime.getByText(/^Respond by /)).toBeVisible();

    // The first lead's window runs out (as 4 business hours would).
    withDb((db) =>
      db
        .prepare('update lead_partners set respond_by = ? where lead_id = ?')
        .run(new Date(Date.now() - 60_000).toISOString(), leads[0]!.id),
    );
    await page.reload();
    await expect(late.getByText('Expired')).toBeVisible();
    await expect(late.getByText(/Not answered by .*passed to another installer/)).toBeVisible();
    await expect(late.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(onTime.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`portal-expired-${size.width}.png`),
      fullPage: true,
    });
  });
}

test('admins set automatic pausing, and the partner screen says when a partner was paused', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const partner = await createPartner(request, ['Monaghan'], unique('Slow Windows'));
  withDb((db) =>
    db
      .prepare(
        'update partners set is_active = 0, auto_paused_at = ?, auto_paused_after = 3, expired_in_row = 3 where id = ?',
      )
      .run('2026-11-27T10:00:00.000Z', partner.id),
  );
  await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.goto('/admin/settings');
  const field = page.getByLabel('Pause a partner after N expired leads in a row');
  await expect(field).toHaveValue('0');
  await field.fill('3');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Partners are paused after 3 expired leads in a row.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('settings-pause-375.png'), fullPage: true });
  await page.reload();
  await expect(field).toHaveValue('3');
  // Back to off, so no other test's partner is paused.
  await field.fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Partners are never paused automatically.')).toBeVisible();

  await page.goto('/admin/partners');
  await expect(
    page.getByText('Paused automatically on 27 Nov 2026: 3 leads expired in a row').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
