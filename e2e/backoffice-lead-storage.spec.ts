import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { leadRows, seedLeads } from './backoffice-helpers';

/** The leads mirrored under "quotes" in sessionStorage: their ids and statuses, or null. */
function storedQuotes(page: Page) {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('quotes');
    if (raw === null) return null;
    return (JSON.parse(raw) as { id: string; status: string }[]).map(
      ({ id, status }) => `${id}:${status}`,
    );
  });
}

test('the leads shown are kept under "quotes" for the tab, and forgotten at sign-out', async ({
  adminPage: page,
  request,
}) => {
  const { tag, leads } = await seedLeads(request, 2, 'Stored');
  const [first, second] = [String(leads[0]!.id), String(leads[1]!.id)];
  await page.goto(`/admin/leads?search=${tag}`);
  await expect(leadRows(page)).toHaveCount(2);
  await expect.poll(() => storedQuotes(page)).toEqual([`${second}:new`, `${first}:new`]);
  expect(await page.evaluate(() => localStorage.getItem('quotes'))).toBeNull();

  // A lead saved on its own page refreshes its entry.
  await page.getByRole('link', { name: `View lead ${first}` }).click();
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Quoted' }).click();
  await page.getByRole('button', { name: 'Save Status' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect.poll(() => storedQuotes(page)).toEqual([`${second}:new`, `${first}:quoted`]);

  // A deleted lead leaves the list.
  await page.goto(`/admin/leads?search=${tag}`);
  await expect(leadRows(page)).toHaveCount(2);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete lead ${second}` }).click();
  await expect(leadRows(page)).toHaveCount(1);
  await expect.poll(() => storedQuotes(page)).toEqual([`${first}:quoted`]);

  // Signing out forgets them, even from a screen loaded afresh that never showed a lead.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await storedQuotes(page)).toEqual([`${first}:quoted`]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedQuotes(page)).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('users'))).toBeNull();
});
