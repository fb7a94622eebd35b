import type { Page } from '@playwright/test';
import { createLead, expect, test, unique } from './fixtures';
import { leadRows } from './backoffice-helpers';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** Two leads of one tag, the second a moment later, one with a very long name. */
async function seedTwo(request: Parameters<typeof createLead>[0]) {
  const tag = unique('Fit').replace(/[^a-zA-Z0-9]/g, '');
  const older = await createLead(request, {
    first_name: 'Síofra',
    last_name: `${tag} Ní Dhomhnaill-Fitzgerald-MacGiollaPhádraig-Uí-Bhriain`,
    email: `${tag.toLowerCase()}-1@e2e.test`,
  });
  const newer = await createLead(request, {
    first_name: 'Aoife',
    last_name: tag,
    email: `${tag.toLowerCase()}-2@e2e.test`,
  });
  return { tag, older, newer };
}

/** The horizontal overflow of the lead table's scroll box, in pixels. */
async function sidewaysOverflow(page: Page) {
  return page
    .getByRole('table', { name: 'Leads' })
    .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
}

test.describe('lead list at 1280 x 800', () => {
  test.use({ viewport: DESKTOP });

  test('the first row status and actions are on screen, the rest of the table scrolls inside its card', async ({
    adminPage: page,
    request,
  }) => {
    const { tag, older, newer } = await seedTwo(request);
    await page.goto(`/admin/leads?search=${tag}`);
    await expect(leadRows(page)).toHaveCount(2);
    const table = page.getByRole('table', { name: 'Leads' });
    for (const column of ['Name', 'Lead ID', 'Contact Info', 'Submitted', 'Status', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeInViewport();
    }
    const first = leadRows(page).first();
    await expect(first).toContainText('Aoife');
    await expect(first.getByText('New', { exact: true })).toBeInViewport();
    await expect(first.getByRole('link', { name: `View lead ${newer.id}` })).toBeInViewport();
    await expect(first.getByRole('button', { name: `Delete lead ${newer.id}` })).toBeInViewport();
    // SPEC's columns scroll sideways inside the card; the page itself does not.
    expect(await sidewaysOverflow(page)).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // A long name is cut, with the whole of it on hover.
    const longName = table.getByRole('link', { name: /Síofra/ });
    await expect(longName).toHaveAttribute('title', `Síofra ${older.last_name}`);
    await expect(table.getByRole('link', { name: `View lead ${older.id}` })).toBeInViewport();

    // Submitted reads as a relative time, with the exact time on hover.
    const submitted = first.locator('time');
    await expect(submitted).toHaveText(/just now|min ago/);
    await expect(submitted).toHaveAttribute('title', /\d{4}, \d{2}:\d{2}/);

    // The name opens the lead.
    await first.getByRole('link', { name: `Aoife ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${newer.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Aoife ${tag}` })).toBeVisible();
  });

  test('Submitted sorts newest or oldest first on the server', async ({
    adminPage: page,
    request,
  }) => {
    const { tag, older, newer } = await seedTwo(request);
    await page.goto(`/admin/leads?search=${tag}`);
    const header = page.getByRole('columnheader', { name: 'Submitted' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(leadRows(page).first()).toContainText(`#${newer.id}`);

    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sort=created_at/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(leadRows(page).first()).toContainText(`#${older.id}`);

    await header.getByRole('button').click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(leadRows(page).first()).toContainText(`#${newer.id}`);
  });

  test('the header and the select column stay put while the rows scroll', async ({
    adminPage: page,
    request,
  }) => {
    const tag = unique('Sticky').replace(/[^a-zA-Z0-9]/g, '');
    for (let index = 0; index < 14; index += 1) {
      await createLead(request, {
        last_name: tag,
        email: `${tag.toLowerCase()}-${index}@e2e.test`,
      });
    }
    await page.goto(`/admin/leads?search=${tag}`);
    await expect(leadRows(page)).toHaveCount(14);
    const header = page.getByRole('columnheader', { name: 'Status' });
    const before = (await header.boundingBox())!;
    await page
      .getByRole('table', { name: 'Leads' })
      .evaluate((table) => table.parentElement!.scrollBy(0, 300));
    await expect
      .poll(async () =>
        page
          .getByRole('table', { name: 'Leads' })
          .evaluate((table) => table.parentElement!.scrollTop),
      )
      .toBeGreaterThan(0);
    expect((await header.boundingBox())!.y).toBeCloseTo(before.y, 0);
    const position = await page
      .getByRole('checkbox', { name: 'Select all leads on this page' })
      .evaluate((box) => getComputedStyle(box.closest('th')!).position);
    expect(position).toBe('sticky');
  });

  test('an empty result is said in the visible area', async ({ adminPage: page }) => {
    await page.goto(`/admin/leads?search=${unique('nobody')}`);
    await expect(page.getByText('No leads match these filters.')).toBeInViewport();
  });
});

test.describe('lead list at 375 x 812', () => {
  test.use({ viewport: PHONE });

  test('each lead is a card with its name, status, county, time and actions', async ({
    managerPage: page,
    request,
  }) => {
    const { tag, older, newer } = await seedTwo(request);
    await page.goto(`/manager/leads?search=${tag}`);
    const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    // The first card is on screen as the page opens, actions included.
    const first = cards.first();
    for (const part of [
      first.getByRole('link', { name: `Aoife ${tag}` }),
      first.getByText('New', { exact: true }),
      first.getByText('Galway'),
      first.locator('time'),
      first.getByRole('link', { name: `View lead ${newer.id}` }),
      first.getByRole('button', { name: `Delete lead ${newer.id}` }),
    ]) {
      await expect(part).toBeInViewport();
    }
    // Nothing is wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expect(cards.nth(1).getByRole('link', { name: /Síofra/ })).toHaveAttribute(
      'title',
      `Síofra ${older.last_name}`,
    );

    await first.getByRole('link', { name: `Aoife ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/manager/leads/${newer.id}$`));
  });

  test('an empty result is said in the visible area', async ({ managerPage: page }) => {
    await page.goto(`/manager/leads?search=${unique('nobody')}`);
    await expect(page.getByText('No leads match these filters.')).toBeInViewport();
  });
});
