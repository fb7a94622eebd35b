import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  adminHeaders,
  anotherHomeowner,
  E2E_ADMIN,
  signInWithStoredSession,
  unique,
} from './fixtures';

/** Screenshots of the new parts, to look at (not compared). */
const SHOTS = 'test-results/campaign-attribution';

async function publishHome(request: APIRequestContext, url: string) {
  const response = await request.post('/api/content/index', {
    headers: await adminHeaders(request),
    data: { url, is_published: true, content: {} },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The header's link, from the bar at 1280 px or from the drawer at 375 px. */
async function openHeaderLink(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  const phone = viewport.width < 768;

  test.describe(`campaign attribution at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a visitor from a Facebook ad stays in the campaign and the lead shows where they came from', async ({
      page,
      request,
      context,
    }) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      // A campaign with a home page and no about or how-it-works page of its own.
      const name = unique('dublin')
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '-');
      await publishHome(request, `/${name}`);

      await page.goto(`/${name}?utm_source=facebook&utm_campaign=spring&fbclid=IwAR0e2e`, {
        referer: 'https://l.facebook.com/',
      });
      await openHeaderLink(page, 'About', phone);
      // The base about page, under the campaign's address.
      await expect(page).toHaveURL(`/${name}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const header = page.locator('header');
      await expect(header.locator('a[data-campaign-link="home"]')).toHaveAttribute(
        'href',
        `/${name}`,
      );
      if (!phone) {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('link', { name: 'How it works' })).toHaveAttribute(
          'href',
          `/${name}/how-it-works`,
        );
      }
      await page.screenshot({ path: `${SHOTS}/about-in-campaign-${viewport.width}.png` });
      await page.getByRole('link', { name: 'Get Free Quotes' }).click();
      await expect(page).toHaveURL(`/${name}#quote-form`);

      const email = `${unique('attribution')}@e2e.test`;
      const homeowner = anotherHomeowner();
      const form = page.locator('#quote-form');
      await form.getByLabel('First Name').fill('Aoife');
      await form.getByLabel('Last Name').fill('Byrne');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Mobile Number').fill(homeowner.mobile_number);
      await form.getByLabel('County').selectOption('Dublin');
      await form.getByLabel('Additional Information').fill('Came from a Facebook ad.');
      await form.getByRole('checkbox', { name: /^I agree that/ }).check();
      await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
      await expect(page).toHaveURL('/thank-you');

      // The thank-you page leads back into the campaign, not to /.
      await expect(header.locator('a[data-campaign-link="home"]')).toHaveAttribute(
        'href',
        `/${name}`,
      );
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
        'href',
        `/${name}`,
      );
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(
          page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }),
        ).toHaveAttribute('href', `/${name}#quote-form`);
        await page.keyboard.press('Escape');
      } else {
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
        ).toHaveAttribute('href', `/${name}#quote-form`);
      }
      expect(await context.cookies()).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/thank-you-in-campaign-${viewport.width}.png` });

      const found = await request.get('/api/quote', {
        headers: await adminHeaders(request),
        params: { search: email },
      });
      const [lead] = (await found.json()) as Array<Record<string, unknown>>;
      expect(lead).toMatchObject({
        url_type: `/${name}`,
        landing_path: `/${name}`,
        referrer_host: 'l.facebook.com',
        utm_source: 'facebook',
        utm_campaign: 'spring',
        has_fbclid: true,
        has_gclid: false,
      });

      // The back office: the lead's Source card, and the list filtered by its source.
      const office = await context.newPage();
      await signInWithStoredSession(office, request, E2E_ADMIN.email, E2E_ADMIN.password);
      await office.goto(`/admin/leads/${String(lead!.id)}`);
      const source = office.getByRole('region', { name: 'Source' });
      await expect(source).toContainText(`/${name}`);
      await expect(source).toContainText('l.facebook.com');
      await expect(source).toContainText('facebook');
      await expect(source).toContainText('spring');
      await expect(source).toContainText('Facebook');
      await source.scrollIntoViewIfNeeded();
      await source.screenshot({ path: `${SHOTS}/lead-source-card-${viewport.width}.png` });
      expect(await seriousViolations(office)).toEqual([]);

      await source.getByRole('link', { name: /^spring/ }).click();
      await expect(office).toHaveURL(/\/admin\/leads\?utm_campaign=spring$/);
      await expect(office.getByText('Campaign: spring')).toBeVisible();
      await expect(
        office
          .getByRole('link', { name: String(lead!.id), exact: true })
          .or(office.getByText(`#${String(lead!.id)}`, { exact: true })),
      ).toBeVisible();
      await office.screenshot({ path: `${SHOTS}/lead-list-campaign-${viewport.width}.png` });
      await office.getByRole('button', { name: 'Clear campaign filter' }).click();
      await expect(office).toHaveURL(/\/admin\/leads$/);

      // The same filters from the list itself.
      await office.getByRole('button', { name: 'Source or campaign' }).click();
      const dialog = office.getByRole('dialog', { name: 'Source or campaign' });
      await dialog.getByLabel('UTM source').fill('Facebook');
      await dialog.getByLabel('UTM campaign').fill('spring');
      await dialog.screenshot({ path: `${SHOTS}/source-filter-dialog-${viewport.width}.png` });
      expect(await seriousViolations(office)).toEqual([]);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(office).toHaveURL(
        /utm_source=Facebook&utm_campaign=spring|utm_campaign=spring&utm_source=Facebook/,
      );
      await expect(office.getByText('Source: Facebook')).toBeVisible();
      await expect(
        office
          .getByText(`#${String(lead!.id)}`, { exact: true })
          .or(office.getByRole('link', { name: String(lead!.id), exact: true })),
      ).toBeVisible();
    });
  });
}

test('campaign addresses are forgiving: /Dublin and /dublin/ answer 301 to /dublin', async ({
  page,
  request,
}) => {
  const name = unique('dublin')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  await publishHome(request, `/${name}`);
  const upper = `/${name[0]!.toUpperCase()}${name.slice(1)}`;
  for (const path of [upper, `/${name}/`]) {
    const response = await request.get(`${path}?utm_source=print`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/${name}?utm_source=print`);
  }
  await page.goto(upper);
  await expect(page).toHaveURL(`/${name}`);
  // The campaign's title is its own, not the home page's.
  const html = await (await request.get(`/${name}`)).text();
  expect(html).not.toContain('<title>WindowQuotes Ireland: free window replacement quotes</title>');
});

test('an unknown single-segment address shows the home page, not indexed, canonical /', async ({
  request,
}) => {
  const response = await request.get(`/${unique('nowhere').toLowerCase()}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/" \/>/);
  expect(html).toContain('name="first_name"');
});
