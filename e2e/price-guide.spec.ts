import type { Browser, Page } from '@playwright/test';
import { DEFAULT_PRICE_TABLE, estimatePrice, estimateText } from '../src/shared/price-guide';
import { createPage, openEditor, openTab, uniqueSlug } from './admin-helpers';
import { seriousViolations } from './axe';
import { expect, test, unique } from './fixtures';
import { createPartner, fillQuoteForm } from './partners-helpers';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

const choice = {
  number_of_windows: '3-5',
  window_type: 'Sash Windows',
  window_material: 'Wood',
};
const expected = estimateText(estimatePrice(DEFAULT_PRICE_TABLE, choice)!);

/** The home page's price guide: choose the windows and ask for the estimate. */
async function askEstimate(page: Page, answers: typeof choice) {
  const guide = page.locator('#price-guide');
  await guide.getByLabel('Number of windows').selectOption(answers.number_of_windows);
  await guide.getByLabel('Window type').selectOption(answers.window_type);
  await guide.getByLabel('Frame material').selectOption(answers.window_material);
  await guide.getByRole('button', { name: 'Show my estimate' }).click();
  return guide;
}

async function visitor(
  browser: Browser,
  javaScriptEnabled: boolean,
  width: number,
  height: number,
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    viewport: { width, height },
  });
  return { context, page: await context.newPage() };
}

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`price guide at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    for (const javaScriptEnabled of [true, false]) {
      test(`the home page's estimate ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
        browser,
      }) => {
        const { context, page } = await visitor(browser, javaScriptEnabled, width, height);
        await page.goto('/');
        const guide = page.locator('#price-guide');
        await expect(guide.getByRole('heading', { name: 'What will it cost?' })).toBeVisible();
        await expect(guide.getByTestId('price-estimate')).toContainText(
          'Choose your windows above to see a price range, including 13.5% VAT.',
        );
        await askEstimate(page, choice);
        // The server rendered the estimate for the answers in the address.
        await expect(page).toHaveURL(/number_of_windows=3-5.*#price-guide$/);
        await expect(guide.getByTestId('price-estimate')).toContainText(expected);
        await expect(guide.getByLabel('Window type')).toHaveValue('Sash Windows');
        await expect(
          guide.getByRole('link', { name: /SEAI windows and doors grants/ }),
        ).toHaveAttribute('href', /^https:\/\/www\.seai\.ie\//);
        await expect(guide).toContainText(
          'from 4 March 2026 windows and external doors have separate grants',
        );
        if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
        await guide.scrollIntoViewIfNeeded();
        await shot(page, `home-price-guide-${javaScriptEnabled ? 'js' : 'nojs'}-${width}`);
        await context.close();
      });
    }

    test('the quote form shows the estimate for the windows chosen, then the thank-you page the installers', async ({
      page,
      request,
    }) => {
      // An installer for the county, so the request goes somewhere.
      await createPartner(request, ['Leitrim'], unique('Price Partner'));
      await page.goto('/');
      const form = page.locator('#quote-form');
      const estimate = form.getByTestId('quote-form-estimate');
      await expect(estimate).toContainText(
        'Choose the number of windows, window type and material',
      );
      await form.getByLabel('Window Type').selectOption(choice.window_type);
      await form.getByLabel('Number of Windows').selectOption(choice.number_of_windows);
      await expect(estimate).toContainText('Choose the number of windows');
      await form.getByLabel('Preferred Material').selectOption(choice.window_material);
      await expect(estimate).toHaveText(expected);
      await expect(form.getByRole('link', { name: /SEAI windows and doors grants/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await estimate.scrollIntoViewIfNeeded();
      await shot(page, `form-estimate-${width}`);

      await fillQuoteForm(page, { email: `${unique('price')}@e2e.test`, county: 'Leitrim' });
      // The server's answer, read on its way to the page (which moves on at once).
      let sent = { partners_matched: -1 };
      await page.route('**/api/quote', async (route) => {
        const response = await route.fetch();
        sent = (await response.json()) as typeof sent;
        await route.fulfill({ response });
      });
      await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
      await expect(page).toHaveURL('/thank-you');
      expect(sent.partners_matched).toBeGreaterThanOrEqual(1);
      await expect(page).toHaveURL('/thank-you');
      const figures = page.getByTestId('thank-you-figures');
      await expect(figures).toContainText(
        `Your request went to ${sent.partners_matched} ${sent.partners_matched === 1 ? 'installer' : 'installers'}`,
      );
      // SPEC's promises stay as they were.
      await expect(page.getByText('3-5 quotes within 2 hours')).toBeVisible();
      await expect(page.getByText('First quote in about 45 minutes')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await figures.scrollIntoViewIfNeeded();
      await shot(page, `thank-you-${width}`);
    });

    test('an admin edits a price, publishes, and the public page shows it', async ({
      adminPage: page,
      request,
      browser,
    }) => {
      const slug = uniqueSlug('price');
      await createPage(request, 'index', { url: `/${slug}`, is_published: true, content: {} });
      await openEditor(page, `/admin/home-editor/edit/${slug}`);
      await openTab(page, 'Price guide');
      const row = page.getByRole('group', { name: /^Price \d+: Casement Windows in uPVC$/ });
      await row.getByLabel('Low €').fill('-5');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(row.getByText('Low price cannot be negative')).toBeVisible();
      await row.getByLabel('Low €').fill('1000');
      await row.getByLabel('High €').fill('900');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(row.getByText('Low price must not be more than the high price')).toBeVisible();
      await row.getByLabel('High €').fill('2000');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Home content updated.').first()).toBeVisible();
      await expect(page.getByText('Draft not published')).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await row.scrollIntoViewIfNeeded();
      await shot(page, `editor-price-guide-${width}`);

      const address = `/${slug}?number_of_windows=1-2&window_type=Casement+Windows&window_material=uPVC`;
      const { context, page: public_ } = await visitor(browser, false, width, height);
      // The draft is not public: the built-in price (400-700) still shows.
      await public_.goto(address);
      await expect(public_.getByTestId('price-estimate')).toContainText(
        '€450 – €1,590 including 13.5% VAT',
      );
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Draft not published')).toBeHidden();
      // 1 × €1,000 × 1.135 = €1,135 (down to €1,130); 2 × €2,000 × 1.135 = €4,540.
      await public_.goto(address);
      await expect(public_.getByTestId('price-estimate')).toContainText(
        '€1,130 – €4,540 including 13.5% VAT',
      );
      await context.close();

      await openTab(page, 'Live figures');
      const stat = page.getByRole('group', { name: 'Hero stat' });
      await stat.getByLabel('Shown as').selectOption('homeowners_this_year');
      await expect(stat.getByLabel('Text with the live value')).toHaveValue(
        '{value} homeowners got quotes this year',
      );
      await shot(page, `editor-live-figures-${width}`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Draft not published')).toBeVisible();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Draft not published')).toBeHidden();
      // Once the publish toast (fading, so low contrast midway) has gone.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
      expect(await seriousViolations(page)).toEqual([]);

      // The server renders the value it holds in memory; the fixed 2,847 is gone.
      const live = (await (await request.get('/api/live-figures')).json()) as {
        homeowners_this_year: number | null;
      };
      const home = await (await request.get(`/${slug}`)).text();
      if (live.homeowners_this_year !== null) {
        expect(home).toContain(
          `${live.homeowners_this_year.toLocaleString('en-IE')}</strong>homeowners got quotes this year`,
        );
        expect(home).not.toContain('2,847');
      }
    });
  });
}
