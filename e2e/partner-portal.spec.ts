import {
  E2E_ADMIN,
  expect,
  signInThroughForm,
  signInWithStoredSession,
  test,
  unique,
} from './fixtures';
import {
  expectNoSeriousViolations,
  invitationPath,
  partnerWithLeads,
} from './partner-portal-helpers';
import { createPartner, partnerAction } from './partners-helpers';

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
  await partnerAction(
    page,
    page.getByRole('row').filter({ hasText: partner.name }),
    'Invite installer',
  );
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
