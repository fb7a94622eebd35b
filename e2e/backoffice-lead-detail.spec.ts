import { expect, test } from './fixtures';
import { leadRows, seedLeads } from './backoffice-helpers';

test.describe('lead detail', () => {
  test('shows the lead and saves a status change that survives a reload', async ({
    adminPage: page,
    request,
  }) => {
    const { tag, leads } = await seedLeads(request, 1, 'Detail');
    const lead = leads[0]!;
    await page.goto(`/admin/leads?search=${tag}`);
    await page.getByRole('link', { name: `View lead ${lead.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}$`));

    await expect(page.getByRole('heading', { name: `Lead1 ${tag}` })).toBeVisible();
    await expect(page.getByText(`#${lead.id}`)).toBeVisible();
    for (const card of [
      'Contact Information',
      'Property Details',
      'Materials & Glazing',
      'Additional Information',
    ]) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    // The e-mail also shows in the delivery card, as the homeowner message's recipient.
    await expect(page.getByRole('link', { name: lead.email })).toBeVisible();
    await expect(page.getByText('Six windows at the front of the house')).toBeVisible();

    const save = page.getByRole('button', { name: 'Save Status' });
    await expect(save).toBeDisabled();
    let patches = 0;
    page.on('request', (req) => {
      if (req.method() === 'PATCH') patches += 1;
    });
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Quoted' }).click();
    await save.click();
    await expect(page.getByText('Status updated')).toBeVisible();
    expect(patches).toBe(1);
    await expect(save).toBeDisabled();

    // The timeline shows the change at the top, with who made it, above the request itself.
    const history = page.getByRole('list', { name: 'Lead history, newest first' });
    await expect(history.getByRole('listitem').first()).toContainText(
      'Status changed from New to Quoted',
    );
    await expect(history.getByRole('listitem').last()).toContainText('Request received from');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveText('Quoted');
    await expect(page.locator('main').getByText('Quoted', { exact: true }).first()).toBeVisible();
  });

  test('a failed save shows the failure alert', async ({ adminPage: page, request }) => {
    const { leads } = await seedLeads(request, 1, 'SaveFail');
    await page.goto(`/admin/leads/${leads[0]!.id}`);
    await page.route('**/api/quote/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { message: 'Internal error' } })
        : route.continue(),
    );
    // Not Lost: that asks for a reason first (lead-owners.spec.ts).
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    // Accept in the handler: an alert that opens before click() returns would stall it.
    let message = '';
    page.once('dialog', (dialog) => {
      message = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Save Status' }).click();
    await expect.poll(() => message).toBe('Failed to update status');
  });

  test('a manager deletes a lead after "Delete this lead?" and returns to the list', async ({
    managerPage: page,
    request,
  }) => {
    const { tag, leads } = await seedLeads(request, 1, 'MgrDelete');
    await page.goto(`/manager/leads?search=${tag}`);
    await page.getByRole('link', { name: `View lead ${leads[0]!.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/manager/leads/${leads[0]!.id}$`));

    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete Lead' }).click();
    expect(question).toBe('Delete this lead?');
    await expect(page).toHaveURL(/\/manager\/leads$/);
    await page.goto(`/manager/leads?search=${tag}`);
    await expect(leadRows(page)).toHaveCount(0);
  });

  test('an unknown lead shows Lead Not Found with a way back', async ({ adminPage: page }) => {
    await page.goto('/admin/leads/99999999');
    await expect(page.getByRole('heading', { name: 'Lead Not Found' })).toBeVisible();
    await expect(page.getByText('Lead not found', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Leads' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
  });
});
