import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, chooseOption, E2E_ADMIN, signInWithStoredSession, unique } from './fixtures';

async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
}

function statValue(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
}

/**
 * The cards count what the server holds. Other specs add staff at the same time, so the
 * expected figures are the server's own, read once the list on screen has been refetched.
 */
async function expectCountsOfServer(page: Page, request: APIRequestContext) {
  const response = await request.get('/api/auth/user', { headers: await adminHeaders(request) });
  expect(response.status(), await response.text()).toBe(200);
  const users = (await response.json()) as { role_id: number }[];
  await expect(statValue(page, 'Total Users')).toHaveText(String(users.length));
  await expect(statValue(page, 'Managers')).toHaveText(
    String(users.filter((user) => user.role_id === 2).length),
  );
}

test('an admin adds, edits, deactivates and deletes a user', async ({ page, request }) => {
  // A long flow of real round trips; the machine may be busy with other builds.
  test.slow();
  await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('cell', { name: E2E_ADMIN.email })).toBeVisible();

  // Required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'Add User' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add User' });
  await addDialog.getByLabel('Name').fill('Nobody');
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('Please fill in required fields')).toBeVisible();
  await expect(addDialog).toBeVisible();

  const name = `Niamh ${unique('e2e')}`;
  const email = `${unique('niamh')}@e2e.test`;
  const password = 'niamh-password-1';
  await expect(addDialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await addDialog.getByLabel('Name').fill(name);
  await addDialog.getByLabel('Email').fill(email);
  await addDialog.getByLabel('Password').fill(password);
  await addDialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await addDialog.getByLabel('Phone').fill('087 555 0101');
  await addDialog.getByLabel('Department').fill('Sales Galway');
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Manager');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Sales Galway');
  await expect(row).toContainText('Never');
  await expectCountsOfServer(page, request);

  // The new account works.
  const firstLogin = await request.post('/api/auth/login', { data: { email, password } });
  expect(firstLogin.status()).toBe(200);

  // The same e-mail again is refused with the server's reason.
  await page.getByRole('button', { name: 'Add User' }).click();
  await addDialog.getByLabel('Name').fill('Twin');
  await addDialog.getByLabel('Email').fill(email.toUpperCase());
  await addDialog.getByLabel('Password').fill('another-password-1');
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('Failed to add user')).toBeVisible();
  // The reason shows in the toast and under the field it concerns.
  await expect(addDialog.getByLabel('Email')).toHaveAccessibleDescription(
    'A user with this email already exists',
  );
  await expect(addDialog.getByText('A user with this email already exists')).toBeVisible();
  await addDialog.getByLabel('Email').fill(`twin-${email}`);
  await addDialog.getByLabel('Password').fill('short');
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(addDialog.getByLabel('Password')).toHaveAccessibleDescription(
    'Password must be at least 8 characters',
  );
  await expect(addDialog.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  await addDialog.getByRole('button', { name: 'Cancel' }).click();

  // Search and filters.
  await page.getByLabel('Search users').fill('sales galway');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();
  await page.getByLabel('Search users').fill('');
  await chooseOption(page, 'Filter by status', 'Pending');
  await expect(page.getByText('No users match your filters.')).toBeVisible();
  await chooseOption(page, 'Filter by status', 'All Status');
  await chooseOption(page, 'Filter by role', 'Admin');
  await expect(row).toBeHidden();
  await chooseOption(page, 'Filter by role', 'All Roles');
  await expect(row).toBeVisible();

  // Edit.
  const renamed = `${name} Renamed`;
  await openRowMenu(page, name);
  await page.getByRole('menuitem', { name: 'Edit User' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editDialog.getByLabel('Email')).toHaveValue(email);
  await editDialog.getByLabel('Name').fill(renamed);
  await editDialog.getByLabel('Department').fill('Sales Cork');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(row).toContainText(renamed);
  await expect(row).toContainText('Sales Cork');
  await expect(row).toContainText('Today');

  // Deactivate: the account can no longer sign in.
  await openRowMenu(page, renamed);
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated')).toBeVisible();
  await expect(row).toContainText('Inactive');
  const refused = await request.post('/api/auth/login', { data: { email, password } });
  expect(refused.status()).toBe(401);

  // The change survives a reload (it is the server's state, not the cached list).
  await page.reload();
  await expect(row).toContainText('Inactive');

  // Delete, after confirming.
  await openRowMenu(page, renamed);
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await openRowMenu(page, renamed);
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(row).toBeHidden();
  await expectCountsOfServer(page, request);
});

test('an admin is offered neither Deactivate nor Delete on their own row', async ({
  page,
  request,
}) => {
  await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/users');
  const row = page.getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await expect(row).toContainText('Active');
  const name = (await row.locator('td').first().locator('div').first().innerText()).trim();
  await openRowMenu(page, name);
  await expect(page.getByRole('menuitem', { name: 'Edit User' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete User' })).toHaveCount(0);
});
