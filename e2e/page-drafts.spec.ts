import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openEditor, openTab, saveEditor } from './admin-helpers';
import { seriousViolations } from './axe';
import { adminHeaders, expect, test } from './fixtures';

const PREVIEW_BANNER = 'Preview of the draft: visitors see the published page';
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** /dublin published, created if this run has none yet. */
async function publishedDublin(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const found = await request.get('/api/content/index?sublink=dublin', { headers });
  const [existing] = (await found.json()) as Array<{ id: number; is_published: boolean }>;
  if (!existing) {
    const created = await request.post('/api/content/index', {
      headers,
      data: { url: '/dublin', is_published: true, content: { hero: { badge: 'Dublin homes' } } },
    });
    expect(created.status(), await created.text()).toBe(201);
    return;
  }
  if (!existing.is_published) {
    await request.patch(`/api/content/index/${existing.id}`, {
      headers,
      data: { is_published: true },
    });
  }
}

/** What a visitor without a session sees at /dublin now. */
async function visitorSees(browser: Browser, text: string, expected: boolean) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const response = await page.goto('/dublin');
  const html = await response!.text();
  expect(html.includes(text), `visitor sees "${text}"`).toBe(expected);
  await context.close();
}

/** axe finds nothing serious, once the toasts (fading, so low contrast midway) have gone. */
async function expectAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('edit /dublin as a draft, preview it, publish, read the diff in History, restore the earlier version', async ({
      adminPage: page,
      request,
      browser,
    }) => {
      // A long journey: 25-28 s on a busy 2-core machine, against the 30 s default.
      test.slow();
      await publishedDublin(request);
      await openEditor(page, '/admin/home-editor/edit/dublin');
      const badge = page.getByLabel('Badge text');
      const before = await badge.inputValue();
      const after = `Spring offer ${width}`;

      // Save writes the draft; the live page stays as it was.
      await openTab(page, 'Hero Section');
      await badge.fill(after);
      await saveEditor(page, 'Home content updated.');
      await expect(page.getByText('Draft not published')).toBeVisible();
      await visitorSees(browser, after, false);
      await shot(page, `editor-draft-${width}`);
      await expectAccessible(page);

      // History lists the draft first, with what it changes from the published version.
      await page.getByRole('button', { name: 'History' }).click();
      const draftView = page.getByRole('dialog', { name: 'History' });
      await expect(
        draftView.getByRole('list', { name: 'Versions' }).getByRole('button').first(),
      ).toContainText('Draft');
      await expect(draftView.getByRole('region', { name: 'Draft' })).toContainText('Hero › Badge');
      await expect(draftView.getByRole('region', { name: 'Draft' })).toContainText(after);
      await shot(page, `history-draft-${width}`);
      await page.keyboard.press('Escape');
      await expect(draftView).toBeHidden();

      // Staff preview the draft at the public address.
      const link = page.getByRole('link', { name: 'Preview /dublin' });
      await expect(link).toHaveAttribute('href', '/dublin?preview');
      const [preview] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await expect(preview.getByRole('status')).toHaveText(PREVIEW_BANNER);
      await expect(preview.getByText(after)).toBeVisible();
      await preview.close();

      // Publish: visitors see it.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Page is now live.').first()).toBeVisible();
      await expect(page.getByText('Draft not published')).toBeHidden();
      await expect(page.getByRole('link', { name: 'View /dublin' })).toBeVisible();
      await visitorSees(browser, after, true);

      // History: the newest version's diff names the field with its old and new text.
      await page.getByRole('button', { name: 'History' }).click();
      const history = page.getByRole('dialog', { name: 'History' });
      const versions = history.getByRole('list', { name: 'Versions' }).getByRole('button');
      await expect(versions.first()).toHaveAttribute('aria-current', 'true');
      const change = history.getByRole('list', { name: 'Changes' }).getByRole('listitem');
      await expect(change.filter({ hasText: 'Hero › Badge' })).toContainText(after);
      if (before) await expect(change.filter({ hasText: 'Hero › Badge' })).toContainText(before);
      await shot(page, `history-${width}`);
      await expectAccessible(page);

      // Restore the version before as the draft, then publish it again.
      await versions.nth(1).click();
      await expect(versions.nth(1)).toHaveAttribute('aria-current', 'true');
      await history.getByRole('button', { name: 'Restore as draft' }).click();
      await expect(history).toBeHidden();
      await expect(page.getByText('is now the draft').first()).toBeVisible();
      await expect(page.getByText('Draft not published')).toBeVisible();
      await openTab(page, 'Hero Section');
      await expect(badge).toHaveValue(before);
      await visitorSees(browser, after, true);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Draft not published')).toBeHidden();
      await visitorSees(browser, after, false);

      // Schedule: a publish at a time in Irish time, shown in the editor and the page list.
      await page.getByRole('button', { name: 'Schedule' }).click();
      const schedule = page.getByRole('dialog', { name: 'Schedule' });
      await schedule.getByLabel('Publish at', { exact: true }).fill('2099-06-01T09:30');
      await schedule.getByRole('button', { name: 'Schedule publish' }).click();
      await expect(schedule.getByText('Publishes 1 Jun 2099, 09:30')).toBeVisible();
      await shot(page, `schedule-${width}`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('list', { name: 'Schedule' })).toContainText(
        'Publishes 1 Jun 2099, 09:30',
      );
      await page.goto('/admin/home-editor');
      await expect(page.getByText('Publishes 1 Jun 2099, 09:30').first()).toBeVisible();
      await shot(page, `page-list-${width}`);
      await expectAccessible(page);
      await openEditor(page, '/admin/home-editor/edit/dublin');
      await page.getByRole('button', { name: 'Schedule' }).click();
      await schedule.getByRole('button', { name: 'Cancel scheduled publish' }).click();
      await expect(schedule.getByText('Publishes 1 Jun 2099, 09:30')).toBeHidden();
    });
  });
}
