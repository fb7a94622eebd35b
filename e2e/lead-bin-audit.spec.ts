import { seriousViolations } from './axe';
import { apiLogin, createLead, E2E_ADMIN, expect, test, unique } from './fixtures';

/**
 * A lead deleted from its detail page waits in the Bin, an admin restores it with its id, and
 * the audit log lists both actions with the person who did them, at desktop and phone widths.
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`the bin and the audit log at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a deleted lead is restored from the Bin, and the audit log names who did both', async ({
      adminPage: page,
      request,
    }) => {
      const { user: admin } = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
      const surname = unique('Binned').replace(/[^a-zA-Z0-9]/g, '');
      const lead = await createLead(request, {
        first_name: 'Síle',
        last_name: surname,
        email: `${surname.toLowerCase()}@e2e.test`,
      });

      // Deleted from its detail page, with SPEC's confirmation.
      await page.goto(`/admin/leads/${lead.id}`);
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe('Delete this lead?');
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Delete Lead' }).click();
      await expect(page.getByText('Lead deleted', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/leads$/);

      // In the Bin, with who deleted it and the days left.
      if (viewport.width >= 1024) {
        await page.getByRole('link', { name: 'Bin', exact: true }).click();
      } else {
        await page.goto('/admin/bin');
      }
      await expect(page.getByRole('heading', { name: 'Bin', level: 1 })).toBeVisible();
      const restore = page.getByRole('button', { name: `Restore lead ${lead.id} Síle ${surname}` });
      await expect(restore).toBeVisible();
      const entry = page.locator('tr, li').filter({ has: restore }).first();
      await expect(entry).toContainText(`#${lead.id}`);
      await expect(entry).toContainText(admin.name);
      await expect(entry).toContainText('30 days left');
      // axe reads a toast fading out as low contrast: check once it has gone.
      await expect(page.getByText('Lead deleted', { exact: true })).toBeHidden();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/bin-${viewport.width}.png`, fullPage: true });

      await restore.click();
      await expect(page.getByText('Lead restored', { exact: true })).toBeVisible();
      await expect(restore).toBeHidden();

      // Back with its id, and the timeline says who restored it.
      await page.goto(`/admin/leads/${lead.id}`);
      await expect(page.getByText(surname).first()).toBeVisible();
      await expect(page.getByText('Restored from the bin')).toBeVisible();

      // The audit log: both actions, newest first, with the person; the action filter works.
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
      const mine = page.locator('tr, li').filter({ hasText: `#${lead.id}` });
      await expect(mine.filter({ hasText: 'Lead restored' })).toContainText(admin.name);
      await expect(mine.filter({ hasText: 'Lead deleted' })).toContainText(admin.name);
      await expect(mine.filter({ hasText: 'Lead deleted' })).toContainText(
        `Síle ${surname}, moved to the bin`,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/audit-${viewport.width}.png`, fullPage: true });

      await page.getByRole('combobox', { name: 'Action' }).click();
      await page.getByRole('option', { name: 'Lead restored', exact: true }).click();
      await expect(page).toHaveURL(/action=lead_restored/);
      await expect(mine.filter({ hasText: 'Lead restored' })).toBeVisible();
      await expect(mine.filter({ hasText: 'Lead deleted' })).toHaveCount(0);
    });
  });
}

test('managers cannot open the Bin or the audit log', async ({ managerPage: page }) => {
  await page.goto('/admin/bin');
  await expect(page).not.toHaveURL(/\/admin\/bin/);
  await page.goto('/admin/audit');
  await expect(page).not.toHaveURL(/\/admin\/audit/);
});
