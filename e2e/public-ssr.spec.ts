import { expect, test, type ConsoleMessage } from '@playwright/test';

const HOME_TITLE = 'Replace your windows for';

test.describe('server rendering', () => {
  test('the first HTML holds the hero title and the quote form', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(HOME_TITLE);
    for (const field of ['first_name', 'last_name', 'email', 'mobile_number', 'additional_info']) {
      expect(html).toContain(`name="${field}"`);
    }
    expect(html).toContain('<script type="application/json" id="page-data">');
    expect(html).toContain('<link rel="canonical"');

    // Its hashed scripts are cached for a year and sent compressed.
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
  });

  test('an unknown public route answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/no/such/page/here');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    const asset = await request.get('/assets/no-such-chunk.js');
    expect(asset.status()).toBe(404);
    expect(asset.headers()['content-type']).not.toContain('text/html');
  });

  test('the back office is the client app, not indexed', async ({ request }) => {
    const html = await (await request.get('/admin/leads')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  test('stored text cannot break out of the page data', async ({ request }) => {
    const response = await request.get('/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    const html = await response.text();
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages still read in full', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOME_TITLE);
    await expect(page.locator('#quote-form').getByLabel('First Name')).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About WindowQuotes Ireland');
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works');
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  });
});

test('hydration is silent and reads no content twice', async ({ page }) => {
  const messages: string[] = [];
  const keep = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  };
  page.on('console', keep);
  page.on('pageerror', (error) => messages.push(error.message));
  const contentReads: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/(index|about|how-it-works)\//.test(req.url())) contentReads.push(req.url());
  });
  for (const path of ['/', '/about', '/how-it-works', '/dublin', '/thank-you', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(messages).toEqual([]);
  expect(contentReads).toEqual([]);

  // Following a link loads the next page from the server, its content already in it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About WindowQuotes Ireland');
  await page.waitForLoadState('networkidle');
  expect(contentReads).toEqual([]);
  expect(messages).toEqual([]);
});

test('a visitor downloads the islands only: no React Router, stores or back office', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The public entry and its runtime; the drawer and the toasts load when first used.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.length).toBeLessThanOrEqual(2);
  for (const script of scripts) expect(script).toMatch(/\/assets\/(public|compat)[\w.-]*\.js$/);
  // The form is live: an empty submit is answered in the page, not by a reload.
  const form = page.locator('#quote-form');
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(form.getByText('First Name is required')).toBeVisible();
});
