import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, unique } from './fixtures';

async function publish(request: APIRequestContext, kind: 'index' | 'about', url: string) {
  const response = await request.post(`/api/content/${kind}`, {
    headers: await adminHeaders(request),
    data: { url, is_published: true, content: {} },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const campaignName = () =>
  unique('e2e-camp')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');

test('a campaign visitor stays in the campaign and the lead records its page', async ({
  page,
  request,
}) => {
  const name = campaignName();
  await publish(request, 'index', `/${name}`);
  await publish(request, 'about', `/${name}/about`);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/${name}`);
  const header = page.getByRole('navigation', { name: 'Main' });
  // No how-it-works page in this campaign: the base page's content at the campaign's address.
  await expect(header.getByRole('link', { name: 'How it works' })).toHaveAttribute(
    'href',
    `/${name}/how-it-works`,
  );
  await header.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(`/${name}/about`);
  await expect(header.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    `/${name}#quote-form`,
  );
  await page.getByRole('link', { name: 'Get Free Quotes' }).click();
  await expect(page).toHaveURL(`/${name}#quote-form`);

  const email = `${unique('campaign')}@e2e.test`;
  const form = page.locator('#quote-form');
  await form.getByLabel('First Name').fill('Siobhán');
  await form.getByLabel('Last Name').fill('Walsh');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile Number').fill('087 123 4567');
  await form.getByLabel('County').selectOption('Dublin');
  await form.getByLabel('Additional Information').fill('Campaign visitor.');
  await form.getByRole('checkbox', { name: /^I agree that/ }).check();
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page).toHaveURL('/thank-you');

  const leads = await request.get('/api/quote', {
    headers: await adminHeaders(request),
    params: { search: email },
  });
  const [lead] = (await leads.json()) as Array<{ url_type: string }>;
  expect([`/${name}/about`, `/${name}`]).toContain(lead?.url_type);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(`/${name}`);
});

test('on a campaign about page with no campaign home, links stay at the campaign address', async ({
  page,
  request,
}) => {
  const name = campaignName();
  await publish(request, 'about', `/about/${name}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/about/${name}`);
  // The campaign's own address shows the base home page, and its form records that address.
  await expect(page.getByRole('link', { name: 'Get Free Quotes' })).toHaveAttribute(
    'href',
    `/${name}#quote-form`,
  );
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header.getByRole('link', { name: 'About' })).toHaveAttribute(
    'href',
    `/about/${name}`,
  );
});
