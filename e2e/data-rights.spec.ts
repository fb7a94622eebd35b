import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { createLead, expect, test, unique } from './fixtures';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** Click a download button and read the file the browser saved. */
async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await fs.readFile(file, 'utf8') };
}

for (const size of SIZES) {
  test.describe(`data rights on the lead detail at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('an admin downloads the homeowner’s data, then erases it', async ({
      adminPage: page,
      request,
    }, testInfo) => {
      const name = unique('Rights');
      const email = `${unique('rights')}@example.ie`;
      const lead = await createLead(request, { last_name: name, email });
      await page.goto(`/admin/leads/${lead.id}`);
      const card = page.getByRole('region', { name: 'Personal data' });
      await expect(card).toBeVisible();
      await card.scrollIntoViewIfNeeded();

      const json = await downloaded(page, 'Data (JSON)');
      expect(json.name).toBe(`lead-${lead.id}-data.json`);
      const data = JSON.parse(json.text) as { reference: number; request: { email: string } };
      expect(data.reference).toBe(lead.id);
      expect(data.request.email).toBe(email);
      const html = await downloaded(page, 'Readable page (HTML)');
      expect(html.name).toBe(`lead-${lead.id}-data.html`);
      expect(html.text).toContain(`Your data: request ref. ${lead.id}`);
      expect(html.text).toContain(email);
      // Each download is recorded on the lead.
      await expect(card.getByText(/^Data downloaded by /)).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
      await card.screenshot({ path: testInfo.outputPath(`card-${size.name}.png`) });
      await page.screenshot({
        path: testInfo.outputPath(`detail-${size.name}.png`),
        fullPage: true,
      });

      await card.getByRole('button', { name: 'Erase personal data' }).click();
      const dialog = page.getByRole('alertdialog', {
        name: 'Erase this homeowner’s personal data?',
      });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('cannot be restored');
      await expect(dialog).toContainText('Each installer that received it is told by e-mail');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`confirm-${size.name}.png`) });
      await dialog.getByRole('button', { name: 'Erase personal data' }).click();
      await expect(dialog).toBeHidden();

      await expect(page.getByRole('status').filter({ hasText: /^Erased on / })).toContainText(
        /^Erased on \d{1,2} \w{3} \d{4}: the homeowner’s personal data was removed/,
      );
      await expect(card).toContainText(/Erased on \d{1,2} \w{3} \d{4}\. Name, contact details/);
      await expect(page.getByRole('heading', { level: 1, name: 'Erased request' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
      await expect(page.getByText(email)).toHaveCount(0);
      await expect(card.getByText(/^Personal data erased by /)).toBeVisible();
      await expect(page.getByText(/^\d+ installers? told\.$/)).toBeVisible();
      // Checked once the toasts are gone: one fading out has no contrast to measure.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await card.screenshot({ path: testInfo.outputPath(`card-erased-${size.name}.png`) });
      await page.screenshot({
        path: testInfo.outputPath(`detail-erased-${size.name}.png`),
        fullPage: true,
      });

      // The download still works and says what is left.
      const after = JSON.parse((await downloaded(page, 'Data (JSON)')).text) as {
        erased_at: string | null;
        request: { email: string };
      };
      expect(after.erased_at).not.toBeNull();
      expect(after.request.email).toBe('');
    });
  });
}

test.describe('data rights for a manager at 375x812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a manager may download but is not offered erasure', async ({
    managerPage: page,
    request,
  }) => {
    const lead = await createLead(request, { last_name: unique('MgrRights') });
    await page.goto(`/manager/leads/${lead.id}`);
    const card = page.getByRole('region', { name: 'Personal data' });
    await expect(card.getByRole('button', { name: 'Data (JSON)' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
    const json = await downloaded(page, 'Data (JSON)');
    expect(JSON.parse(json.text)).toMatchObject({ reference: lead.id });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
