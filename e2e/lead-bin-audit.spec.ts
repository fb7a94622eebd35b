import { seriousViolations } from './axe';
import { apiLogin, createLead, E2E_ADMIN, expect, test, unique } from './fixtures';

/**
 * A lead worked, then deleted from its detail page, waits in the Bin; an admin restores it
 * with its id, and the audit log lists every one of those actions with the person who did
 * them, at desktop and phone widths.
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
      const { user: admin, token } = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
      const surname = unique('Binned').replace(/[^a-zA-Z0-9]/g, '');
      const lead = await createLead(request, {
        first_name: 'Síle',
        last_name: surname,
        email: `${surname.toLowerCase()}@e2e.test`,
      });

      // Worked first (a note, a call and a corrected mobile), so the log has those too.
      const headers = { Authorization: `Bearer ${token}` };
      for (const [url, data, method] of [
        [`/api/quote/${lead.id}/notes`, { text: 'Asked for a quote by post' }, 'post'],
        [`/api/quote/${lead.id}/calls`, { outcome: 'no_answer' }, 'post'],
        [`/api/quote/${lead.id}`, { mobile_number: '087 765 4321' }, 'patch'],
      ] as const) {
        const response = await request[method](url, { data, headers });
        expect(response.ok(), await response.text()).toBe(true);
      }

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
      for (const action of ['Note added', 'Call logged', 'Lead edited']) {
        await expect(mine.filter({ hasText: action })).toContainText(admin.name);
      }
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
