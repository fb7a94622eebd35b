import { expect, test } from '@playwright/test';
import { createStaff, E2E_ADMIN, signInThroughForm } from './fixtures';
import { signInAsAdmin, signInAsNewManager } from './backoffice-helpers';

test.describe('sign-in and guards', () => {
  test('an anonymous visitor is sent to /login and back to the page after signing in', async ({
    page,
  }) => {
    await page.goto('/admin/leads?status=new');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?status=new$/);
    await expect(page.getByRole('heading', { name: 'Lead Management' })).toBeVisible();
  });

  test('the manager routes are guarded too', async ({ page }) => {
    await page.goto('/manager');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login asks for both fields and reports a wrong password', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: /Back to/ })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }),
    ).toBeVisible();

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
    // The toast says it too.
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('unauth'))).toBeNull();
  });

  test('a successful sign-in says so, stores the session and opens the admin panel', async ({
    page,
  }) => {
    await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByText('Signed in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Admin Panel', { exact: true }).first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('unauth') ?? 'null'));
    expect(stored.token).toEqual(expect.any(String));
    expect(stored.user).toMatchObject({ email: E2E_ADMIN.email, role_id: 1 });

    // Signed in, /login goes straight to the panel; /manager is not for admins.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/manager/leads');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a manager sees only the manager panel and cannot open /admin', async ({
    page,
    request,
  }) => {
    await signInAsNewManager(page, request);
    const nav = page.getByRole('navigation', { name: 'Manager Panel navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'My Leads']);
    await expect(page.getByText('Manager', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'User Management' })).toHaveCount(0);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/leads/1');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a plain user signs in to the public site, not a panel', async ({ page, request }) => {
    const user = await createStaff(request, 3, 'Una User');
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/manager');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Logout tells the server, says so and goes to /login', async ({ page, request }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Lead Management' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('unauth')!).token as string,
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('unauth'))).toBeNull();
    // The token is revoked on the server.
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    // The next person to sign in starts on their dashboard, not the page left behind.
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a token revoked elsewhere sends the browser to /login on the next call', async ({
    page,
    request,
  }) => {
    // The calls the panel makes as it opens must be answered before the token is revoked: one
    // answered 401 after the logout below would send the browser to /login before the click,
    // and the click would wait for ever. (A load state cannot tell: 'networkidle' is reached
    // once on /login, before the panel opens without loading a document.)
    const panelCalls = Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/auth/me')),
      page.waitForResponse((response) => response.url().endsWith('/api/dashboard')),
    ]);
    await signInAsAdmin(page);
    await panelCalls;
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('unauth')!).token as string,
    );
    const logout = await request.post('/api/auth/logout', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(logout.status()).toBe(200);
    await page.getByRole('link', { name: 'Lead Management' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // /login is a new document (the 401 handler assigns the address): a read that lands while
    // the old page's context is being replaced fails, and is read again from the new one.
    const stored = () =>
      page.evaluate(() => localStorage.getItem('unauth')).catch(() => 'page still loading');
    await expect.poll(stored).toBeNull();
  });
});
