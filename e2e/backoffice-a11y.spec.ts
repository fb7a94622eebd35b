import { seriousViolations } from './axe';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { createPage, uniqueSlug } from './admin-helpers';
import { seedLeads, setLeadStatus } from './backoffice-helpers';
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

/** A lead held for county and consent (its flags shown), then worked: a status change in its history. */
async function seedHeldLead(request: APIRequestContext) {
  const tag = unique('AxeHeld').replace(/[^a-zA-Z0-9]/g, '');
  const response = await request.post('/api/quote', {
    data: {
      first_name: 'Held',
      last_name: tag,
      email: `${tag.toLowerCase()}@e2e.test`,
      mobile_number: '086 555 0199',
      additional_info: 'Three bay windows',
      url_type: '/',
      property_address: 'Cnoc na Rí townland',
      property_type: 'House',
      window_type: 'Bay Windows',
      number_of_windows: '3-5',
      preferred_timeframe: 'ASAP',
      window_material: 'uPVC',
      glazing_type: 'Double Glazing',
    },
  });
  expect(response.status()).toBe(201);
  const lead = (await response.json()) as { id: number };
  await setLeadStatus(request, lead.id, 'contacted');
  return lead.id;
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
  '/admin/bin',
  '/admin/audit',
  '/admin/credits',
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
      const held = await seedHeldLead(request);
      for (const path of [
        ...ADMIN_SCREENS,
        `/admin/leads/${leads[0]!.id}`,
        `/admin/leads/${held}`,
        '/admin/leads?filter=needs_consent',
      ]) {
        await expectAccessible(page, path);
      }
    });

    test('every manager screen has no serious accessibility violations', async ({
      managerPage: page,
      request,
    }) => {
      const { leads } = await seedLeads(request, 1, 'AxeM');
      const held = await seedHeldLead(request);
      for (const path of [
        '/manager',
        '/manager/leads',
        `/manager/leads/${leads[0]!.id}`,
        `/manager/leads/${held}`,
        '/manager/leads?filter=today',
      ]) {
        await expectAccessible(page, path);
      }
    });
  });
}
