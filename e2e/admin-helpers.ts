import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders } from './fixtures';

export type Kind = 'index' | 'about' | 'how-it-works';

/** A lower-case slug unique to this run (public slugs allow letters, digits and dashes). */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Create a content page straight through the API. */
export async function createPage(
  request: APIRequestContext,
  kind: Kind,
  body: { url: string; sublink?: string; content?: unknown; is_published?: boolean },
) {
  const response = await request.post(`/api/content/${kind}`, {
    headers: await adminHeaders(request),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; url: string; sublink: string };
}

/** Open an editor and wait until its content has loaded. */
export async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Edit ');
  await expect(page.getByText('Loading content…')).toBeHidden();
}

/** Save and wait until the editor holds no unsaved edits any more. */
export async function saveEditor(page: Page, toastText: string) {
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(toastText).first()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
}

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Choose an icon through the picker's search. */
export async function chooseIcon(page: Page, pickerLabel: RegExp, search: string, icon: string) {
  await page.getByRole('button', { name: pickerLabel }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an icon' });
  await dialog.getByLabel('Search icons').fill(search);
  await dialog.getByRole('button', { name: icon, exact: true }).click();
  await expect(dialog).toBeHidden();
}
