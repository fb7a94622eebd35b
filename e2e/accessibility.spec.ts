import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedLeads, signInAsAdmin } from './backoffice-helpers';

/** Serious and critical axe-core findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

// axe-core reads every node of a page: allow for a machine busy with other builds.
test.describe.configure({ timeout: 120_000 });

const PAGES: Record<number, string[]> = {
  1280: ['/', '/about', '/how-it-works', '/dublin', '/thank-you', '/privacy', '/nope/x/y'],
  375: ['/', '/about', '/thank-you'],
};

for (const width of [1280, 375]) {
  test(`public pages have no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES[width]!) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
  });
}

test('the lead detail has no serious accessibility violations', async ({ page, request }) => {
  const { leads } = await seedLeads(request, 1, 'Axe');
  await signInAsAdmin(page);
  await page.goto(`/admin/leads/${leads[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(page).toHaveTitle(
    `Lead #${leads[0]!.id}: Lead1 ${leads[0]!.last_name} · WindowQuotes Ireland`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('back-office screens have their own titles', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Staff sign in · WindowQuotes Ireland');
  await signInAsAdmin(page);
  await page.goto('/admin/leads');
  await expect(page).toHaveTitle('Lead Management · WindowQuotes Ireland');
  await page.goto('/admin/users');
  await expect(page).toHaveTitle('User Management · WindowQuotes Ireland');
});
