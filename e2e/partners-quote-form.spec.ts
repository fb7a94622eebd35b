import { expect, test } from '@playwright/test';
import { CONSENT_REQUIRED_MESSAGE, CONSENT_TEXT } from '../src/shared/consent';
import { EIRCODE_MESSAGE } from '../src/shared/eircode';
import { unique } from './fixtures';
import { countQuotePosts, fillQuoteForm, findLeads } from './partners-helpers';

test('a missing county is refused by name, and nothing typed is lost', async ({ page }) => {
  const posts = countQuotePosts(page);
  await page.goto('/');
  const form = await fillQuoteForm(page, { email: `${unique('nocounty')}@e2e.test` });
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();

  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(
    page.getByText('Please fill in the following required fields: County', { exact: true }),
  ).toBeVisible();
  const county = form.getByLabel('County');
  await expect(form.getByText('Please choose your county')).toBeVisible();
  await expect(county).toHaveAttribute('aria-invalid', 'true');
  await expect(county).toBeFocused();
  await expect(form.getByLabel('First Name')).toHaveValue('Niamh');
  await expect(form.getByLabel('Additional Information')).toHaveValue(
    'Eight sash windows, two storeys.',
  );
  await expect(form.getByRole('checkbox', { name: /^I agree that/ })).toBeChecked();
  expect(posts.count).toBe(0);
  await expect(page).toHaveURL('/');

  // Choosing one clears the message and the form goes through.
  await county.selectOption('Clare');
  await expect(form.getByText('Please choose your county')).toBeHidden();
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page).toHaveURL('/thank-you');
  expect(posts.count).toBe(1);
});

test('the consent box is required, unticked at first, and links to the privacy policy', async ({
  page,
}) => {
  const posts = countQuotePosts(page);
  await page.goto('/');
  const form = await fillQuoteForm(page, {
    email: `${unique('noconsent')}@e2e.test`,
    county: 'Mayo',
    consent: false,
  });
  const consent = form.getByRole('checkbox', { name: CONSENT_TEXT });
  await expect(consent).not.toBeChecked();
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();

  await expect(page.getByText('Missing Information')).toBeVisible();
  // Once in the toast and once under the box.
  await expect(page.getByText(CONSENT_REQUIRED_MESSAGE)).toHaveCount(2);
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeFocused();
  await expect(form.getByLabel('County')).toHaveValue('Mayo');
  await expect(form.getByLabel('Last Name')).toHaveValue('Ó Súilleabháin');
  expect(posts.count).toBe(0);

  await form.getByRole('link', { name: 'Read our Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
});

test('a malformed Eircode is refused with its message; a valid one is stored normalised with the consent record', async ({
  page,
  request,
}) => {
  const email = `${unique('eircode')}@e2e.test`;
  const posts = countQuotePosts(page);
  await page.goto('/dublin');
  const form = await fillQuoteForm(page, {
    email,
    county: 'Dublin',
    eircode: 'B12 34',
    marketing: true,
  });
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();

  await expect(page.getByText('Invalid Eircode')).toBeVisible();
  const eircode = form.getByLabel('Eircode');
  await expect(form.getByText(EIRCODE_MESSAGE)).toBeVisible();
  await expect(eircode).toHaveAttribute('aria-invalid', 'true');
  await expect(eircode).toBeFocused();
  await expect(eircode).toHaveValue('B12 34');
  await expect(form.getByLabel('County')).toHaveValue('Dublin');
  await expect(form.getByRole('checkbox', { name: /news and offers/ })).toBeChecked();
  expect(posts.count).toBe(0);

  await eircode.fill('d02x285');
  await eircode.blur();
  await expect(eircode).toHaveValue('D02 X285');
  await expect(form.getByText(EIRCODE_MESSAGE)).toBeHidden();
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page).toHaveURL('/thank-you');

  const leads = await findLeads(request, email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    county: 'Dublin',
    eircode: 'D02 X285',
    consent: true,
    consent_page: '/dublin',
    marketing_opt_in: true,
  });
  expect(leads[0]!.consent_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Date.parse(String(leads[0]!.consent_at))).not.toBeNaN();
});
