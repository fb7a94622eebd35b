import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, signInWithStoredSession, unique } from './fixtures';
import { createPage, uniqueSlug } from './admin-helpers';
import { createPartner } from './partners-helpers';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/**
 * Fully inside the window without scrolling the page sideways, and not cut off by a box that
 * scrolls sideways around it (a table wider than its frame).
 */
async function expectInViewport(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport!.width,
  );
  const clipped = await target.evaluate((element) => {
    const own = element.getBoundingClientRect();
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const frame = box.getBoundingClientRect();
      if (own.left < frame.left - 0.5 || own.right > frame.right + 0.5) return true;
    }
    return false;
  });
  expect(clipped, 'cut off by a box that scrolls sideways').toBe(false);
}

/** The first row of a list: a table row on wide screens, a card on phones. */
function firstItem(page: Page, label: string, wide: boolean) {
  return wide
    ? page.getByRole('table', { name: label }).locator('tbody tr').first()
    : page.getByRole('list', { name: label }).getByRole('listitem').first();
}

for (const size of SIZES) {
  const wide = size.width >= 768;

  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test.beforeEach(async ({ page, request }) => {
      await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
    });

    test('users: the first row shows its actions, and your own row has no Delete', async ({
      page,
    }) => {
      await page.goto('/admin/users');
      const first = firstItem(page, 'Users', wide);
      await expectInViewport(page, first.getByRole('button', { name: /^Actions for / }));

      const own = wide
        ? page.getByRole('row').filter({ hasText: E2E_ADMIN.email })
        : page.getByRole('listitem').filter({ hasText: E2E_ADMIN.email });
      const menu = own.getByRole('button', { name: /^Actions for / });
      await menu.scrollIntoViewIfNeeded();
      await menu.click();
      await expect(page.getByRole('menuitem', { name: 'Edit User' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Delete User' })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.getByLabel('Search users').fill(unique('nobody'));
      await expectInViewport(page, page.getByText('No users match your filters.'));
    });

    test('partners: Edit, Resume and Delete of a long-named partner are in view', async ({
      page,
      request,
    }) => {
      const tag = unique('lists');
      const name = `Long Named Window Company ${tag} of Carrick-on-Shannon Ltd`;
      await createPartner(
        request,
        ['Leitrim', 'Roscommon', 'Longford', 'Sligo', 'Mayo', 'Galway'],
        name,
        {
          contact_name: 'Róisín Ní Dhomhnaill',
          email: `orders-${tag}@long-named-window-company-of-carrick.ie`,
          mobile: '087 111 2222',
          // Paused, so the leads other tests submit meanwhile never go to it.
          is_active: false,
        },
      );
      await page.goto('/admin/partners');
      const item = wide
        ? // The partners table's row (the performance table lists the name too).
          page
            .getByRole('row')
            .filter({ hasText: tag })
            .filter({ has: page.getByRole('button', { name: 'Edit' }) })
        : page
            .getByRole('list', { name: 'Partners' })
            .getByRole('listitem')
            .filter({ hasText: tag });
      await item.scrollIntoViewIfNeeded();
      for (const action of ['Edit', 'Resume', 'Delete']) {
        await expectInViewport(page, item.getByRole('button', { name: action, exact: true }));
      }
      // A long name is cut or wrapped, with the whole of it on hover.
      await expect(item.getByTitle(name)).toBeAttached();
    });

    test('a page list: Edit, Publish and Delete of the first row are in view', async ({
      page,
      request,
    }) => {
      await createPage(request, 'about', { url: `/about-${uniqueSlug('lists')}` });
      await page.goto('/admin/about-editor');
      await expect(page.getByText('Loading pages…')).toBeHidden();
      const first = firstItem(page, 'About Page Management', wide);
      await expectInViewport(page, first.getByRole('link', { name: 'Edit' }));
      await expectInViewport(page, first.getByRole('button', { name: /^(Publish|Unpublish)$/ }));
      await expectInViewport(page, first.getByRole('button', { name: 'Delete' }));
      await expectInViewport(page, first.getByRole('textbox', { name: /^URL of page / }));
    });
  });
}
