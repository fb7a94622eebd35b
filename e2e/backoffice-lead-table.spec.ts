import type { Page } from '@playwright/test';
import { createLead, expect, test, unique } from './fixtures';
import { leadRows } from './backoffice-helpers';

/** SPEC 2's columns with SPEC's header texts, plus Name and Submitted. */
const HEADERS = [
  'Name',
  'Lead ID',
  'Contact Info',
  'Submitted',
  'Url',
  'Property Address',
  'Property Type',
  'Window Type',
  'Number of Windows',
  'Timeframe',
  'Material',
  'Glazing Type',
  'Status',
  'Actions',
];

async function seedLead(request: Parameters<typeof createLead>[0]) {
  const tag = unique('Cols').replace(/[^a-zA-Z0-9]/g, '');
  const lead = await createLead(request, {
    last_name: tag,
    email: `${tag.toLowerCase()}@e2e.test`,
  });
  return { tag, lead };
}

type Request = Parameters<typeof createLead>[0];

/** A test signed in to one panel (a test may take only one of the two signed-in pages). */
function panelTest(
  panel: 'admin' | 'manager',
  title: string,
  body: (page: Page, request: Request) => Promise<void>,
) {
  if (panel === 'admin') test(title, ({ adminPage, request }) => body(adminPage, request));
  else test(title, ({ managerPage, request }) => body(managerPage, request));
}

function table(page: Page) {
  return page.getByRole('table', { name: 'Leads' });
}

for (const panel of ['admin', 'manager'] as const) {
  test.describe(`the ${panel} lead table at 1280 x 800`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    panelTest(
      panel,
      "has SPEC's columns, with Status and View of the first row on screen",
      async (page, request) => {
        const { tag, lead } = await seedLead(request);
        await page.goto(`/${panel}/leads?search=${tag}`);
        await expect(leadRows(page)).toHaveCount(1);
        for (const header of HEADERS) {
          await expect(
            table(page).getByRole('columnheader', { name: header, exact: true }),
          ).toHaveCount(1);
        }
        const first = leadRows(page).first();
        const status = first.getByText('New', { exact: true });
        const view = first.getByRole('link', { name: `View lead ${lead.id}` });
        await expect(status).toBeInViewport();
        await expect(view).toBeInViewport();

        // Scrolled to its far end, the table keeps the name, status and actions in view.
        await table(page).evaluate((element) => element.parentElement!.scrollBy(5000, 0));
        await expect
          .poll(() => table(page).evaluate((element) => element.parentElement!.scrollLeft))
          .toBeGreaterThan(0);
        await expect(
          table(page).getByRole('columnheader', { name: 'Glazing Type' }),
        ).toBeInViewport();
        await expect(first.getByRole('link', { name: new RegExp(tag) })).toBeInViewport();
        await expect(status).toBeInViewport();
        await expect(view).toBeInViewport();
        // Nothing scrolls under the pinned name: its cell has the row's own background.
        const nameCell = first.locator('td').nth(1);
        expect(await nameCell.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
      },
    );

    panelTest(
      panel,
      'the Columns menu hides a column, and it stays hidden after a reload',
      async (page, request) => {
        const { tag } = await seedLead(request);
        await page.goto(`/${panel}/leads?search=${tag}`);
        const header = table(page).getByRole('columnheader', {
          name: 'Property Type',
          exact: true,
        });
        await expect(header).toHaveCount(1);

        await page.getByRole('button', { name: 'Columns' }).click();
        const item = page.getByRole('menuitemcheckbox', { name: 'Property Type' });
        await expect(item).toHaveAttribute('aria-checked', 'true');
        await item.click();
        await expect(item).toHaveAttribute('aria-checked', 'false');
        await page.keyboard.press('Escape');
        await expect(header).toHaveCount(0);
        // Pinned columns are not in the menu: they cannot be hidden.
        await page.getByRole('button', { name: 'Columns' }).click();
        await expect(page.getByRole('menuitemcheckbox', { name: 'Status' })).toHaveCount(0);
        await page.keyboard.press('Escape');

        await page.reload();
        await expect(leadRows(page)).toHaveCount(1);
        await expect(table(page).getByRole('columnheader', { name: 'Window Type' })).toHaveCount(1);
        await expect(header).toHaveCount(0);

        // And back.
        await page.getByRole('button', { name: 'Columns' }).click();
        await page.getByRole('menuitemcheckbox', { name: 'Property Type' }).click();
        await page.keyboard.press('Escape');
        await expect(header).toHaveCount(1);
      },
    );
  });

  test.describe(`the ${panel} lead list at 375 x 812`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    panelTest(
      panel,
      'shows cards, with the first status and View on screen',
      async (page, request) => {
        const { tag, lead } = await seedLead(request);
        await page.goto(`/${panel}/leads?search=${tag}`);
        const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
        await expect(cards).toHaveCount(1);
        await expect(page.getByRole('table', { name: 'Leads' })).toHaveCount(0);
        await expect(cards.first().getByText('New', { exact: true })).toBeInViewport();
        await expect(
          cards.first().getByRole('link', { name: `View lead ${lead.id}` }),
        ).toBeInViewport();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      },
    );
  });
}

test.describe('queue filters', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Filters menu lists every queue filter and shows the one in force as a chip', async ({
    adminPage: page,
    request,
  }) => {
    const { tag, lead } = await seedLead(request);
    await page.goto(`/admin/leads?search=${tag}`);
    await page.getByRole('button', { name: 'Filters' }).click();
    for (const label of ['Follow-up queue', 'Needs county', 'Needs consent', 'Today']) {
      await expect(page.getByRole('menuitemcheckbox', { name: label, exact: true })).toBeVisible();
    }
    await page.getByRole('menuitemcheckbox', { name: 'Today', exact: true }).click();
    await expect(page).toHaveURL(/filter=today/);
    await expect(page.getByText('Today', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `View lead ${lead.id}` })).toBeVisible();

    await page.getByRole('button', { name: 'Clear today filter' }).click();
    await expect(page).not.toHaveURL(/filter=/);
  });
});
