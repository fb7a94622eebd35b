import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signInWithStoredSession } from './fixtures';
import {
  chooseIcon,
  createPage,
  openEditor,
  openTab,
  saveEditor,
  uniqueSlug,
} from './admin-helpers';

test.beforeEach(async ({ page, request }) => {
  await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
});

test('every tab of the home editor opens and saves', async ({ page, request }) => {
  // A long flow of real round trips; the machine may be busy with other builds.
  test.slow();
  const slug = uniqueSlug('e2e-tabs');
  await createPage(request, 'index', { url: `/${slug}` });
  const path = `/admin/home-editor/edit/${slug}`;
  await openEditor(page, path);

  // Hero Section: a non-numeric stat count becomes 0.
  await openTab(page, 'Hero Section');
  await page.getByLabel('Badge text').fill('Kilkenny offer');
  await page.getByLabel('Stat count').fill('lots');
  await expect(page.getByLabel('Stat count')).toHaveValue('0');
  await page.getByLabel('Stat count').fill('1234');
  await page.getByLabel('Stat label').fill('homes in Kilkenny');
  await page.getByRole('button', { name: 'Add Bullet point' }).click();
  await page
    .getByRole('textbox', { name: 'Bullet point 4', exact: true })
    .fill('Local installers only');
  await page.getByRole('button', { name: 'Remove Bullet point 1' }).click();
  await saveEditor(page, 'Home content updated.');

  // Features: add one with a chosen icon, remove the first.
  await openTab(page, 'Features');
  await page.getByLabel('Features title').fill('Why Kilkenny homeowners choose us');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  const added = page.getByRole('group', { name: 'Feature 5' });
  await expect(added.getByRole('button', { name: 'Feature 5 icon: Star' })).toBeVisible();
  await chooseIcon(page, /^Feature 5 icon/, 'cam', 'Camera');
  await expect(added.getByRole('button', { name: 'Feature 5 icon: Camera' })).toBeVisible();
  await added.getByLabel('Title', { exact: true }).fill('Photo survey');
  await added.getByLabel('Description').fill('Send photos, get a firmer price.');
  await page.getByRole('button', { name: 'Remove Feature 1' }).click();
  await saveEditor(page, 'Home content updated.');

  // Quote Form: emptying a list brings back the defaults on save.
  await openTab(page, 'Quote Form');
  await page.getByLabel('Card title').fill('Your Kilkenny quote');
  await page.getByLabel('Submit button text').fill('Send my request');
  await page.getByLabel('Mobile placeholder').fill('086 000 0000');
  await page.getByLabel('Default property address').fill('Kilkenny');
  for (let left = 4; left > 0; left -= 1) {
    await page.getByRole('button', { name: 'Remove Glazing type 1' }).click();
  }
  await expect(page.getByRole('textbox', { name: /^Glazing type \d/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Property type' }).click();
  await page.getByRole('textbox', { name: 'Property type 7', exact: true }).fill('Cottage');
  await saveEditor(page, 'Home content updated.');
  await expect(page.getByRole('textbox', { name: /^Glazing type \d/ })).toHaveCount(4);
  await expect(page.getByRole('textbox', { name: 'Glazing type 1', exact: true })).toHaveValue(
    'Double Glazing',
  );

  // CTA Section.
  await openTab(page, 'CTA Section');
  await page.getByLabel('CTA title').fill('Ready, Kilkenny?');
  await page.getByLabel('Disclaimer').fill('Free for homeowners in Kilkenny.');
  await saveEditor(page, 'Home content updated.');

  // Everything is still there after a reload.
  await openEditor(page, path);
  await expect(page.getByLabel('Badge text')).toHaveValue('Kilkenny offer');
  await expect(page.getByLabel('Stat count')).toHaveValue('1234');
  await expect(page.getByRole('textbox', { name: 'Bullet point 3', exact: true })).toHaveValue(
    'Local installers only',
  );
  await expect(page.getByRole('textbox', { name: /^Bullet point \d/ })).toHaveCount(3);
  await openTab(page, 'Features');
  await expect(page.getByRole('group', { name: /^Feature \d$/ })).toHaveCount(4);
  const last = page.getByRole('group', { name: 'Feature 4' });
  await expect(last.getByRole('button', { name: 'Feature 4 icon: Camera' })).toBeVisible();
  await expect(last.getByLabel('Title', { exact: true })).toHaveValue('Photo survey');
  await openTab(page, 'Quote Form');
  await expect(page.getByLabel('Card title')).toHaveValue('Your Kilkenny quote');
  await expect(page.getByRole('textbox', { name: 'Property type 7', exact: true })).toHaveValue(
    'Cottage',
  );
  await expect(page.getByLabel('Default property address')).toHaveValue('Kilkenny');
  await openTab(page, 'CTA Section');
  await expect(page.getByLabel('CTA title')).toHaveValue('Ready, Kilkenny?');

  // Published, a visitor sees the edits of every tab.
  await page.getByRole('switch', { name: 'Publish page' }).click();
  await expect(page.getByText('Page is now live.')).toBeVisible();
  await page.goto(`/${slug}`);
  await expect(page.getByText('Kilkenny offer')).toBeVisible();
  await expect(page.getByText('Why Kilkenny homeowners choose us')).toBeVisible();
  await expect(page.getByText('Photo survey')).toBeVisible();
  await expect(page.getByText('Your Kilkenny quote')).toBeVisible();
  await expect(page.getByText('Ready, Kilkenny?')).toBeVisible();
});

test('every tab of the about editor opens and saves; reset brings the defaults back', async ({
  page,
  request,
}) => {
  // A long flow of real round trips; the machine may be busy with other builds.
  test.slow();
  const rest = uniqueSlug('tabs');
  await createPage(request, 'about', { url: `/about/${rest}` });
  const path = `/admin/about-editor/edit/about-${rest}`;
  await openEditor(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Edit About Page — /about/${rest}`,
  );

  await openTab(page, 'Hero');
  await page.getByLabel('Hero title').fill('About our Wexford team');
  await saveEditor(page, 'About content updated.');

  await openTab(page, 'Mission');
  await page.getByLabel('Mission title').fill('Fair prices in Wexford');
  await page.getByRole('button', { name: 'Add Statistic' }).click();
  const stat = page.getByRole('group', { name: 'Statistic 5' });
  await stat.getByLabel('Number').fill('99%');
  await stat.getByLabel('Label').fill('Happy homeowners');
  await saveEditor(page, 'About content updated.');

  await openTab(page, 'Values');
  await page.getByRole('button', { name: 'Add Value' }).click();
  const value = page.getByRole('group', { name: 'Value 4' });
  await expect(value.getByRole('button', { name: 'Value 4 icon: Star' })).toBeVisible();
  await chooseIcon(page, /^Value 4 icon/, 'glo', 'Globe');
  await value.getByLabel('Title', { exact: true }).fill('Local knowledge');
  await value.getByLabel('Description').fill('Installers who know the area.');
  await saveEditor(page, 'About content updated.');

  await openTab(page, 'Story');
  await page.getByRole('button', { name: 'Add Paragraph' }).click();
  await page
    .getByRole('textbox', { name: 'Paragraph 3', exact: true })
    .fill('We opened in Wexford in 2024.');
  await page.getByRole('button', { name: 'Add Commitment' }).click();
  await page
    .getByRole('textbox', { name: 'Commitment 4', exact: true })
    .fill('We answer within a day.');
  await saveEditor(page, 'About content updated.');

  await openTab(page, 'CTA');
  await page.getByLabel('CTA title').fill('Talk to us, Wexford');
  await page.getByLabel('Button text').fill('Start now');
  await saveEditor(page, 'About content updated.');

  await openEditor(page, path);
  await expect(page.getByLabel('Hero title')).toHaveValue('About our Wexford team');
  await openTab(page, 'Mission');
  await expect(page.getByRole('group', { name: 'Statistic 5' }).getByLabel('Number')).toHaveValue(
    '99%',
  );
  await openTab(page, 'Values');
  await expect(page.getByRole('button', { name: 'Value 4 icon: Globe' })).toBeVisible();
  await openTab(page, 'Story');
  await expect(page.getByRole('textbox', { name: 'Paragraph 3', exact: true })).toHaveValue(
    'We opened in Wexford in 2024.',
  );
  await expect(page.getByRole('textbox', { name: 'Commitment 4', exact: true })).toHaveValue(
    'We answer within a day.',
  );
  await openTab(page, 'CTA');
  await expect(page.getByLabel('CTA title')).toHaveValue('Talk to us, Wexford');

  // Reset Changes only drops unsaved edits: the saved page stays as it was.
  await expect(page.getByRole('button', { name: 'Reset Changes' })).toBeDisabled();
  await page.getByLabel('CTA title').fill('Not kept');
  await page.getByRole('button', { name: 'Reset Changes' }).click();
  await expect(page.getByLabel('CTA title')).toHaveValue('Talk to us, Wexford');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // Restoring the defaults is its own action, behind an alert dialog that says what it replaces.
  await page.getByRole('button', { name: 'Restore Defaults' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore the built-in defaults?' });
  await expect(confirm).toContainText('will be replaced by the built-in default content');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Restore Defaults' }).click();
  await expect(page.getByText('About content reset to defaults.')).toBeVisible();
  await openTab(page, 'Hero');
  await expect(page.getByLabel('Hero title')).toHaveValue('About WindowQuotes Ireland');
  await openEditor(page, path);
  await expect(page.getByLabel('Hero title')).toHaveValue('About WindowQuotes Ireland');
});

test('every tab of the how-it-works editor opens and saves', async ({ page, request }) => {
  // A long flow of real round trips; the machine may be busy with other builds.
  test.slow();
  const slug = uniqueSlug('e2e-hiw');
  await createPage(request, 'how-it-works', { url: `/${slug}/how-it-works` });
  const path = `/admin/how-it-works-editor/edit/${slug}`;
  await openEditor(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Edit How It Works Page — /${slug}/how-it-works`,
  );

  await openTab(page, 'Hero');
  await page.getByLabel('Hero subtitle').fill('From form to fitted windows in Mayo.');
  await saveEditor(page, 'How It Works content updated.');

  await openTab(page, 'Steps');
  await page.getByLabel('Steps title').fill('Four steps in Mayo');
  await page.getByRole('button', { name: 'Add Step' }).click();
  const step = page.getByRole('group', { name: 'Step 4' });
  await expect(step.getByLabel('Step label')).toHaveValue('4');
  await expect(step.getByRole('button', { name: 'Step 4 icon: Star' })).toBeVisible();
  await chooseIcon(page, /^Step 4 icon/, 'cal', 'Calendar');
  await step.getByLabel('Title', { exact: true }).fill('Book your fitting');
  await saveEditor(page, 'How It Works content updated.');

  await openTab(page, 'Benefits');
  await page.getByRole('button', { name: 'Add Benefit' }).click();
  const benefit = page.getByRole('group', { name: 'Benefit 5' });
  const colours = benefit.getByRole('radiogroup', { name: 'Benefit 5 colour' });
  await expect(colours.getByRole('radio')).toHaveCount(8);
  await expect(colours.getByRole('radio', { name: 'blue' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await colours.getByRole('radio', { name: 'purple' }).click();
  await benefit.getByLabel('Title', { exact: true }).fill('Mayo based');
  await saveEditor(page, 'How It Works content updated.');

  await openTab(page, 'CTA');
  await page.getByLabel('CTA subtitle').fill('Quotes for Mayo homes.');
  await saveEditor(page, 'How It Works content updated.');

  await openEditor(page, path);
  await expect(page.getByLabel('Hero subtitle')).toHaveValue(
    'From form to fitted windows in Mayo.',
  );
  await openTab(page, 'Steps');
  await expect(page.getByRole('button', { name: 'Step 4 icon: Calendar' })).toBeVisible();
  await openTab(page, 'Benefits');
  await expect(
    page
      .getByRole('radiogroup', { name: 'Benefit 5 colour' })
      .getByRole('radio', { name: 'purple' }),
  ).toHaveAttribute('aria-checked', 'true');
  await openTab(page, 'CTA');
  await expect(page.getByLabel('CTA subtitle')).toHaveValue('Quotes for Mayo homes.');
});

test('leaving with unsaved edits asks first', async ({ page }) => {
  const slug = uniqueSlug('e2e-guard');
  await openEditor(page, `/admin/home-editor/edit/${slug}`);
  await page.getByLabel('Title line 1').fill('Not saved yet');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Pages' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on page' }).click();
  await expect(page).toHaveURL(`/admin/home-editor/edit/${slug}`);
  await expect(page.getByLabel('Title line 1')).toHaveValue('Not saved yet');

  await page.getByRole('link', { name: 'Back to Pages' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL('/admin/home-editor');
});

test('publishing a page that was never saved creates it', async ({ page }) => {
  const slug = uniqueSlug('e2e-new');
  await openEditor(page, `/admin/home-editor/edit/${slug}`);
  await expect(page.getByRole('main').getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Publish page' }).click();
  await expect(page.getByText('Page is now live.')).toBeVisible();
  await page.goto('/admin/home-editor');
  const row = page.getByRole('row').filter({ hasText: `Slug: ${slug}` });
  await expect(row).toContainText('Published');
  await expect(row.getByRole('textbox')).toHaveValue(`/${slug}`);
});

test('a card with a blank title is refused, with the reason under the field', async ({ page }) => {
  const slug = uniqueSlug('e2e-blank');
  await openEditor(page, `/admin/home-editor/edit/${slug}`);
  await openTab(page, 'Features');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  const added = page.getByRole('group', { name: 'Feature 5' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Feature 5: Title is required')).toBeVisible();
  const title = added.getByLabel('Title', { exact: true });
  await expect(title).toHaveAccessibleDescription('Title is required');
  await expect(title).toHaveAttribute('aria-invalid', 'true');

  await title.fill('Photo survey');
  await expect(title).not.toHaveAttribute('aria-invalid');
  await saveEditor(page, 'Home content updated.');
});

// Honest figures (decision 0924): an about statistic bound to a live value, at both widths.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`an about statistic bound to a live value shows it on the page (${viewport.width}px)`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const shots = `/tmp/figures-shots`;
    const rest = uniqueSlug('figures');
    await createPage(request, 'about', { url: `/about/${rest}` });
    const path = `/admin/about-editor/edit/about-${rest}`;
    await openEditor(page, path);
    // SPEC's five tabs, then Search & sharing: the binding lives in the Mission tab.
    await expect(page.getByRole('tab')).toHaveText([
      'Hero',
      'Mission',
      'Values',
      'Story',
      'CTA',
      'Search & sharing',
    ]);
    await openTab(page, 'Mission');
    const stat = page.getByRole('group', { name: 'Statistic 1' });
    await expect(stat.getByLabel('Shown as')).toHaveValue('fixed');
    await stat.getByLabel('Shown as').selectOption({ label: 'Live: Active installers' });
    const template = stat.getByLabel('Text with the live value');
    await expect(template).toHaveValue('{value}');
    await template.fill('{value}+');
    const shown = await request.get('/api/live-figures');
    const installers = ((await shown.json()) as { active_installers: number }).active_installers;
    const expected = `${installers.toLocaleString('en-IE')}+`;
    await expect(stat.getByText(`Shown now: ${expected}`)).toBeVisible();
    // The other statistics stay fixed text.
    await expect(
      page.getByRole('group', { name: 'Statistic 2' }).getByLabel('Shown as'),
    ).toHaveValue('fixed');
    await stat.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/about-editor-mission-${viewport.width}.png` });
    await saveEditor(page, 'About content updated.');

    // Kept after a reload.
    await openEditor(page, path);
    await openTab(page, 'Mission');
    await expect(stat.getByLabel('Shown as')).toHaveValue('active_installers');
    await expect(stat.getByLabel('Text with the live value')).toHaveValue('{value}+');

    await page.getByRole('switch', { name: 'Publish page' }).click();
    await expect(page.getByText('Page is now live.')).toBeVisible();

    // The server's HTML has the value, before any script runs.
    const html = await (await request.get(`/about/${rest}`)).text();
    expect(html).toContain(`>${expected}</dd>`);
    expect(html).toContain('>40%</dd>');

    await page.goto(`/about/${rest}`);
    const mission = page.getByRole('region', { name: 'Our mission' });
    const figure = mission.getByRole('definition').first();
    await expect(figure).toHaveText(expected);
    await expect(mission.getByText('Verified companies')).toBeVisible();
    await expect(mission.getByText('40%')).toBeVisible();
    await mission.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/about-page-${viewport.width}.png` });
  });
}
