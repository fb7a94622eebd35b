import { E2E_ADMIN, expect, signInWithStoredSession, test } from './fixtures';
import {
  expectNoSeriousViolations,
  joinThroughInvitation,
  partnerWithLeads,
  portalCard,
} from './partner-portal-helpers';

/** Issue 27, decision 0903: installers report outcomes and flag bad leads; staff see both. */
for (const size of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`an installer accepts, reports a quote that staff see as Quoted, and flags bad leads at ${size.width}px`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    const tag = `${size.width}-${Date.now().toString(36)}`;
    const { partner, leads, link } = await partnerWithLeads(request, [
      { last_name: 'Ó Conaill', additional_info: `Outcome lead ${tag}` },
      // Cork, sent by hand to a Galway-only partner: out of area, proven at once.
      { county: 'Cork', eircode: '', additional_info: `Cork lead ${tag}` },
      { additional_info: `Neighbour lead ${tag}` },
    ]);
    const [quoted, cork, neighbour] = [leads[0]!, leads[1]!, leads[2]!];

    await joinThroughInvitation(page, link);
    const card = portalCard(page, `Outcome lead ${tag}`);
    await expect(card.getByText('Awaiting response')).toBeVisible();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByText(quoted.last_name)).toBeVisible();
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Quote sent' }).click();
    const amount = card.getByLabel('Quote amount in € (optional)');
    await amount.fill('12.345');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('alert')).toHaveText(/at most 2 decimal places/);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('€4,250.50');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Quoted', { exact: true })).toBeVisible();
    await expect(card.getByText(/€4,250\.50/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Change quote' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`portal-quoted-${size.width}.png`),
      fullPage: true,
    });

    // Out of area, proven by the county rule: credited at once.
    const corkCard = portalCard(page, `Cork lead ${tag}`);
    await corkCard.getByRole('button', { name: 'Report a problem with this lead' }).click();
    await corkCard.getByLabel('What is wrong with it?').selectOption('out_of_area');
    await expectNoSeriousViolations(page);
    await corkCard.getByRole('button', { name: 'Send report' }).click();
    await expect(corkCard.getByText('Problem reported: Out of area · Credited')).toBeVisible();
    await expect(corkCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // Not the homeowner cannot be proven by us: it waits for review.
    const neighbourCard = portalCard(page, `Neighbour lead ${tag}`);
    await neighbourCard.getByRole('button', { name: 'Accept' }).click();
    await expect(neighbourCard.getByText('Accepted', { exact: true })).toBeVisible();
    await neighbourCard.getByRole('button', { name: 'Report a problem with this lead' }).click();
    await neighbourCard.getByLabel('What is wrong with it?').selectOption('not_homeowner');
    await neighbourCard.getByLabel('Details (optional)').fill('A neighbour filled in the form');
    await neighbourCard.getByRole('button', { name: 'Send report' }).click();
    await expect(
      neighbourCard.getByText('Problem reported: Not the homeowner · Waiting for review'),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`portal-flagged-${size.width}.png`),
      fullPage: true,
    });

    // The back office: the quote made the lead Quoted, said who reported it.
    const context = await browser.newContext({ viewport: size });
    const staff = await context.newPage();
    await signInWithStoredSession(staff, request, E2E_ADMIN.email, E2E_ADMIN.password);
    await staff.goto(`/admin/leads/${quoted.id}`);
    await expect(staff.getByRole('combobox', { name: 'Status', exact: true })).toHaveText('Quoted');
    await expect(
      staff.getByText(`${partner.name} reported: Quote sent (€4,250.50); status set to Quoted`),
    ).toBeVisible();
    await expect(staff.getByText('Installer reported: Quote sent · €4,250.50')).toBeVisible();
    await expectNoSeriousViolations(staff);
    await staff.screenshot({
      path: testInfo.outputPath(`admin-lead-quoted-${size.width}.png`),
      fullPage: true,
    });

    // The review queue: the neighbour flag waits there; the admin credits it.
    await staff.goto('/admin/credits');
    await expect(staff.getByRole('heading', { name: 'Bad-lead credits', level: 1 })).toBeVisible();
    await expect(staff.getByText(`#${cork.id} `)).toHaveCount(0);
    await expect(staff.getByText('“A neighbour filled in the form”').first()).toBeVisible();
    await expectNoSeriousViolations(staff);
    await staff.screenshot({
      path: testInfo.outputPath(`admin-credits-${size.width}.png`),
      fullPage: true,
    });
    await staff
      .getByRole('button', { name: `Credit lead ${neighbour.id} to ${partner.name}` })
      .click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Note (optional)').fill('Checked with the homeowner');
    await dialog.getByRole('button', { name: 'Credit lead' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      staff.getByRole('button', { name: `Credit lead ${neighbour.id} to ${partner.name}` }),
    ).toHaveCount(0);
    await staff.getByLabel('Show').selectOption('credited');
    await expect(staff.getByRole('link', { name: `#${neighbour.id} ` })).toBeVisible();
    await expect(staff.getByText('Checked with the homeowner').first()).toBeVisible();

    // The installer sees the decision.
    await page.reload();
    await expect(
      portalCard(page, `Neighbour lead ${tag}`).getByText(
        'Problem reported: Not the homeowner · Credited',
      ),
    ).toBeVisible();
    await context.close();
  });
}
