import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { reloadDashboard, seedLeads, setLeadStatus } from './backoffice-helpers';

function statCard(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

test.describe('dashboards', () => {
  test('the admin dashboard shows the server figures, activity and URL variants', async ({
    adminPage: page,
    request,
  }) => {
    const { leads } = await seedLeads(request, 2, 'Dash');
    await setLeadStatus(request, leads[0]!.id, 'contacted');
    const data = await reloadDashboard(page);
    await expect(page).toHaveURL(/\/admin$/);

    expect(data.totals.all).toBeGreaterThanOrEqual(2);
    await expect(statCard(page, 'Total Leads')).toContainText(String(data.totals.all));
    await expect(statCard(page, 'This Month')).toContainText(String(data.totals.thisMonth));
    await expect(statCard(page, 'Conversion Rate')).toContainText(`${data.conversionRate}%`);
    await expect(statCard(page, 'Pending Quotes')).toContainText(String(data.byStatus.contacted));
    const active = data.byStatus.new + data.byStatus.contacted + data.byStatus.quoted;
    await expect(statCard(page, 'Active Leads')).toContainText(String(active));
    await expect(page.getByText('Avg Response Time', { exact: true })).toBeVisible();

    const latest = data.recentActivity[0]!;
    await expect(page.getByRole('link', { name: latest.lead_name }).first()).toHaveAttribute(
      'href',
      `/admin/leads/${latest.lead_id}`,
    );
    const variants = page.getByRole('table', { name: 'Leads by URL variant' });
    await expect(variants.locator('tbody tr')).toHaveCount(data.byUrl.length);
    await expect(variants).toContainText(data.byUrl[0]!.url_type);

    for (const [name, href] of [
      ['Manage Leads', '/admin/leads'],
      ['Manage Users', '/admin/users'],
      ['Edit Pages', '/admin/home-editor'],
    ] as const) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        href,
      );
    }
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export Leads/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('quotes_export.csv');
    expect(fs.readFileSync(await file.path(), 'utf8')).toContain(leads[1]!.email);
  });

  test('the admin dashboard export waits on one request and says when it failed', async ({
    adminPage: page,
  }) => {
    let answer: () => Promise<void> = async () => {};
    const asked = new Promise<void>((resolve) => {
      void page.route('**/api/quote/export/csv**', (route) => {
        answer = () => route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
        resolve();
      });
    });
    const button = page.getByRole('button', { name: /Export Leads/ });
    await button.click();
    await asked;
    await expect(button).toBeDisabled();
    await answer();
    const failure = page.getByText('Export failed', { exact: true });
    await expect(failure).toBeVisible();
    await expect(failure).toHaveClass(/text-red-600/);
    await expect(button).toBeEnabled();
  });

  test('the manager dashboard shows the server figures, tasks, the week and quick actions', async ({
    managerPage: page,
    request,
  }) => {
    await seedLeads(request, 1, 'Task');
    const data = await reloadDashboard(page);
    await expect(page).toHaveURL(/\/manager$/);

    await expect(statCard(page, 'My Leads')).toContainText(String(data.totals.all));
    await expect(statCard(page, 'Pending Response')).toContainText(String(data.byStatus.new));
    await expect(statCard(page, 'Converted')).toContainText(String(data.byStatus.converted));
    await expect(statCard(page, 'Success Rate')).toContainText(`${data.conversionRate}%`);

    // A lead sent moments ago is a low-priority task.
    expect(data.tasks.some((task) => task.priority === 'low')).toBe(true);
    const tasks = page
      .locator('li', { has: page.getByRole('link') })
      .filter({ hasText: /High|Medium|Low/ });
    await expect(tasks).toHaveCount(data.tasks.length);
    await expect(tasks.filter({ hasText: 'Low' }).first()).toBeVisible();

    const week = page.locator('dl', { has: page.getByText('Quotes Sent') });
    for (const [label, value] of [
      ['New Leads', data.week.newLeads],
      ['Contacts', data.week.contacted],
      ['Quotes Sent', data.week.quoted],
      ['Conversions', data.week.converted],
    ] as const) {
      await expect(week.locator('div', { hasText: label })).toContainText(String(value));
    }

    await page.getByRole('link', { name: /Send Quotes/ }).click();
    await expect(page).toHaveURL(/\/manager\/leads\?status=contacted&owner=all$/);
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveText('Contacted');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: /Follow-up Queue/ }).click();
    await expect(page).toHaveURL(/\/manager\/leads\?filter=followup&owner=all$/);
    await expect(page.getByText('Follow-up queue', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: /My Leads Every quote request/ })
      .click();
    await expect(page).toHaveURL(/\/manager\/leads$/);
  });
});
