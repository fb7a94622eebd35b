import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, E2E_ADMIN, signInWithStoredSession } from './fixtures';
import { createPage, openEditor, uniqueSlug } from './admin-helpers';

test.beforeEach(async ({ page, request }) => {
  await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
});

const urlInputs = (page: Page) => page.getByRole('textbox', { name: /^URL of page / });

/** Press Duplicate and return the row of the page it made. */
async function duplicate(page: Page, prefix: RegExp) {
  await expect(page.getByRole('button', { name: 'Duplicate' })).toBeVisible();
  await expect(page.getByText('Loading pages…')).toBeHidden();
  const before = await urlInputs(page).evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Duplicated').first()).toBeVisible();
  // Other tests add pages at the same time, so look for the new url of this shape.
  let url = '';
  await expect
    .poll(async () => {
      const after = await urlInputs(page).evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).value),
      );
      url = after.find((value) => prefix.test(value) && !before.includes(value)) ?? '';
      return url;
    })
    .toMatch(prefix);
  // The page's id marks its row, whatever its URL becomes.
  const testId = await page
    .getByRole('row')
    .filter({ has: page.getByRole('textbox', { name: `URL of page ${url}` }) })
    .locator('[data-testid^="page-row-"]')
    .getAttribute('data-testid');
  const row = page.getByRole('row').filter({ has: page.getByTestId(testId ?? 'missing') });
  await expect(row).toContainText('Draft');
  return { row, url };
}

test('duplicate a home page, move it, edit its hero, publish it, then unpublish it', async ({
  page,
}) => {
  // A long flow of real round trips; the machine may be busy with other builds.
  test.slow();
  await page.goto('/admin/home-editor');
  await expect(page.getByRole('heading', { name: 'Home Page Management' })).toBeVisible();
  const { row } = await duplicate(page, /^\/homepage-[a-z0-9]{6}$/);
  await expect(row).toContainText('Replace your windows for up to 40% less');

  // The URL is trimmed and normalised before it is sent.
  const slug = uniqueSlug('e2e-home');
  const input = row.getByRole('textbox');
  await input.fill(`  ${slug}//  `);
  await input.press('Enter');
  await expect(page.getByText('URL updated')).toBeVisible();
  await expect(input).toHaveValue(`/${slug}`);
  await expect(row).toContainText(`Slug: ${slug}`);

  // A URL of another page kind is refused and the old one comes back.
  await input.fill('/about/not-a-home-page');
  await input.press('Enter');
  await expect(page.getByText('Could not update URL.')).toBeVisible();
  await expect(input).toHaveValue(`/${slug}`);

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/admin/home-editor/edit/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit Home Page — /${slug}`);
  await expect(page.getByText('Loading content…')).toBeHidden();
  await expect(page.getByRole('main').getByText('Draft', { exact: true })).toBeVisible();

  const title = `My unique hero title ${slug}`;
  await page.getByLabel('Title line 1').fill(title);
  await page.getByLabel('Title emphasis').fill('in Kilkenny');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Home content updated.')).toBeVisible();

  // Saved but still a draft: visitors see the defaults.
  await page.goto(`/${slug}`);
  await expect(page.getByText('Replace your windows for')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  await openEditor(page, `/admin/home-editor/edit/${slug}`);
  await expect(page.getByLabel('Title line 1')).toHaveValue(title);
  const toggle = page.getByRole('switch', { name: 'Publish page' });
  await toggle.click();
  await expect(page.getByText('Page is now live.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('main').getByText('Published', { exact: true })).toBeVisible();

  await page.goto(`/${slug}`);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('in Kilkenny')).toBeVisible();

  // Unpublish from the list: the page shows the defaults again.
  await page.goto('/admin/home-editor');
  const listed = page.getByRole('row').filter({ hasText: title });
  await expect(listed).toContainText('Published');
  await listed.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Page is now a draft.')).toBeVisible();
  await expect(listed).toContainText('Draft');

  await page.goto(`/${slug}`);
  await expect(page.getByText('Replace your windows for')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // Publish again from the list, then delete it: the defaults come back for good.
  await page.goto('/admin/home-editor');
  await listed.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Page is now live.')).toBeVisible();
  const view = listed.getByRole('link', { name: 'View' });
  await expect(view).toHaveAttribute('href', `/${slug}`);
  await expect(view).toHaveAttribute('target', '_blank');
  await listed.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete page' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(listed).toHaveCount(0);
  await page.goto(`/${slug}`);
  await expect(page.getByText('Replace your windows for')).toBeVisible();
});

test('duplicate and publish an about page, seen at both of its addresses', async ({ page }) => {
  await page.goto('/admin/about-editor');
  await expect(page.getByRole('heading', { name: 'About Page Management' })).toBeVisible();
  const { row, url } = await duplicate(page, /^\/about-[a-z0-9]{6}$/);
  const rest = url.slice('/about-'.length);
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/admin/about-editor/edit/about-${rest}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Edit About Page — /about/${rest}`,
  );
  await expect(page.getByText('Loading content…')).toBeHidden();
  const title = `About us in Sligo ${rest}`;
  await page.getByLabel('Hero title').fill(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('About content updated.')).toBeVisible();
  await page.getByRole('switch', { name: 'Publish page' }).click();
  await expect(page.getByText('Page is now live.')).toBeVisible();

  await page.goto(`/about/${rest}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('duplicate and publish a how-it-works page', async ({ page }) => {
  await page.goto('/admin/how-it-works-editor');
  await expect(page.getByRole('heading', { name: 'How It Works Management' })).toBeVisible();
  const { row, url } = await duplicate(page, /^\/how-it-works\/hiw-[a-z0-9]{6}$/);
  const sublink = url.slice('/how-it-works/'.length);
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/admin/how-it-works-editor/edit/${sublink}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Edit How It Works Page — ${url}`,
  );
  await expect(page.getByText('Loading content…')).toBeHidden();
  const title = `Three easy steps ${sublink}`;
  await page.getByLabel('Hero title').fill(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('How It Works content updated.')).toBeVisible();
  await page.getByRole('switch', { name: 'Publish page' }).click();
  await expect(page.getByText('Page is now live.')).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the base page can be created from the list and shows as root', async ({ page }) => {
  await page.goto('/admin/how-it-works-editor');
  await expect(page.getByRole('button', { name: 'Duplicate' })).toBeVisible();
  await expect(page.getByText('Loading pages…')).toBeHidden();
  // Nothing else in this suite makes the base how-it-works page, so it is offered here.
  const create = page.getByRole('button', { name: 'Create /how-it-works' });
  await create.click();
  await expect(page.getByText('/how-it-works is ready to edit.')).toBeVisible();
  await expect(create).toBeHidden();
  const base = page.getByRole('row').filter({ hasText: 'Slug: root' });
  await expect(base.getByRole('textbox')).toHaveValue('/how-it-works');
  await base.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL('/admin/how-it-works-editor/edit/root');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Edit How It Works Page — /how-it-works',
  );
});

test('an unknown editor slug is refused politely', async ({ page }) => {
  await page.goto('/admin/about-editor/edit/not%20a%20slug');
  await expect(page.getByText('This page address is not valid')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Pages' }).click();
  await expect(page).toHaveURL('/admin/about-editor');
});

test('a publish or unpublish from the list that the server refuses says so', async ({
  page,
  request,
}) => {
  const slug = uniqueSlug('e2e-gone');
  const created = await createPage(request, 'index', { url: `/${slug}` });
  await page.goto('/admin/home-editor');
  await expect(page.getByText('Loading pages…')).toBeHidden();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('textbox', { name: `URL of page /${slug}` }) });
  await expect(row).toContainText('Draft');

  // Someone else deletes the page while this list still shows it.
  const gone = await request.delete(`/api/content/index/${created.id}`, {
    headers: await adminHeaders(request),
  });
  expect(gone.status()).toBe(200);

  await row.getByRole('button', { name: 'Publish', exact: true }).click();
  const failure = page.getByText('Server error updating publish state.');
  await expect(failure).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Page is now live.')).toHaveCount(0);
});
