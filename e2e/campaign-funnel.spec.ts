import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  adminHeaders,
  anotherHomeowner,
  E2E_ADMIN,
  signInWithStoredSession,
  unique,
} from './fixtures';

/** Screenshots of the Campaigns page, to look at (not compared). */
const SHOTS = 'test-results/campaign-funnel';

/** A person's browser: headless Chromium names itself HeadlessChrome, which counts as a bot. */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Figures {
  views: number;
  starts: number;
  submits: number;
}

async function publishHome(request: APIRequestContext, url: string) {
  const response = await request.post('/api/content/index', {
    headers: await adminHeaders(request),
    data: { url, is_published: true, content: {} },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function funnel(request: APIRequestContext) {
  const response = await request.get('/api/campaigns?days=7', {
    headers: await adminHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    pages: { path: string; current: Figures }[];
    sources: { source: string; medium: string; current: Figures }[];
  };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`campaign funnel at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, userAgent: BROWSER_AGENT });

    test('a visit, a form start and a lead are counted under the page and the source', async ({
      page,
      request,
      context,
    }) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      const name = unique('dublin')
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '-');
      await publishHome(request, `/${name}`);
      // A medium of this test's own, so specs running beside it (other Facebook visits) do
      // not change its source / medium row.
      const medium = name.replace('dublin', 'social');
      await page.goto(`/${name}?utm_source=facebook&utm_medium=${medium}&utm_campaign=spring`);
      const form = page.locator('#quote-form');
      // A beacon the page does not wait for (its body is not visible to Playwright; the
      // counts below show what it carried).
      const started = page.waitForResponse(
        (answer) =>
          answer.url().endsWith('/api/funnel/start') && answer.request().method() === 'POST',
      );
      await form.getByLabel('First Name').fill('Aoife');
      expect((await started).status()).toBe(204);
      await form.getByLabel('Last Name').fill('Funnel');
      await form.getByLabel('Email').fill(`${unique('funnel')}@e2e.test`);
      await form.getByLabel('Mobile Number').fill(anotherHomeowner().mobile_number);
      await form.getByLabel('County').selectOption('Dublin');
      await form.getByLabel('Additional Information').fill('Counted in the funnel.');
      await form.getByRole('checkbox', { name: /^I agree that/ }).check();
      await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
      await expect(page).toHaveURL('/thank-you');
      expect(await context.cookies()).toEqual([]);

      // The API: exactly this visit under the page; the source grew by it.
      const figures = await funnel(request);
      expect(figures.pages.find((row) => row.path === `/${name}`)?.current).toMatchObject({
        views: 1,
        starts: 1,
        submits: 1,
        start_rate: 100,
        conversion_rate: 100,
      });
      expect(
        figures.sources.find((row) => row.source === 'facebook' && row.medium === medium)?.current,
      ).toMatchObject({ views: 1, starts: 1, submits: 1 });

      // The admin's Campaigns page.
      const office = await context.newPage();
      await signInWithStoredSession(office, request, E2E_ADMIN.email, E2E_ADMIN.password);
      await office.goto('/admin');
      const phone = viewport.width < 768;
      if (phone)
        await office
          .getByRole('button', { name: /open menu|menu/i })
          .first()
          .click();
      await office.getByRole('link', { name: 'Campaigns' }).click();
      await expect(office).toHaveURL('/admin/campaigns');
      await expect(office.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
      await office.getByLabel('Period').selectOption('7');
      const byPage = office.getByRole('region', { name: 'By page' });
      const row = phone
        ? byPage.getByRole('listitem').filter({ hasText: `/${name}` })
        : byPage.getByRole('row').filter({ hasText: `/${name}` });
      await expect(row).toBeVisible();
      await expect(row).toContainText('100%');
      const bySource = office.getByRole('region', { name: 'By source / medium' });
      await expect(bySource.getByText(`facebook / ${medium}`)).toBeVisible();
      await expect(office.getByRole('img', { name: /Views and leads per day/ })).toBeVisible();
      await office.screenshot({
        path: `${SHOTS}/campaigns-${viewport.width}.png`,
        fullPage: true,
      });
      expect(await seriousViolations(office)).toEqual([]);
      // No sideways scroll on a phone.
      const overflow = await office.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // Dates instead of a preset, and a period the API refuses, said plainly.
      await office.getByLabel('Period').selectOption('range');
      await office.getByLabel('From', { exact: true }).fill('2026-11-20');
      await office.getByLabel('To', { exact: true }).fill('2026-11-01');
      await expect(office.getByRole('alert')).toContainText('To must not be before from');
    });
  });
}
