import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { seedLeads } from './backoffice-helpers';

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

test('the check finds serious violations where there are some', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    const button = document.createElement('button');
    document.querySelector('main')!.append(image, button);
  });
  const found = (await seriousViolations(page)).map((violation) => violation.id);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
});

test('the sign-in screen has its own title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Staff sign in · WindowQuotes Ireland');
});

test('back-office screens have their own titles', async ({ adminPage: page, request }) => {
  const { leads } = await seedLeads(request, 1, 'Title');
  await page.goto('/admin/leads');
  await expect(page).toHaveTitle('Lead Management · WindowQuotes Ireland');
  await page.goto('/admin/users');
  await expect(page).toHaveTitle('User Management · WindowQuotes Ireland');
  await page.goto(`/admin/leads/${leads[0]!.id}`);
  await expect(page).toHaveTitle(
    `Lead #${leads[0]!.id}: Lead1 ${leads[0]!.last_name} · WindowQuotes Ireland`,
  );
});
