import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './axe';
import { adminHeaders, createLead, expect, test, unique } from './fixtures';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800, role: 'admin' },
  { name: 'phone', width: 375, height: 812, role: 'manager' },
] as const;

for (const size of SIZES) {
  test.describe(`working a lead at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the Overdue figure opens the list of overdue leads, most overdue first', async ({
      adminPage: page,
      request,
    }, testInfo) => {
      const headers = await adminHeaders(request);
      const tag = unique('Due');
      const hoursAgo = [2, 30];
      const ids: number[] = [];
      for (const hours of hoursAgo) {
        const lead = await createLead(request, {
          last_name: `${tag}-${hours}`,
          email: `${unique('due')}@example.ie`,
        });
        ids.push(lead.id);
        const due = new Date(Date.now() - hours * 3_600_000).toISOString();
        const set = await request.put(`/api/quote/${lead.id}/next-action`, {
          headers,
          data: { due_at: due, label: 'Send quote' },
        });
        expect(set.status()).toBe(200);
      }
      await page.goto('/admin');
      const overdue = page.getByRole('link', { name: /^Overdue: \d+ leads$/ });
      await expect(overdue).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${size.name}.png`) });
      await overdue.click();
      await expect(page).toHaveURL(/\/admin\/leads\?filter=overdue$/);
      await expect(page.getByRole('button', { name: 'Clear Overdue filter' })).toBeVisible();
      const views = page.getByRole('link', { name: /^View lead \d+$/ });
      await expect(views.first()).toBeVisible();
      const shown = await views.evaluateAll((links) =>
        links.map((link) => Number(link.getAttribute('aria-label')?.replace(/\D/g, ''))),
      );
      // The 30-hours-overdue lead comes before the 2-hours one.
      expect(shown.indexOf(ids[1]!)).toBeLessThan(shown.indexOf(ids[0]!));
      // Each row or card says what is due and since when.
      await expect(page.getByText(/^Send quote was due /).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`overdue-list-${size.name}.png`) });
    });

    const title = 'a note, a logged call and an edited mobile appear in the timeline';
    if (size.role === 'admin') {
      test(title, async ({ adminPage, request }, testInfo) =>
        workALead(adminPage, request, testInfo, size),
      );
    } else {
      test(title, async ({ managerPage, request }, testInfo) =>
        workALead(managerPage, request, testInfo, size),
      );
    }
  });
}

async function workALead(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  size: (typeof SIZES)[number],
) {
  const lead = await createLead(request, {
    first_name: 'Siobhán',
    last_name: unique('Work'),
    email: `${unique('work')}@example.ie`,
    mobile_number: '087 123 4567',
  });
  await page.goto(`/${size.role}/leads/${lead.id}`);
  const history = page.getByRole('list', { name: 'Lead history, newest first' });
  await expect(history.getByRole('listitem').last()).toContainText('Request received');

  // A note.
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Prefers a call after 6pm');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(history.getByRole('listitem').first()).toContainText('Prefers a call after 6pm');
  await expect(history.getByRole('listitem').first()).toContainText(
    size.role === 'admin' ? 'Administrator' : 'Maeve Manager',
  );

  // A call whose outcome is "call back" becomes the next action.
  await page.getByRole('tab', { name: 'Call' }).click();
  await page.getByRole('radio', { name: 'Call back' }).check();
  await expect(page.getByLabel('Call back at')).not.toHaveValue('');
  await page.getByLabel('Call notes (optional)').fill('Wants a quote for the back too');
  await page.getByRole('button', { name: 'Log call' }).click();
  await expect(history.getByText(/^Call: call back on /)).toBeVisible();
  await expect(history.getByText('Wants a quote for the back too')).toBeVisible();
  await expect(page.getByTestId('next-action')).toContainText('Call back');

  // A corrected mobile, old → new.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit lead #${lead.id}` });
  await dialog.getByLabel('Mobile number').fill('not a phone');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Mobile number must be a valid phone number')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('086 765 4321');
  await testInfo.attach('edit dialog', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await page.screenshot({ path: testInfo.outputPath(`edit-dialog-${size.name}.png`) });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const edit = history.getByRole('listitem').first();
  await expect(edit).toContainText('Details edited');
  await expect(edit).toContainText('Mobile number:');
  await expect(edit.locator('del')).toHaveText('087 123 4567');
  await expect(edit.locator('ins')).toHaveText('086 765 4321');
  await expect(page.getByRole('link', { name: '086 765 4321' }).first()).toBeVisible();

  // Checked once the toasts are gone: one fading out has no contrast to measure.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(`lead-work-${size.name}.png`),
    fullPage: true,
  });
}
