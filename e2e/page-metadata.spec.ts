import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openEditor, openTab, saveEditor } from './admin-helpers';
import { seriousViolations } from './axe';
import { adminHeaders, expect, test } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** /waterford published, created if this run has none yet. */
async function publishedWaterford(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const found = await request.get('/api/content/index?sublink=waterford', { headers });
  const [existing] = (await found.json()) as Array<{ id: number; is_published: boolean }>;
  if (!existing) {
    const created = await request.post('/api/content/index', {
      headers,
      data: {
        url: '/waterford',
        is_published: true,
        content: { hero: { badge: 'Waterford homes' } },
      },
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

/** The Search & sharing tab, scrolled into view. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The head a visitor without a session gets at a path: the HTML and what the browser reads. */
async function visitorHead(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const response = await page.goto(path);
  const html = await response!.text();
  const meta = async (selector: string) =>
    page.locator(selector).first().getAttribute('content', { timeout: 2_000 });
  const head = {
    html,
    title: await page.title(),
    description: await meta('meta[name="description"]'),
    ogTitle: await meta('meta[property="og:title"]'),
    ogDescription: await meta('meta[property="og:description"]'),
    ogImage: (await page.locator('meta[property="og:image"]').count())
      ? await meta('meta[property="og:image"]')
      : null,
    twitterCard: await meta('meta[name="twitter:card"]'),
  };
  await context.close();
  return head;
}

test('/, /about and /waterford carry title, description, canonical, Open Graph and Twitter tags', async ({
  request,
}) => {
  await publishedWaterford(request);
  for (const path of ['/', '/about', '/waterford']) {
    const html = await (await request.get(path)).text();
    for (const tag of [
      /<title>[^<]+<\/title>/,
      /<meta name="description" content="[^"]+" \/>/,
      /<link rel="canonical" href="[^"]+" \/>/,
      /<meta property="og:title" content="[^"]+" \/>/,
      /<meta property="og:description" content="[^"]+" \/>/,
      /<meta property="og:url" content="https?:\/\/[^"]+" \/>/,
      /<meta property="og:type" content="website" \/>/,
      /<meta property="og:site_name" content="WindowQuotes Ireland" \/>/,
      /<meta name="twitter:card" content="summary(_large_image)?" \/>/,
    ]) {
      expect(html, `${path} ${String(tag)}`).toMatch(tag);
    }
  }
});

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test("edit /waterford's search title and description, publish, and the public head shows them", async ({
      adminPage: page,
      request,
      browser,
    }) => {
      await publishedWaterford(request);
      await openEditor(page, '/admin/home-editor/edit/waterford');
      await openTab(page, 'Search & sharing');
      const title = page.getByLabel('Page title');
      const description = page.getByLabel('Description', { exact: true });
      const image = page.getByLabel('Social image');
      // Empty fields show the defaults that apply, derived from the hero.
      await title.fill('');
      await description.fill('');
      await image.fill('');
      await expect(title).toHaveAttribute('placeholder', /\| WindowQuotes Ireland$/);
      const applies = await title.getAttribute('placeholder');
      await expect(page.getByText(`Left empty, the page uses: “${applies}”`)).toBeVisible();
      expect(await description.getAttribute('placeholder')).not.toBe('');

      const newTitle = `Dublin <script>"windows"</script> & 'more' ${width}`;
      const newDescription = `Three quotes from <b>Dublin</b> installers, "free" ${width}`;
      await title.fill(newTitle);
      await description.fill(newDescription);
      await expect(page.getByText(`${newTitle.length} of 70 characters.`)).toBeVisible();

      // A bad image address is refused with its message at the field.
      await image.fill('ftp://example.ie/a.jpg');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        page
          .getByRole('tabpanel', { name: 'Search & sharing' })
          .getByText('Must be an https:// address or a path on this site starting with /'),
      ).toBeVisible();
      await expect(image).toHaveAttribute('aria-invalid', 'true');
      await image.fill('/og/dublin.jpg');
      await saveEditor(page, 'Home content updated.');
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
      await shot(page, `editor-seo-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // A draft: visitors still get the live head.
      expect((await visitorHead(browser, '/waterford')).title).not.toBe(newTitle);

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Page is now live.').first()).toBeVisible();
      const head = await visitorHead(browser, '/waterford');
      expect(head.title).toBe(newTitle);
      expect(head.description).toBe(newDescription);
      expect(head.ogTitle).toBe(newTitle);
      expect(head.ogDescription).toBe(newDescription);
      expect(head.ogImage).toMatch(/^https?:\/\/[^/]+\/og\/dublin\.jpg$/);
      expect(head.twitterCard).toBe('summary_large_image');
      // Escaped: the stored text is never markup.
      expect(head.html).not.toContain('<script>"windows"');
      expect(head.html).toContain(
        `<title>Dublin &lt;script&gt;&quot;windows&quot;&lt;/script&gt; &amp; &#39;more&#39; ${width}</title>`,
      );

      // Cleared again: the derived defaults apply, and no image means a summary card.
      await openTab(page, 'Search & sharing');
      await title.fill('');
      await description.fill('');
      await image.fill('');
      await shot(page, `editor-seo-defaults-${width}`);
      await saveEditor(page, 'Home content updated.');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Page is now live.').first()).toBeVisible();
      const cleared = await visitorHead(browser, '/waterford');
      expect(cleared.title).toMatch(/\| WindowQuotes Ireland$/);
      expect(cleared.ogImage).toBeNull();
      expect(cleared.twitterCard).toBe('summary');
    });
  });
}
