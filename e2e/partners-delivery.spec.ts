import type { Page } from '@playwright/test';
import { expect, test, createLead, unique } from './fixtures';
import { createPartner, fillQuoteForm, findLeads } from './partners-helpers';
import { seriousViolations } from './axe';

// The outbox worker delivers within seconds; allow for a busy machine.
test.setTimeout(90_000);

function partnerRow(page: Page, name: string) {
  // The partners table's row (the performance table below lists the name too).
  return page
    .getByRole('row')
    .filter({ hasText: name })
    .filter({ has: page.getByRole('button', { name: 'Edit' }) });
}

function deliveryCard(page: Page) {
  return page.getByRole('region', { name: 'Partners & Notifications' });
}

/** The value shown beside a label on the lead detail cards. */
/**
 * Send the lead to a partner from the Send to another partner dialog; `reason`, when given,
 * is what the confirmation must name before it is sent anyway.
 */
async function sendByHand(page: Page, partnerName: string, reason?: string, { axe = false } = {}) {
  await deliveryCard(page).getByRole('button', { name: 'Send to another partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to another partner' });
  if (axe) {
    await expect(dialog.getByRole('button', { name: `Send to ${partnerName}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  await dialog.getByRole('button', { name: `Send to ${partnerName}` }).click();
  if (reason) {
    const confirm = page.getByRole('alertdialog', { name: `Send to ${partnerName} anyway?` });
    await expect(confirm).toContainText(reason.charAt(0).toUpperCase() + reason.slice(1));
    await confirm.getByRole('button', { name: 'Send anyway' }).click();
  }
  await expect(dialog).toHaveCount(0);
}

function detailValue(page: Page, label: string) {
  return page.locator(`dt:text-is("${label}") + dd`);
}

test('an admin manages a partner, a matching quote reaches it, and staff send the lead on by hand', async ({
  adminPage: page,
  request,
}) => {
  const name = unique('Leitrim Glazing');
  const partnerEmail = `${unique('leitrim')}@e2e.test`;
  // A second installer, in a county no quote here comes from, to send the lead to by hand.
  const other = await createPartner(request, ['Sligo'], unique('Sligo Sash Co'));

  await page.getByRole('link', { name: 'Partner Installers' }).click();
  await expect(page).toHaveURL('/admin/partners');
  await expect(page.getByRole('heading', { name: 'Partner Installers' })).toBeVisible();

  // Add: the dialog refuses a partner with no county, then saves.
  await page.getByRole('button', { name: 'Add Partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Partner' });
  await dialog.getByLabel('Company name').fill(name);
  await dialog.getByLabel('Contact name').fill('Róisín Kelly');
  await dialog.getByLabel('Email').fill(partnerEmail);
  await dialog.getByLabel('Mobile').fill('087 222 3333');
  await dialog.getByRole('button', { name: 'Add Partner' }).click();
  await expect(dialog.getByText('Choose at least one county')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Leitrim' }).check();
  await dialog.getByRole('button', { name: 'Add Partner' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Partner added')).toBeVisible();
  const row = partnerRow(page, name);
  await expect(row).toContainText('Róisín Kelly');
  await expect(row).toContainText('Leitrim');
  await expect(row).toContainText('0 / 10');
  await expect(row).toContainText('Active');

  // Edit: a new contact and a higher daily cap.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Partner' });
  await expect(edit.getByLabel('Company name')).toHaveValue(name);
  await expect(edit.getByRole('checkbox', { name: 'Leitrim' })).toBeChecked();
  await edit.getByLabel('Contact name').fill('Pádraig Kelly');
  await edit.getByLabel('Daily cap (leads per day)').fill('25');
  await edit.getByRole('button', { name: 'Save Partner' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Partner updated')).toBeVisible();
  await expect(row).toContainText('Pádraig Kelly');
  await expect(row).toContainText('0 / 25');

  // Pause and resume.
  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(row).toContainText('Paused');
  await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: 'Pause' })).toBeVisible();

  // A visitor in Leitrim asks for quotes.
  const email = `${unique('visitor')}@e2e.test`;
  await page.goto('/');
  const form = await fillQuoteForm(page, { email, county: 'Leitrim', eircode: 'N41 A2C3' });
  await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(page).toHaveURL('/thank-you');
  const [lead] = await findLeads(request, email);
  expect(lead).toBeDefined();

  // The lead detail shows where the job is, the consent, and who received it.
  await page.goto(`/admin/leads/${String(lead!.id)}`);
  await expect(detailValue(page, 'County')).toHaveText('Leitrim');
  await expect(detailValue(page, 'Eircode')).toHaveText('N41 A2C3');
  await expect(detailValue(page, 'Consent to share')).toHaveText(/^Given \d/);
  await expect(detailValue(page, 'Consent wording')).toHaveText(/^Version \d{4}-\d{2}-\d{2}$/);
  await expect(detailValue(page, 'Consent page')).toHaveText('/');
  await expect(detailValue(page, 'Marketing opt-in')).toHaveText('No');

  const card = deliveryCard(page);
  await expect(card.getByRole('heading', { name: 'Sent to' })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: name })).toContainText('Matched');
  const messages = card.getByRole('listitem').filter({ has: page.getByText(/e-mail|SMS/) });
  await expect(messages).toHaveCount(3);
  for (const kind of ['Homeowner e-mail', 'Homeowner SMS', 'Partner e-mail']) {
    await expect(messages.filter({ hasText: kind }).getByText('Sent', { exact: true })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
  }
  await expect(messages.filter({ hasText: 'Partner e-mail' })).toContainText(partnerEmail);

  // Staff pass it to the second installer by hand.
  // A Sligo-only installer for a Leitrim lead: staff confirm the reason first.
  await sendByHand(page, other.name, 'Sligo-only installer; this lead is in Leitrim');
  await expect(page.getByText('Lead sent')).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: other.name })).toContainText('By hand');
  await expect(messages).toHaveCount(4);
  await expect(
    messages.filter({ hasText: 'Partner e-mail' }).last().getByText('Sent', { exact: true }),
  ).toBeVisible({ timeout: 30_000 });

  // The partner counts today's lead; deleting it keeps the lead's record of who received it.
  await page.goto('/admin/partners');
  await expect(row).toContainText('1 / 25');
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete partner?' });
  await confirm.getByRole('button', { name: 'Delete Partner' }).click();
  await expect(page.getByText('Partner deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`/admin/leads/${String(lead!.id)}`);
  await expect(deliveryCard(page).getByRole('listitem').filter({ hasText: name })).toBeVisible();
});

test('a manager sees the delivery card and sends a lead by hand', async ({
  managerPage: page,
  request,
}) => {
  const partner = await createPartner(request, ['Roscommon'], unique('Roscommon Frames'));
  const lead = await createLead(request, {
    county: 'Longford',
    email: `${unique('mgr')}@e2e.test`,
    property_address: '2 Main Street, Ballymahon',
  });
  await page.goto(`/manager/leads/${lead.id}`);
  const card = deliveryCard(page);
  await expect(card.getByText('Homeowner e-mail')).toBeVisible();
  await sendByHand(page, partner.name, 'Roscommon-only installer; this lead is in Longford', {
    axe: true,
  });
  await expect(card.getByRole('listitem').filter({ hasText: partner.name })).toContainText(
    'By hand',
  );
  // Once sent, that partner is listed as having it, and cannot be sent it again.
  await card.getByRole('button', { name: 'Send to another partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to another partner' });
  await expect(dialog.getByRole('button', { name: `Send to ${partner.name}` })).toHaveCount(0);
  await expect(dialog.getByRole('listitem').filter({ hasText: partner.name })).toContainText(
    'Already has this lead',
  );
});

test('staff find leads by county and by Eircode', async ({ adminPage: page, request }) => {
  const tag = unique('County').replace(/[^a-zA-Z0-9]/g, '');
  const inCounty = await createLead(request, {
    last_name: tag,
    county: 'Longford',
    eircode: 'N39 K2R4',
    property_address: '9 Bridge Street',
    email: `${tag.toLowerCase()}-1@e2e.test`,
  });
  const elsewhere = await createLead(request, {
    last_name: tag,
    county: 'Kilkenny',
    eircode: '',
    property_address: '3 Parade',
    email: `${tag.toLowerCase()}-2@e2e.test`,
  });
  await page.goto('/admin/leads');
  const search = page.getByPlaceholder('Search by name, email, mobile, or URL');
  const rows = page.getByRole('table', { name: 'Leads' }).locator('tbody tr:has(td:nth-child(2))');

  await search.fill('longford');
  await expect(page).toHaveURL(/search=longford/);
  await expect(page.getByRole('link', { name: `View lead ${inCounty.id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `View lead ${elsewhere.id}` })).toHaveCount(0);
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Longford');
  await expect(rows.filter({ hasText: tag })).toContainText('Longford');
  await expect(rows.filter({ hasText: tag })).toContainText('N39 K2R4');

  await search.fill('n39 k2r4');
  await expect(page).toHaveURL(/search=n39(\+|%20)k2r4/);
  await expect(page.getByRole('link', { name: `View lead ${inCounty.id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `View lead ${elsewhere.id}` })).toHaveCount(0);
});
