import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseOption, expect, test, createLead } from './fixtures';
import { leadRows, searchLeads, seedLeads, setLeadStatus } from './backoffice-helpers';

function statCard(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

test.describe('lead list', () => {
  test('search and status filter run on the server, with counts for all matches', async ({
    adminPage: page,
    request,
  }) => {
    const { tag, leads } = await seedLeads(request, 3);
    await setLeadStatus(request, leads[1]!.id, 'contacted');
    await setLeadStatus(request, leads[2]!.id, 'converted');
    await createLead(request, { last_name: 'Unrelated' });

    await page.getByRole('link', { name: 'Lead Management' }).click();
    await expect(page.getByRole('heading', { name: 'Lead Management' })).toBeVisible();
    await searchLeads(page, tag);
    await expect(leadRows(page)).toHaveCount(3);
    await expect(page.getByText('Showing 1-3 of 3')).toBeVisible();
    await expect(statCard(page, 'Total Leads')).toContainText('3');
    await expect(statCard(page, 'New Leads')).toContainText('1');
    await expect(statCard(page, 'Converted')).toContainText('1');
    await expect(statCard(page, 'Conversion Rate')).toContainText('33%');

    // One row holds every column of SPEC 2, each under its header.
    const row = leadRows(page).filter({ hasText: leads[0]!.email });
    for (const value of [
      `#${leads[0]!.id}`,
      `Lead1 ${tag}`,
      leads[0]!.mobile_number,
      'Galway',
      'New',
    ]) {
      await expect(row).toContainText(value);
    }
    const headers = await page
      .getByRole('table', { name: 'Leads' })
      .locator('thead th')
      .allInnerTexts();
    const cells = await row.locator('td').allInnerTexts();
    const cellUnder = (column: string) =>
      cells[headers.findIndex((header) => header.trim().toLowerCase() === column.toLowerCase())];
    for (const [column, value] of [
      ['Lead ID', `#${leads[0]!.id}`],
      ['Url', '/'],
      ['Property Address', '1 Main Street, Galway'],
      ['Property Type', 'House'],
      ['Window Type', 'Casement Windows'],
      ['Number of Windows', '6-10'],
      ['Timeframe', 'ASAP'],
      ['Material', 'uPVC'],
      ['Glazing Type', 'Double Glazing'],
    ] as const) {
      expect(cellUnder(column), column).toContain(value);
    }

    await chooseOption(page, 'Filter by status', 'Contacted');
    await expect(page).toHaveURL(/status=contacted/);
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRows(page)).toContainText('Lead2');
    await expect(statCard(page, 'Total Leads')).toContainText('1');

    // Searching by e-mail, case-insensitively, within the status filter.
    await chooseOption(page, 'Filter by status', 'All Statuses');
    await searchLeads(page, leads[2]!.email.toUpperCase());
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRows(page)).toContainText('Converted');

    await searchLeads(page, `${tag}-nobody`);
    await expect(page.getByText('No leads match these filters.')).toBeVisible();
  });

  test('exports the selected rows, then everything matching the filters', async ({
    adminPage: page,
    request,
  }) => {
    const { tag, leads } = await seedLeads(request, 3, 'Export');
    await page.goto(`/admin/leads?search=${tag}`);
    await expect(leadRows(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Export Filtered' })).toBeVisible();

    await page.getByRole('checkbox', { name: `Select lead ${leads[0]!.id}` }).check();
    await page.getByRole('checkbox', { name: `Select lead ${leads[2]!.id}` }).check();
    await expect(page.getByRole('button', { name: 'Delete Selected (2)' })).toBeEnabled();
    const selectedDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Selected' }).click();
    const selected = await selectedDownload;
    expect(selected.suggestedFilename()).toBe('quotes_selected.csv');
    const selectedCsv = fs.readFileSync(await selected.path(), 'utf8');
    expect(selectedCsv).toContain(leads[0]!.email);
    expect(selectedCsv).toContain(leads[2]!.email);
    expect(selectedCsv).not.toContain(leads[1]!.email);
    expect(selectedCsv.trim().split('\n')).toHaveLength(3);

    // A filter change clears the selection, and says so: it must not win over the filter.
    await expect(page.getByRole('button', { name: 'Delete Selected (2)' })).toBeEnabled();
    await chooseOption(page, 'Filter by status', 'New');
    await expect(page.getByText('Selection cleared')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Export Filtered' })).toBeVisible();
    await chooseOption(page, 'Filter by status', 'All Statuses');
    await expect(leadRows(page)).toHaveCount(3);

    // Select all on the page, then clear it: back to exporting by filters.
    const selectAll = page.getByRole('checkbox', { name: 'Select all leads on this page' });
    await selectAll.check();
    await expect(page.getByRole('button', { name: 'Delete Selected (3)' })).toBeVisible();
    await selectAll.uncheck();
    await expect(page.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();

    const filteredDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Filtered' }).click();
    const filtered = await filteredDownload;
    expect(filtered.suggestedFilename()).toBe('quotes_filtered.csv');
    const filteredCsv = fs.readFileSync(await filtered.path(), 'utf8');
    for (const lead of leads) expect(filteredCsv).toContain(lead.email);
    expect(filteredCsv.trim().split('\n')).toHaveLength(4);
  });

  test('a failed export says so under the button', async ({ adminPage: page, request }) => {
    const { tag } = await seedLeads(request, 1, 'Fail');
    await page.goto(`/admin/leads?search=${tag}`);
    await expect(leadRows(page)).toHaveCount(1);
    await page.route('**/api/quote/export/csv**', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await page.getByRole('button', { name: 'Export Filtered' }).click();
    const failure = page.getByText('Export failed', { exact: true });
    await expect(failure).toBeVisible();
    await expect(failure).toHaveClass(/text-red-600/);
  });

  test('pages through the leads 25 at a time and prunes the selection', async ({
    adminPage: page,
    request,
  }) => {
    const { tag } = await seedLeads(request, 27, 'Page');
    await page.goto(`/admin/leads?search=${tag}`);
    await expect(leadRows(page)).toHaveCount(25);
    await expect(page.getByText('Showing 1-25 of 27')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select all leads on this page' }).check();
    await expect(page.getByRole('button', { name: 'Delete Selected (25)' })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Showing 26-27 of 27')).toBeVisible();
    await expect(leadRows(page)).toHaveCount(2);
    // The 25 selected rows are not on this page any more.
    await expect(page.getByRole('button', { name: 'Delete Selected (0)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Showing 1-25 of 27')).toBeVisible();
  });

  test('deletes a row and the selection after confirming', async ({ adminPage: page, request }) => {
    const { tag, leads } = await seedLeads(request, 3, 'Delete');
    await page.goto(`/admin/leads?search=${tag}`);
    await expect(leadRows(page)).toHaveCount(3);

    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Delete lead ${leads[0]!.id}` }).click();
    expect(question).toBe('Delete this lead?');
    await expect(leadRows(page)).toHaveCount(3);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete lead ${leads[0]!.id}` }).click();
    await expect(leadRows(page)).toHaveCount(2);

    await page.getByRole('checkbox', { name: 'Select all leads on this page' }).check();
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    expect(question).toBe('Delete the 2 selected leads?');
    await expect(page.getByText('No leads match these filters.')).toBeVisible();
    const left = await request.get(`/api/quote/${leads[1]!.id}`, {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('unauth')!).token)}`,
      },
    });
    expect(left.status()).toBe(404);
  });

  test('a deletion the server refuses is only logged: the row stays and no toast shows', async ({
    adminPage: page,
    request,
  }) => {
    const { tag, leads } = await seedLeads(request, 2, 'DeleteFails');
    const [refused, deleted] = [leads[0]!.id, leads[1]!.id];
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route(`**/api/quote/${refused}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: 'Internal Server Error' } })
        : route.fallback(),
    );
    await page.goto(`/admin/leads?search=${tag}`);
    await expect(leadRows(page)).toHaveCount(2);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete lead ${refused}` }).click();
    await expect
      .poll(() => logged.some((text) => text.includes(`Failed to delete quote ${refused}`)))
      .toBe(true);
    // A deletion that works afterwards shows its toast; the refused one showed none before it.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete lead ${deleted}` }).click();
    await expect(page.getByText('Lead deleted')).toBeVisible();
    // Read once, now: a retrying assertion would pass as soon as a failure toast timed out.
    expect(await page.getByText('Failed to delete quote').count()).toBe(0);
    await expect(leadRows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Delete lead ${refused}` })).toBeVisible();
  });

  test('the manager follow-up queue shows a chip that can be cleared', async ({
    managerPage: page,
  }) => {
    await page.goto('/manager/leads?filter=followup');
    const chip = page.getByText('Follow-up queue', { exact: true });
    await expect(chip).toBeVisible();
    await page.getByRole('button', { name: 'Clear follow-up queue filter' }).click();
    await expect(page).toHaveURL(/\/manager\/leads$/);
    await expect(chip).toBeHidden();
  });
});
