import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, unique } from './fixtures';

/** The lead stored for an e-mail address, found the way staff find it. */
async function findLead(request: APIRequestContext, email: string) {
  const response = await request.get('/api/quote', {
    headers: await adminHeaders(request),
    params: { search: email },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

async function fillQuoteForm(page: Page, email: string) {
  const form = page.locator('#quote-form');
  await form.getByLabel('First Name').fill('Aoife');
  await form.getByLabel('Last Name').fill('Ní Bhriain');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile Number').fill('087 765 4321');
  await form.getByLabel('Property Address').fill('12 Quay Street, Galway');
  await form.getByLabel('County').selectOption('Galway');
  await form.getByLabel('Property Type').selectOption('Bungalow');
  await form.getByLabel('Window Type').selectOption('Sash Windows');
  await form.getByLabel('Number of Windows').selectOption('6-10');
  await form.getByLabel('Preferred Timeframe').selectOption('Within 3 months');
  await form.getByLabel('Preferred Material').selectOption('Aluminium');
  await form.getByLabel('Glazing Type').selectOption('Triple Glazing');
  await form.getByLabel('Additional Information').fill('Two bay windows at the front.');
  await form.getByRole('checkbox', { name: /^I agree that/ }).check();
  return form;
}

for (const path of ['/', '/dublin']) {
  test(`a quote sent from ${path} is stored with every field and its page`, async ({
    page,
    request,
  }) => {
    const email = `${unique('quote')}@e2e.test`;
    await page.goto(path);
    const form = await fillQuoteForm(page, email);
    await form.getByRole('button', { name: 'Get My Free Quotes' }).click();

    await expect(page).toHaveURL('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
    await expect(page.getByText('3-5 quotes within 2 hours')).toBeVisible();
    await expect(page.getByText('First quote in about 45 minutes')).toBeVisible();
    await expect(page.getByText('E-mail and SMS notifications')).toBeVisible();

    const leads = await findLead(request, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      first_name: 'Aoife',
      last_name: 'Ní Bhriain',
      email,
      mobile_number: '087 765 4321',
      additional_info: 'Two bay windows at the front.',
      url_type: path,
      property_address: '12 Quay Street, Galway',
      property_type: 'Bungalow',
      window_type: 'Sash Windows',
      number_of_windows: '6-10',
      preferred_timeframe: 'Within 3 months',
      window_material: 'Aluminium',
      glazing_type: 'Triple Glazing',
      county: 'Galway',
      eircode: '',
      consent: true,
      consent_page: path,
      marketing_opt_in: false,
      status: 'new',
    });

    await page.getByRole('link', { name: 'Back to Home' }).click();
    // To the campaign's home once /dublin is published (page-drafts.spec.ts publishes it).
    await expect(page).toHaveURL(path === '/' ? '/' : /\/(dublin)?$/);
  });
}

test('an empty submit names the missing fields and sends nothing', async ({ page }) => {
  let posted = false;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/quote')) posted = true;
  });
  await page.goto('/');
  await page.locator('#quote-form').getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(
    page.getByText(
      'Please fill in the following required fields: First Name, Last Name, Email, Mobile Number, County, Additional Information',
    ),
  ).toBeVisible();
  await expect(page.locator('#quote-form').getByLabel('First Name')).toBeFocused();
  expect(posted).toBe(false);
  await expect(page).toHaveURL('/');
});

test('the server’s field message shows under the field and nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/');
  const form = await fillQuoteForm(page, `${unique('bad')}@e2e.test`);
  await form.getByLabel('Mobile Number').fill('not a phone');
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page.getByText('Submission Failed')).toBeVisible();
  await expect(page.getByText(/Please check your information and try again\.$/)).toBeVisible();
  await expect(form.getByText('Mobile number must be a valid phone number')).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveValue('Aoife');
  await expect(form.getByLabel('Glazing Type')).toHaveValue('Triple Glazing');
  await expect(page).toHaveURL('/');
});

test('a double click stores one lead', async ({ page, request }) => {
  const email = `${unique('double')}@e2e.test`;
  await page.goto('/');
  const form = await fillQuoteForm(page, email);
  await form.getByRole('button', { name: 'Get My Free Quotes' }).dblclick();
  await expect(page).toHaveURL('/thank-you');
  expect(await findLead(request, email)).toHaveLength(1);
});
