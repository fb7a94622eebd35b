import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import type { DashboardSummary } from '../src/shared/dashboard';
import {
  adminHeaders,
  createLead,
  createStaff,
  E2E_ADMIN,
  signInThroughForm,
  unique,
} from './fixtures';

/** Sign in through the form and wait for the panel the role lands on. */
export async function signInAs(page: Page, email: string, password: string, landing: RegExp) {
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(landing);
}

export async function signInAsAdmin(page: Page) {
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
}

export async function signInAsNewManager(page: Page, request: APIRequestContext) {
  const manager = await createStaff(request, 2, 'Maeve Manager');
  await signInAs(page, manager.email, manager.password, /\/manager$/);
  return manager;
}

/**
 * Reload the panel's dashboard (after seeding) and keep the answer the reloaded page received:
 * one that came to the page before the reload (its first load's, still arriving) has no body
 * once the page has gone, so only answers after the new document are taken.
 */
export async function reloadDashboard(page: Page) {
  let reloaded = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  };
  page.on('framenavigated', onNavigated);
  try {
    const answer = page.waitForResponse(
      (response) => reloaded && response.url().endsWith('/api/dashboard'),
    );
    await page.reload();
    return (await (await answer).json()) as DashboardSummary;
  } finally {
    page.off('framenavigated', onNavigated);
  }
}

/** Leads that share one search tag (in the last name), so a test can find only its own. */
export async function seedLeads(request: APIRequestContext, count: number, prefix = 'Tag') {
  const tag = unique(prefix).replace(/[^a-zA-Z0-9]/g, '');
  const leads = [];
  for (let index = 0; index < count; index += 1) {
    leads.push(
      await createLead(request, {
        first_name: `Lead${index + 1}`,
        last_name: tag,
        email: `${tag.toLowerCase()}-${index + 1}@e2e.test`,
      }),
    );
  }
  return { tag, leads };
}

export async function setLeadStatus(request: APIRequestContext, id: number, status: string) {
  const response = await request.patch(`/api/quote/${id}`, {
    headers: await adminHeaders(request),
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The table's body rows (the empty-state row has a single cell). */
export function leadRows(page: Page) {
  return page.getByRole('table', { name: 'Leads' }).locator('tbody tr:has(td:nth-child(2))');
}

export async function searchLeads(page: Page, text: string) {
  await page.getByPlaceholder('Search by name, email, mobile, or URL').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
}
