import Database from 'better-sqlite3';
import { E2E_ADMIN, expect, signInWithStoredSession, test, unique } from './fixtures';
import { expectNoSeriousViolations } from './partner-portal-helpers';
import { createPartner, partnerAction } from './partners-helpers';

/** The token in the newest invitation e-mail to `email`, read from the suite's own outbox. */
function newestInvitation(email: string): string {
  const db = new Database(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/windowquotes.db`);
  try {
    const row = db
      .prepare(
        "select body from outbox where kind = 'installer_invitation' and recipient = ? order by id desc",
      )
      .get(email) as { body: string };
    return /\/partner\/invite\/([\w-]+)/.exec(row.body)![1]!;
  } finally {
    db.close();
  }
}

/** Decision 0901: an admin sees a partner's installers, sends a new link and removes one. */
for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`an admin invites an installer, sees it listed, resends the link and removes it at ${size.width}px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(size);
    const partner = await createPartner(request, ['Galway']);
    await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/partners');
    // A table row on wide screens, a card on phones.
    const item = page
      .locator('tr, ul[aria-label="Partners"] > li')
      .filter({ hasText: partner.name });

    await partnerAction(page, item, 'Invite installer');
    const email = `${unique('listed')}@e2e.test`;
    const invite = page.getByRole('dialog');
    await invite.getByLabel('Name').fill('Siobhán Fitter');
    await invite.getByLabel('Email').fill(email);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite).toHaveCount(0);
    const firstLink = newestInvitation(email);

    await partnerAction(page, item, 'Installers');
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: `Installers of ${partner.name}` }),
    ).toBeVisible();
    const entry = dialog.getByRole('listitem').filter({ hasText: email });
    await expect(entry.getByRole('paragraph').filter({ hasText: 'Siobhán Fitter' })).toBeVisible();
    await expect(entry.getByText('Invited, link pending')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`partner-installers-${size.width}.png`),
      fullPage: true,
    });

    // Resend: a new link in a new e-mail; the first one no longer opens.
    await entry.getByRole('button', { name: 'Resend to Siobhán Fitter' }).click();
    await expect(page.getByText(/the earlier link no longer works/)).toBeVisible();
    await expect.poll(() => newestInvitation(email)).not.toBe(firstLink);
    const secondLink = newestInvitation(email);
    const old = await request.get(`/api/partner/invitations/${firstLink}`);
    expect(old.status()).toBe(410);

    // The installer joins with the new link; the list shows them active.
    const joined = await request.post(`/api/partner/invitations/${secondLink}`, {
      data: { password: 'fitter-password-1' },
    });
    expect(joined.status()).toBe(200);
    const session = {
      authorization: `Bearer ${((await joined.json()) as { token: string }).token}`,
    };
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await partnerAction(page, item, 'Installers');
    await expect(entry.getByText('Active', { exact: true })).toBeVisible();

    // Remove, confirmed: signed out at once, listed as removed.
    await entry.getByRole('button', { name: 'Remove Siobhán Fitter' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('signed out at once');
    await confirm.getByRole('button', { name: 'Remove installer' }).click();
    await expect(entry.getByText('Removed', { exact: true })).toBeVisible();
    await expect(entry.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    expect((await request.get('/api/partner/leads', { headers: session })).status()).toBe(401);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`partner-installers-removed-${size.width}.png`),
      fullPage: true,
    });
  });
}
