import { seriousViolations } from './axe';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { createPage, uniqueSlug } from './admin-helpers';
import { seedLeads } from './backoffice-helpers';
import { expect, test, unique } from './fixtures';
import { createPartner } from './partners-helpers';

/**
 * A wait for the screen's data: resolves once no fetch has been in flight for `quietMs`.
 * (Playwright's 'networkidle' waits 500 ms of silence on every screen.)
 */
function fetchesSettle(page: Page, quietMs = 100) {
  // Requests, not a count: one started before this wait may end during it.
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [25] })
      .toBe(true);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/** Open a screen, wait until its data is drawn, and check it. */
async function expectAccessible(page: Page, path: string) {
  const settled = fetchesSettle(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect
    .soft({ path, violations: await seriousViolations(page) })
    .toEqual({ path, violations: [] });
}

/** Lists with rows in them, not only their empty states: a page variant and a paused partner. */
async function seedListRows(request: APIRequestContext) {
  await createPage(request, 'about', { url: `/about-${uniqueSlug('axe')}` });
  // Paused, so the leads other tests submit meanwhile never go to it.
  await createPartner(request, ['Kerry'], unique('Axe Glazing'), { is_active: false });
}

// axe-core reads every node of a page: allow for a machine busy with other builds.
test.describe.configure({ timeout: 240_000 });

const ADMIN_SCREENS = [
  '/admin',
  '/admin/leads',
  '/admin/users',
  '/admin/partners',
  '/admin/settings',
  '/admin/home-editor',
  '/admin/about-editor',
  '/admin/how-it-works-editor',
  '/admin/home-editor/edit/root',
  '/admin/about-editor/edit/root',
  '/admin/how-it-works-editor/edit/root',
];

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`back office at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the sign-in screen has no serious accessibility violations', async ({ page }) => {
      await expectAccessible(page, '/login');
    });

    test('every admin screen has no serious accessibility violations', async ({
      adminPage: page,
      request,
    }) => {
      const { leads } = await seedLeads(request, 2, 'Axe');
      await seedListRows(request);
      for (const path of [...ADMIN_SCREENS, `/admin/leads/${leads[0]!.id}`]) {
        await expectAccessible(page, path);
      }
    });

    test('every manager screen has no serious accessibility violations', async ({
      managerPage: page,
      request,
    }) => {
      const { leads } = await seedLeads(request, 1, 'AxeM');
      for (const path of ['/manager', '/manager/leads', `/manager/leads/${leads[0]!.id}`]) {
        await expectAccessible(page, path);
      }
    });
  });
}
