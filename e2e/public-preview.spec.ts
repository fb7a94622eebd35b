import { createPage, openEditor, uniqueSlug } from './admin-helpers';
import { expect, test } from './fixtures';

const DEFAULT_HOME_TITLE = 'Replace your windows for';
const DRAFT_TITLE = 'Draft headline for the preview';
const BANNER = 'Preview of the draft: visitors see the published page';

test('staff preview a draft at its public address; a visitor there sees the default page', async ({
  adminPage: page,
  request,
  browser,
}) => {
  const slug = uniqueSlug('e2e-preview');
  await createPage(request, 'index', {
    url: `/${slug}`,
    content: { hero: { titleLine1: DRAFT_TITLE } },
    is_published: false,
  });

  await openEditor(page, `/admin/home-editor/edit/${slug}`);
  const link = page.getByRole('link', { name: `Preview /${slug}` });
  await expect(link).toHaveAttribute('href', `/${slug}?preview`);
  const [preview] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(DRAFT_TITLE);
  await expect(preview.getByRole('status')).toHaveText(BANNER);
  // The previewed page works as the real one does: its quote form answers in the page.
  await preview.locator('#quote-form').getByRole('button', { name: 'Get My Free Quotes' }).click();
  await expect(preview.locator('#quote-form').getByText('First Name is required')).toBeVisible();

  // The same address in a browser with no staff session: the published page (here the defaults).
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  const response = await visitorPage.goto(`/${slug}?preview`);
  expect(await response!.text()).not.toContain(DRAFT_TITLE);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toContainText(DEFAULT_HOME_TITLE);
  await visitorPage.waitForLoadState('networkidle');
  await expect(visitorPage.getByText(DRAFT_TITLE)).toHaveCount(0);
  await expect(visitorPage.getByText(BANNER)).toHaveCount(0);
  await visitor.close();
});
