import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { adminHeaders, createLead, expect, unique, type VALID_QUOTE } from './fixtures';
import { createPartner } from './partners-helpers';

/** The invitation link of an e-mail address, read from the suite's own outbox. */
export function invitationPath(email: string): string {
  const db = new Database(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/windowquotes.db`);
  try {
    const row = db
      .prepare("select body from outbox where kind = 'installer_invitation' and recipient = ?")
      .get(email) as { body: string };
    return /\/partner\/invite\/[\w-]+/.exec(row.body)![0];
  } finally {
    db.close();
  }
}

type LeadOverrides = Partial<typeof VALID_QUOTE>;

/**
 * A Galway partner with leads sent to it by hand (by default two, "Portal lead older" and
 * "Portal lead newer") and an invited installer; returns the invitation link.
 */
export async function partnerWithLeads(
  request: APIRequestContext,
  leadsToSend: LeadOverrides[] = [
    { last_name: 'Ní Bhriain', additional_info: 'Portal lead older' },
    { last_name: 'MacCarthaigh', additional_info: 'Portal lead newer' },
  ],
) {
  const headers = await adminHeaders(request);
  const partner = await createPartner(request, ['Galway']);
  const leads = [];
  for (const overrides of leadsToSend) {
    const lead = await createLead(request, overrides);
    const sent = await request.post(`/api/quote/${lead.id}/partners`, {
      headers,
      data: { partner_id: partner.id, confirm: true },
    });
    // A Galway lead may already have gone to the partner by the county's rotation.
    expect([201, 409], await sent.text()).toContain(sent.status());
    leads.push(lead);
  }
  const email = `${unique('fitter')}@e2e.test`;
  const invited = await request.post(`/api/partners/${partner.id}/invitations`, {
    headers,
    data: { name: 'Pádraig Fitter', email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return { partner, leads, link: invitationPath(email) };
}

/** Open an invitation link, set the password and land on the portal. */
export async function joinThroughInvitation(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByText(/you are joining/)).toBeVisible();
  await page.getByLabel('Password').fill('fitter-password-1');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { name: 'Your leads' })).toBeVisible();
}

/** The portal's card of a lead, found by its message. */
export const portalCard = (page: Page, text: string) =>
  page.locator('main [aria-labelledby^="lead-"]').filter({ hasText: text });

export async function expectNoSeriousViolations(page: Page) {
  // A toast fading out is mid-transition: checked once the toasts have gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
}
