import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminHeaders, anotherHomeowner, unique } from './fixtures';

export interface QuoteFormInput {
  email: string;
  county?: string;
  eircode?: string;
  consent?: boolean;
  marketing?: boolean;
}

/** Fill the public quote form on the current page; a blank county or false consent is left so. */
export async function fillQuoteForm(page: Page, input: QuoteFormInput) {
  const form = page.locator('#quote-form');
  await form.getByLabel('First Name').fill('Niamh');
  await form.getByLabel('Last Name').fill('Ó Súilleabháin');
  await form.getByLabel('Email').fill(input.email);
  await form.getByLabel('Mobile Number').fill(anotherHomeowner().mobile_number);
  await form.getByLabel('Property Address').fill('4 Mill Road, Carrick');
  if (input.county) await form.getByLabel('County').selectOption(input.county);
  if (input.eircode !== undefined) await form.getByLabel('Eircode').fill(input.eircode);
  await form.getByLabel('Property Type').selectOption('House');
  await form.getByLabel('Additional Information').fill('Eight sash windows, two storeys.');
  if (input.consent !== false) await form.getByRole('checkbox', { name: /^I agree that/ }).check();
  if (input.marketing) await form.getByRole('checkbox', { name: /news and offers/ }).check();
  return form;
}

/** Counts POSTs to /api/quote from this page, so a test can say nothing was sent. */
export function countQuotePosts(page: Page) {
  const posts = { count: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/quote') posts.count += 1;
  });
  return posts;
}

/** The leads whose text matches, as staff search them. */
export async function findLeads(request: APIRequestContext, search: string) {
  const response = await request.get('/api/quote', {
    headers: await adminHeaders(request),
    params: { search },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** Create a partner installer through the API; `fields` overrides the sample's. */
export async function createPartner(
  request: APIRequestContext,
  counties: string[],
  name = unique('Partner Windows'),
  fields: Record<string, unknown> = {},
) {
  const response = await request.post('/api/partners', {
    headers: await adminHeaders(request),
    data: {
      name,
      contact_name: 'Seán Byrne',
      email: `${unique('partner')}@e2e.test`,
      mobile: '087 000 1111',
      counties,
      daily_cap: 50,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/**
 * One of a partner's installer-access actions (Invite installer, Installers, API tokens,
 * Webhook): in the table they sit in the row's "Installer access" menu, on a card they are
 * buttons of their own.
 */
export async function partnerAction(page: Page, item: Locator, name: string) {
  const menu = item.getByRole('button', { name: 'Installer access' });
  const direct = item.getByRole('button', { name, exact: true });
  await menu.or(direct).first().waitFor();
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  } else {
    await direct.click();
  }
}
