import { VALID_QUOTE as SAMPLE_QUOTE } from '../src/server/test/sample-quote';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The admin scripts/e2e-server.mjs bootstraps. */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

let counter = 0;
/** A value unique to this test run, for e-mails and names that must not collide. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    token: string;
    user: { id: number; email: string; name: string; role_id: number };
  };
}

export async function adminHeaders(request: APIRequestContext) {
  const { token } = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  return { Authorization: `Bearer ${token}` };
}

/** Create a staff account through the API; returns its credentials. */
export async function createStaff(
  request: APIRequestContext,
  roleId: 1 | 2 | 3,
  name = 'E2E Staff',
) {
  const email = `${unique('staff')}@e2e.test`;
  const password = 'staff-password-1';
  const response = await request.post('/api/auth/user', {
    headers: await adminHeaders(request),
    data: { name, email, password, role_id: roleId },
  });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as { id: number };
  return { id: user.id, email, password, name };
}

/** Sign in through the real login form. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/**
 * Store a session the way the app does (the `unauth` entry), skipping the form. It is written
 * before the page's next document runs its scripts, once per tab: a later sign-out stays
 * signed out.
 */
export async function signInWithStoredSession(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const session = await apiLogin(request, email, password);
  await page.addInitScript(
    (value) => {
      try {
        if (sessionStorage.getItem('e2e-session-stored')) return;
        sessionStorage.setItem('e2e-session-stored', '1');
        localStorage.setItem('unauth', value);
      } catch {
        // about:blank has no storage; the app's own pages do.
      }
    },
    JSON.stringify({ token: session.token, user: session.user }),
  );
  return session;
}

/** The API tests' sample quote; county widened so specs can pick other counties. */
export const VALID_QUOTE: Omit<typeof SAMPLE_QUOTE, 'county'> & { county: string } = SAMPLE_QUOTE;

const EIRCODE_CHARS = '0123456789ACDEFHKNPRTVWXY';

/**
 * A mobile and a Galway Eircode no other lead of the run has, so leads made for different
 * tests are not possible duplicates of each other (decision 0831).
 */
export function anotherHomeowner() {
  let seed = Number.parseInt(unique('h').replace(/\D/g, '').slice(-9), 10) || counter;
  const digits = String(seed % 10_000_000).padStart(7, '0');
  let code = '';
  for (let k = 0; k < 4; k += 1) {
    code += EIRCODE_CHARS[seed % EIRCODE_CHARS.length];
    seed = Math.floor(seed / EIRCODE_CHARS.length);
  }
  return { mobile_number: `089 ${digits.slice(0, 3)} ${digits.slice(3)}`, eircode: `H91 ${code}` };
}

/** Store a lead through the public API: another homeowner's unless the overrides say. */
export async function createLead(
  request: APIRequestContext,
  overrides: Partial<typeof VALID_QUOTE> = {},
) {
  const response = await request.post('/api/quote', {
    data: { ...VALID_QUOTE, ...anotherHomeowner(), ...overrides },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number } & typeof VALID_QUOTE;
}

/** A staff account made for one test. */
/**
 * Pick an option of a select and wait until the select shows it. A pick the opening list
 * swallowed (seen on a busy machine: the list stays open or closes unchanged) is made again.
 */
export async function chooseOption(page: Page, select: string, option: string) {
  const combobox = page.getByRole('combobox', { name: select });
  await expect(async () => {
    if ((await page.getByRole('listbox').count()) === 0) await combobox.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(combobox).toHaveText(option, { timeout: 1_000 });
  }).toPass();
}

export type Staff = Awaited<ReturnType<typeof createStaff>>;

/**
 * Signed-in pages for back-office specs. `adminPage` is the bootstrap admin and `managerPage` a
 * manager made for the test (`manager` holds its account); each starts on its panel's
 * dashboard. The session is stored the way the app stores it, skipping the login form, which
 * backoffice-auth.spec.ts tests on its own.
 */
export const test = base.extend<{ adminPage: Page; manager: Staff; managerPage: Page }>({
  adminPage: async ({ page, request }, use) => {
    await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await use(page);
  },
  manager: async ({ request }, use) => {
    await use(await createStaff(request, 2, 'Maeve Manager'));
  },
  managerPage: async ({ page, request, manager }, use) => {
    await signInWithStoredSession(page, request, manager.email, manager.password);
    await page.goto('/manager');
    await expect(page).toHaveURL(/\/manager$/);
    await use(page);
  },
});
export { expect };
