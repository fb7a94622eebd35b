import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, unique } from './fixtures';
import { leadRows } from './backoffice-helpers';
import { createPartner } from './partners-helpers';

// Leads held back from partners: the thirteen quote fields alone, with no county the
// server can tell, and no consent. Both flags show on the detail page until staff act.
// The partners here serve Offaly and Wexford, which no other spec's leads come from: the
// suite shares one database, and a partner elsewhere would change their matches.

const CONSENT_FLAG = 'Consent not recorded: confirm with the homeowner before passing on';

/** The thirteen quote fields only: no county, Eircode or consent. */
function bareQuote(tag: string, property_address = 'Cnoc na Rí townland') {
  return {
    first_name: 'Held',
    last_name: tag,
    email: `${tag.toLowerCase()}@e2e.test`,
    mobile_number: '086 555 0199',
    additional_info: 'Three bay windows',
    url_type: '/',
    property_address,
    property_type: 'House',
    window_type: 'Bay Windows',
    number_of_windows: '3-5',
    preferred_timeframe: 'ASAP',
    window_material: 'uPVC',
    glazing_type: 'Double Glazing',
  };
}

/** POST exactly this body (the shared createLead fills in county and consent). */
async function postQuote(request: APIRequestContext, body: object) {
  const response = await request.post('/api/quote', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; county: string; consent: boolean };
}

function detailValue(page: Page, label: string) {
  return page.locator(`dt:text-is("${label}") + dd`);
}

function deliveryCard(page: Page) {
  return page.getByRole('region', { name: 'Partners & Notifications' });
}

test('a lead without county or consent is flagged, and passed on once staff set both', async ({
  adminPage: page,
  request,
}) => {
  const partner = await createPartner(request, ['Offaly']);
  const tag = unique('Held').replace(/[^a-zA-Z0-9]/g, '');
  const lead = await postQuote(request, bareQuote(tag));
  expect(lead).toMatchObject({ county: '', consent: false, dispatched_at: null });

  // The list says the county is unknown and the Needs county filter finds the lead.
  await page.goto(`/admin/leads?search=${tag}`);
  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page).first()).toContainText('County unknown');
  await page.getByRole('button', { name: 'Needs county' }).click();
  await expect(page).toHaveURL(/filter=needs_county/);
  await expect(page.getByRole('button', { name: 'Needs county' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(leadRows(page)).toHaveCount(1);
  await page.getByRole('link', { name: `View lead ${lead.id}` }).click();

  // Both flags, and nothing sent to any partner (not even by hand).
  const countyFlag = page.getByRole('region', { name: 'County unknown' });
  const consentFlag = page.getByRole('region', { name: CONSENT_FLAG });
  await expect(countyFlag).toBeVisible();
  await expect(consentFlag).toBeVisible();
  await expect(page.getByText(CONSENT_FLAG, { exact: true })).toBeVisible();
  await expect(detailValue(page, 'County')).toHaveText('County unknown');
  await expect(detailValue(page, 'Consent to share')).toHaveText('Not given');
  const card = deliveryCard(page);
  await expect(card).toContainText('No partner has received this lead yet.');
  await expect(card.getByRole('button', { name: 'Send to another partner' })).toHaveCount(0);

  // Staff set the county: the lead still waits for consent.
  await countyFlag.getByRole('combobox', { name: 'County' }).click();
  await page.getByRole('option', { name: 'Offaly', exact: true }).click();
  await countyFlag.getByRole('button', { name: 'Set county' }).click();
  await expect(page.getByText('County set')).toBeVisible();
  await expect(countyFlag).toHaveCount(0);
  await expect(detailValue(page, 'County')).toHaveText('Offaly (set by staff)');
  await expect(consentFlag).toBeVisible();
  await expect(card).toContainText('No partner has received this lead yet.');

  // Staff record the consent the homeowner gave them: the lead goes to the partner.
  await consentFlag.getByRole('button', { name: 'Record consent' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Record the homeowner's consent?" });
  await expect(dialog).toContainText('I agree that');
  await dialog.getByRole('button', { name: 'Homeowner agreed' }).click();
  await expect(page.getByText('Consent recorded')).toBeVisible();
  await expect(consentFlag).toHaveCount(0);
  await expect(detailValue(page, 'Consent to share')).toHaveText(
    /^Confirmed by Administrator <admin@e2e\.test>, \d/,
  );
  await expect(card.getByRole('listitem').filter({ hasText: partner.name })).toContainText(
    'Matched',
  );
  await expect(card.getByText('Homeowner e-mail: installers')).toBeVisible();
  // The history names both steps, each with who took it, not as an edit of the details.
  const history = page.getByRole('list', { name: 'Lead history, newest first' });
  await expect(
    history.getByRole('listitem').filter({ hasText: 'County recorded by staff' }),
  ).toContainText('Administrator');
  await expect(
    history.getByRole('listitem').filter({ hasText: "Homeowner's consent confirmed by staff" }),
  ).toContainText('Administrator');
  await expect(history.getByText('Details edited')).toHaveCount(0);

  // Reloaded, the lead stays passed on and unflagged.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Held ${tag}` })).toBeVisible();
  await expect(page.getByRole('region', { name: CONSENT_FLAG })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'County unknown' })).toHaveCount(0);
  await expect(detailValue(page, 'Passed to partners')).toHaveText(/^\d/);
});

test('a manager records consent for a lead whose county came from its Eircode', async ({
  managerPage: page,
  request,
}) => {
  const partner = await createPartner(request, ['Wexford']);
  const tag = unique('Consent').replace(/[^a-zA-Z0-9]/g, '');
  const lead = await postQuote(request, {
    ...bareQuote(tag, '2 Bridge Street'),
    eircode: 'Y35 X2Y3',
  });
  expect(lead).toMatchObject({ county: 'Wexford', consent: false });

  await page.goto(`/manager/leads/${lead.id}`);
  await expect(page.getByRole('region', { name: 'County unknown' })).toHaveCount(0);
  await expect(detailValue(page, 'County')).toHaveText('Wexford (from the Eircode)');
  const consentFlag = page.getByRole('region', { name: CONSENT_FLAG });
  await expect(consentFlag).toBeVisible();

  // Cancelling records nothing.
  await consentFlag.getByRole('button', { name: 'Record consent' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Record the homeowner's consent?" });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(consentFlag).toBeVisible();

  await consentFlag.getByRole('button', { name: 'Record consent' }).click();
  await dialog.getByRole('button', { name: 'Homeowner agreed' }).click();
  await expect(page.getByText('Consent recorded')).toBeVisible();
  await expect(consentFlag).toHaveCount(0);
  await expect(
    deliveryCard(page).getByRole('listitem').filter({ hasText: partner.name }),
  ).toContainText('Matched');
});
