import type { Page } from '@playwright/test';
import { chooseOption, createStaff, expect, test, adminHeaders } from './fixtures';
import { seedLeads } from './backoffice-helpers';
import { seriousViolations } from './axe';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`owners and lost reasons at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('an admin assigns an owner from the detail page', async ({ adminPage: page, request }) => {
      const owner = await createStaff(request, 2, `Orla Owner ${viewport.width}`);
      const { leads } = await seedLeads(request, 1, 'Owner');
      await page.goto(`/admin/leads/${leads[0]!.id}`);
      await chooseOption(page, 'Owner', owner.name);
      await expect(page.getByText('Owner updated')).toBeVisible();
      const history = page.getByRole('list', { name: 'Lead history, newest first' });
      await expect(history.getByRole('listitem').first()).toContainText(
        `Assigned to ${owner.name}`,
      );
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveText(owner.name);
    });

    test('bulk assign and bulk status on the list; Lost asks for a reason', async ({
      adminPage: page,
      request,
    }) => {
      const owner = await createStaff(request, 2, `Bulk Owner ${viewport.width}`);
      const { tag, leads } = await seedLeads(request, 3, 'Bulk');
      await page.goto(`/admin/leads?search=${tag}`);
      const selectAll = async () => {
        for (const lead of leads) {
          await page.getByRole('checkbox', { name: `Select lead ${lead.id}` }).check();
        }
      };
      await selectAll();
      expect(await seriousViolations(page)).toEqual([]);
      await chooseBulk(page, 'Assign selected leads', owner.name);
      await expect(page.getByText('3 leads assigned')).toBeVisible();
      await expect(page.getByText(owner.name)).toHaveCount(3);

      await selectAll();
      await chooseBulk(page, 'Set status of selected leads', 'Contacted');
      await expect(page.getByText('3 leads updated')).toBeVisible();

      await page.getByRole('checkbox', { name: `Select lead ${leads[0]!.id}` }).check();
      await chooseBulk(page, 'Set status of selected leads', 'Lost');
      const dialog = page.getByRole('dialog', { name: 'Mark 1 lead as lost' });
      await expect(dialog.getByRole('button', { name: 'Mark as Lost' })).toBeDisabled();
      await chooseOption(page, 'Lost reason', 'Unreachable');
      await dialog.getByRole('button', { name: 'Mark as Lost' }).click();
      await expect(page.getByText('1 lead updated')).toBeVisible();
      const lead = await request.get(`/api/quote/${leads[0]!.id}`, {
        headers: await adminHeaders(request),
      });
      expect(await lead.json()).toMatchObject({ status: 'lost', lost_reason: 'Unreachable' });
    });

    test('choosing Lost on the detail page asks for a reason', async ({
      adminPage: page,
      request,
    }) => {
      const { leads } = await seedLeads(request, 1, 'Lost');
      await page.goto(`/admin/leads/${leads[0]!.id}`);
      await chooseOption(page, 'Status', 'Lost');
      const save = page.getByRole('button', { name: 'Save Status' });
      await expect(save).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      await chooseOption(page, 'Lost reason', 'Out of area');
      await save.click();
      await expect(page.getByText('Status updated')).toBeVisible();
      await expect(page.getByText('Lost: Out of area')).toBeVisible();
    });

    test("a manager's list opens on mine and unassigned, with a switch to all", async ({
      managerPage: page,
      request,
    }) => {
      const other = await createStaff(request, 2, `Other Manager ${viewport.width}`);
      const { tag, leads } = await seedLeads(request, 2, 'Mine');
      const assigned = await request.put(`/api/quote/${leads[1]!.id}/owner`, {
        headers: await adminHeaders(request),
        data: { owner_id: other.id },
      });
      expect(assigned.status()).toBe(200);
      await page.goto(`/manager/leads?search=${tag}`);
      await expect(page.getByRole('combobox', { name: 'Filter by owner' })).toHaveText(
        'Mine and unassigned',
      );
      await expect(page.getByRole('link', { name: `View lead ${leads[0]!.id}` })).toBeVisible();
      await expect(page.getByRole('link', { name: `View lead ${leads[1]!.id}` })).toHaveCount(0);
      await chooseOption(page, 'Filter by owner', 'Any owner');
      await expect(page.getByRole('link', { name: `View lead ${leads[1]!.id}` })).toBeVisible();
      await expect(page).toHaveURL(/owner=all/);
      expect(await seriousViolations(page)).toEqual([]);

      // Taking the unassigned lead from its page makes it the manager's own.
      await page.getByRole('link', { name: `View lead ${leads[0]!.id}` }).click();
      await page.getByRole('button', { name: 'Take this lead' }).click();
      await expect(page.getByRole('button', { name: 'Give back' })).toBeVisible();
    });
  });
}

/** Pick from a bulk-action select (its shown value stays the placeholder). */
async function chooseBulk(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
