import { expect, test } from './fixtures';

test.describe('panel layout', () => {
  test('Ctrl+b and Cmd+b collapse the sidebar to icons, remembered in a 7-day cookie', async ({
    adminPage: page,
    context,
  }) => {
    const sidebar = page.getByRole('complementary', { name: 'Admin Panel' });
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
    const cookie = (await context.cookies()).find((item) => item.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Collapsed links keep their names and show them as tooltips.
    const leadsLink = sidebar.getByRole('link', { name: 'Lead Management' });
    await leadsLink.hover();
    await expect(page.getByRole('tooltip', { name: 'Lead Management' })).toBeVisible();

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Meta+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect((await context.cookies()).find((item) => item.name === 'sidebar_state')?.value).toBe(
      'true',
    );

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  });

  test('the admin sidebar lists every admin page and marks the open one', async ({
    adminPage: page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Admin Panel navigation' });
    for (const [label, path] of [
      ['Dashboard', '/admin'],
      ['Lead Management', '/admin/leads'],
      ['User Management', '/admin/users'],
      ['Home Page Management', '/admin/home-editor'],
      ['About Page Management', '/admin/about-editor'],
      ['How It Works Management', '/admin/how-it-works-editor'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', path);
    }
    await nav.getByRole('link', { name: 'Lead Management' }).click();
    await expect(nav.getByRole('link', { name: 'Lead Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test.describe('below 768 px', () => {
    test.use({ viewport: { width: 375, height: 780 } });

    test('a menu button opens the sidebar as a drawer', async ({ adminPage: page }) => {
      await expect(page.getByRole('complementary', { name: 'Admin Panel' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Admin Panel' });
      await expect(drawer).toBeVisible();
      expect((await drawer.boundingBox())?.width).toBe(288);
      await drawer.getByRole('link', { name: 'Lead Management' }).click();
      await expect(page).toHaveURL(/\/admin\/leads$/);
      await expect(drawer).toBeHidden();

      await page.keyboard.press('Control+b');
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
  });
});
