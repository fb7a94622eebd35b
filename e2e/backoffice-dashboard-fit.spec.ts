import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { createLead, expect, test, unique } from './fixtures';
import { reloadDashboard } from './backoffice-helpers';

/**
 * Make leads two days old in the browser suite's own database (the API has no way to send a
 * request in the past), so the follow-up rule picks them.
 */
function backdate(ids: number[]) {
  const db = new Database(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/windowquotes.db`);
  try {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    const update = db.prepare('update leads set created_at = ?, updated_at = ? where id = ?');
    for (const id of ids) update.run(twoDaysAgo, twoDaysAgo, id);
  } finally {
    db.close();
  }
}

async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

function overlaps(a: { x: number; width: number; y: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const LONG_NAME = 'Ní Dhomhnaill-Fitzgerald-MacGiollaPhádraigUíBhriainAgusAnChuidEileFós';

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`dashboards at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the follow-up count agrees with the queue, and a long name stays in its row', async ({
      managerPage: page,
      request,
    }) => {
      const tag = unique('Due').replace(/[^a-zA-Z0-9]/g, '');
      const due = [
        await createLead(request, { first_name: 'Seán', last_name: `${tag} ${LONG_NAME}` }),
        await createLead(request, { first_name: 'Áine', last_name: tag }),
      ];
      backdate(due.map((lead) => lead.id));
      const data = await reloadDashboard(page);
      await expect(page).toHaveURL(/\/manager$/);
      expect(data.followUp).toBeGreaterThanOrEqual(2);

      const queueLink = page.getByRole('link', { name: /Follow-up Queue/ });
      await expect(queueLink).toContainText(String(data.followUp));
      // Every high or medium task is a lead of the queue.
      const urgent = data.tasks.filter((task) => task.priority !== 'low');
      expect(urgent.length).toBeLessThanOrEqual(data.followUp);

      // The long name wraps whole inside its task, clear of the time, and nothing overflows.
      const named = new RegExp(`^Seán ${tag}`);
      const task = page.locator('li').filter({ has: page.getByRole('link', { name: named }) });
      const name = task.getByRole('link', { name: named });
      await expect(name).toHaveAttribute('title', `Seán ${tag} ${LONG_NAME}`);
      const nameBox = (await name.boundingBox())!;
      const timeBox = (await task.locator('time').boundingBox())!;
      expect(overlaps(nameBox, timeBox)).toBe(false);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      await queueLink.click();
      await expect(page).toHaveURL(/\/manager\/leads\?filter=followup&owner=all$/);
      const total =
        width >= 640
          ? page.getByRole('group', { name: 'Total Leads', exact: true })
          : page.locator('dl div', { hasText: 'Total Leads' });
      await expect(total).toContainText(String(data.followUp));
      await expect(page.getByText(`of ${data.followUp}`)).toBeVisible();
      for (const lead of due) {
        await expect(page.getByRole('link', { name: `View lead ${lead.id}` })).toBeVisible();
      }
    });

    test('the admin dashboard keeps a long name inside its activity row', async ({
      adminPage: page,
      request,
    }) => {
      const tag = unique('Long').replace(/[^a-zA-Z0-9]/g, '');
      await createLead(request, { first_name: 'Síofra', last_name: `${tag}${LONG_NAME}` });
      await reloadDashboard(page);
      const item = page
        .locator('li')
        .filter({ has: page.getByRole('link', { name: new RegExp(`^Síofra ${tag}`) }) });
      await expect(item).toBeVisible();
      const nameBox = (await item.getByRole('link').boundingBox())!;
      const timeBox = (await item.locator('time').boundingBox())!;
      expect(overlaps(nameBox, timeBox)).toBe(false);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });

    test('a status change made here appears at the top of the lead history', async ({
      adminPage: page,
      request,
    }) => {
      // A name with no place to break must still wrap inside a phone's width.
      const lead = await createLead(request, { last_name: `${unique('Hist')}${LONG_NAME}` });
      await page.goto(`/admin/leads/${lead.id}`);
      await page.getByRole('combobox', { name: 'Status', exact: true }).click();
      await page.getByRole('option', { name: 'Contacted' }).click();
      await page.getByRole('button', { name: 'Save Status' }).click();
      const history = page.getByRole('list', { name: 'Lead history, newest first' });
      await expect(history.getByRole('listitem').first()).toContainText(
        'Status changed from New to Contacted',
      );
      await expect(history.getByRole('listitem').first()).toContainText('Administrator');
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
