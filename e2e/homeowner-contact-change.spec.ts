import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  anotherHomeowner,
  E2E_ADMIN,
  signInWithStoredSession,
  unique,
  VALID_QUOTE,
} from './fixtures';

/** The code e-mailed to `address`, read from the suite's own outbox. */
function codeSentTo(address: string): string {
  const db = new Database(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/windowquotes.db`);
  try {
    const row = db
      .prepare(
        "select body from outbox where kind = 'contact_code_email' and recipient = ? order by id desc",
      )
      .get(address) as { body: string } | undefined;
    return /Your code is (\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
  } finally {
    db.close();
  }
}

const SHOTS = process.env.SHOTS_DIR;

/**
 * "Correct my phone or e-mail" on the homeowner's page (decision 0926): a new e-mail gets a
 * code, typing it changes the request, and staff see it on the lead's timeline.
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`the homeowner corrects their e-mail with a code at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const sent = await request.post('/api/quote', {
      data: { ...VALID_QUOTE, ...anotherHomeowner(), county: 'Westmeath' },
    });
    expect(sent.status()).toBe(201);
    const lead = (await sent.json()) as { id: number; request_url: string; email: string };
    const newEmail = `${unique('fixed')}@e2e.test`.toLowerCase();

    await page.goto(lead.request_url);
    const section = page.getByRole('region', { name: 'Correct my phone or e-mail' });
    await expect(section).toBeVisible();
    await section.getByLabel('New e-mail address').fill('not-an-address');
    await section.getByRole('button', { name: 'Send me a code' }).click();
    await expect(section.getByRole('alert')).toHaveText('Email must be a valid email address');

    // A new mobile cannot be confirmed without SMS here: the page says so.
    await section.getByRole('radio', { name: 'My mobile' }).check();
    await section.getByLabel('New mobile number').fill('086 555 1234');
    await section.getByRole('button', { name: 'Send me a code' }).click();
    await expect(section.getByRole('alert')).toContainText('cannot be changed here');
    if (SHOTS) {
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/contact-no-sms-${viewport.width}.png` });
    }

    await section.getByRole('radio', { name: 'My e-mail' }).check();
    await section.getByLabel('New e-mail address').fill(newEmail);
    await section.getByRole('button', { name: 'Send me a code' }).click();
    await expect(section.getByLabel(`Code we sent to ${newEmail}`)).toBeVisible();
    await expect(
      section.getByRole('button', { name: /Send a new code \(in \d+ s\)/ }),
    ).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) {
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SHOTS}/contact-code-${viewport.width}.png`,
        fullPage: false,
      });
    }

    const code = codeSentTo(newEmail);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await section.getByLabel(`Code we sent to ${newEmail}`).fill(wrong);
    await section.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'That code is not right. You have 4 tries left.',
    );
    await section.getByLabel(`Code we sent to ${newEmail}`).fill(code);
    await section.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(section.getByRole('status')).toContainText('your e-mail address is changed');
    const details = page.getByRole('region', { name: 'Your request', exact: true });
    await expect(details).toContainText(newEmail);
    await expect(details).not.toContainText(lead.email);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) {
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SHOTS}/contact-done-${viewport.width}.png`,
        fullPage: false,
      });
      await page.screenshot({
        path: `${SHOTS}/contact-page-${viewport.width}.png`,
        fullPage: true,
      });
    }

    // Staff see the change on the lead.
    await signInWithStoredSession(page, request, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/admin/leads/${lead.id}`);
    await expect(
      page.getByText('The homeowner changed their e-mail address on their page', { exact: false }),
    ).toBeVisible();
    if (SHOTS) {
      await page.screenshot({
        path: `${SHOTS}/contact-staff-${viewport.width}.png`,
        fullPage: true,
      });
    }
  });
}
