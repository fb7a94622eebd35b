import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, unique } from './fixtures';

const DEFAULT_HOME_TITLE = 'Replace your windows for';

async function createContentPage(
  request: APIRequestContext,
  kind: 'index' | 'about' | 'how-it-works',
  data: { url: string; content: unknown; is_published: boolean },
) {
  const response = await request.post(`/api/content/${kind}`, {
    headers: await adminHeaders(request),
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A public slug unique to this run: lower case, digits and dashes. */
const slug = (prefix: string) =>
  unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');

test.describe('content variants', () => {
  test('a published home variant shows on its URL and a draft never does', async ({
    page,
    request,
  }) => {
    const published = slug('e2e-xyz');
    const draft = slug('e2e-draft');
    await createContentPage(request, 'index', {
      url: `/${published}`,
      content: { hero: { titleLine1: 'Published E2E headline' } },
      is_published: true,
    });
    await createContentPage(request, 'index', {
      url: `/${draft}`,
      content: { hero: { titleLine1: 'Secret draft headline' } },
      is_published: false,
    });

    await page.goto(`/${published}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Published E2E headline');

    await page.goto(`/${draft}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(DEFAULT_HOME_TITLE);
    // Give the content read time to answer, then check the draft still has not appeared.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Secret draft headline')).toHaveCount(0);
  });

  test('about and how-it-works variants show in their URL forms', async ({ page, request }) => {
    const about = slug('e2e-about');
    const steps = slug('e2e-hiw');
    await createContentPage(request, 'about', {
      url: `/about/${about}`,
      content: { hero: { title: 'About our E2E campaign' } },
      is_published: true,
    });
    await createContentPage(request, 'how-it-works', {
      url: `/how-it-works/${steps}`,
      content: { hero: { title: 'How our E2E campaign works' } },
      is_published: true,
    });
    await page.goto(`/about/${about}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About our E2E campaign');
    await page.goto(`/about-${about}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About our E2E campaign');
    await page.goto(`/how-it-works/${steps}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How our E2E campaign works');
  });
});

test.describe('navigation', () => {
  for (const path of ['/no/such/page/here', '/bad%20slug']) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Page not found | WindowQuotes Ireland');
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(DEFAULT_HOME_TITLE);
    });
  }

  test('the how-it-works call to action goes to the quote form', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page).toHaveTitle('How it works | WindowQuotes Ireland');
    const cta = page.getByRole('link', { name: 'Get My Free Quotes' });
    await expect(cta).toHaveAttribute('href', '/#quote-form');
    await cta.click();
    await expect(page).toHaveURL('/#quote-form');
    await expect(page.locator('#quote-form').getByLabel('First Name')).toBeInViewport();
  });

  test('the home call to action scrolls to the form', async ({ page }) => {
    await page.goto('/');
    const firstName = page.locator('#quote-form').getByLabel('First Name');
    await page
      .getByRole('heading', { name: 'Ready to compare window quotes?' })
      .scrollIntoViewIfNeeded();
    await expect(firstName).not.toBeInViewport();
    await page.getByRole('button', { name: 'Get My Free Quotes' }).last().click();
    await expect(firstName).toBeInViewport();
    await expect(firstName).toBeFocused();
  });

  test('header and footer links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About WindowQuotes Ireland');
    await header.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#quote-form');
    await expect(page.locator('#quote-form').getByLabel('First Name')).toBeInViewport();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('WindowQuotes Ireland Limited');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('up to 5 partner installers')).toBeVisible();
    await footer.getByRole('link', { name: 'Staff sign in' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a visitor never downloads back-office code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    for (const path of ['/', '/about', '/how-it-works', '/thank-you', '/dublin']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin|manager|login|editor|lead/i.test(url))).toEqual([]);
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens as a drawer, its links work, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText(['How it works', 'About', 'Contact', /555/]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL('/how-it-works');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works');
    // The new page's scripts have run (its menu hydrated) once it has loaded: a key pressed
    // before then lands on the server's HTML alone.
    await page.waitForLoadState('load');

    // By keyboard: Enter opens it and Tab stays inside while it is open.
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#quote-form');
    await expect(drawer).toBeHidden();
    await expect(page.locator('#quote-form').getByLabel('First Name')).toBeInViewport();
  });
});
