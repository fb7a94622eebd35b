import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { REQUEST_NOT_FOUND } from '../src/shared/homeowner-request-text';
import {
  anotherHomeowner,
  E2E_ADMIN,
  signInWithStoredSession,
  unique,
  VALID_QUOTE,
} from './fixtures';
import { createPartner, fillQuoteForm } from './partners-helpers';

/**
 * The homeowner's own page (issue 28, decision 0921): submit, the thank-you page's reference
 * and link, the page naming the installers, "I've hired someone", and the back office seeing it.
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`submit, follow the request and say who was hired at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const chosen = await createPartner(request, ['Westmeath'], unique('Lakeside Windows'), {
      years_trading: 14,
      insured_until: '2027-09-30',
      seai_registered: true,
    });
    const other = await createPartner(request, ['Westmeath'], unique('Athlone Glazing'));

    // Only our own server is asked for anything on the request page.
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith('http://127.0.0.1')) foreign.push(req.url());
    });

    await page.goto('/');
    const form = await fillQuoteForm(page, {
      email: `${unique('follow')}@e2e.test`,
      county: 'Westmeath',
    });
    await form.getByRole('button', { name: 'Get My Free Quotes' }).click();
    await expect(page).toHaveURL('/thank-you');
    // SPEC's text stays; the reference and link are added beside it.
    await expect(page.getByText('3-5 quotes within 2 hours')).toBeVisible();
    const note = page.getByTestId('sent-request');
    await expect(note).toContainText(/Your reference: \d+/);
    const reference = (await note.locator('.font-mono').textContent())!.trim();
    const link = note.getByRole('link', { name: 'Open your request page' });
    await expect(link).toHaveAttribute('href', /^\/request\/[a-z2-7]{32}$/);

    await link.click();
    await expect(page).toHaveURL(/\/request\/[a-z2-7]{32}$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('request-reference')).toHaveText(reference);
    const installers = page.getByTestId('request-installers');
    await expect(installers.getByRole('heading', { name: chosen.name })).toBeVisible();
    await expect(installers.getByRole('heading', { name: other.name })).toBeVisible();
    await expect(installers).toContainText('14 years trading');
    await expect(installers).toContainText('SEAI-registered contractor');
    await expect(page.getByText(`Passed to ${chosen.name}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: "I've hired someone" }).click();
    await page.getByRole('radio', { name: chosen.name }).check();
    await page.getByRole('button', { name: 'Tell the installers' }).click();
    await expect(page.getByTestId('request-choices-made')).toContainText(
      `I've hired someone: ${chosen.name}`,
    );
    await expect(page.getByRole('button', { name: "I've hired someone (done)" })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    expect(foreign).toEqual([]);

    // The back office shows it on the lead.
    await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/admin/leads/${reference}`);
    const card = page.getByTestId('lead-request-link');
    await expect(card).toContainText('Do not contact the homeowner');
    await expect(card).toContainText(`I've hired someone: ${chosen.name}`);
    await expect(
      page.getByText(`The homeowner chose "I've hired someone": ${chosen.name}`, { exact: false }),
    ).toBeVisible();
  });
}

test('a wrong link shows one plain message and is not indexed', async ({ page }) => {
  await page.goto(`/request/${'a'.repeat(32)}`);
  await expect(page.getByRole('alert')).toHaveText(/not valid or has expired/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the homeowner downloads their data and erases it from their page at 375 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const sent = await request.post('/api/quote', {
    data: { ...VALID_QUOTE, ...anotherHomeowner(), county: 'Westmeath' },
  });
  expect(sent.status()).toBe(201);
  const lead = (await sent.json()) as { request_url: string; email: string };
  await page.goto(lead.request_url);
  const data = page.getByRole('region', { name: 'Your data' });
  const readable = data.getByRole('link', { name: 'Download my data (readable page)' });
  const download = request.get((await readable.getAttribute('href'))!);
  const html = await (await download).text();
  expect(html).toContain(lead.email);

  await data.getByRole('button', { name: 'Erase my data' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await data.getByRole('button', { name: 'Erase my data now' }).click();
  await expect(page.getByText('Your personal data has been erased')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(REQUEST_NOT_FOUND);
});
