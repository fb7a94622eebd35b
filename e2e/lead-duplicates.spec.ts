import { createLead, expect, test, unique } from './fixtures';
import { setLeadStatus } from './backoffice-helpers';
import { seriousViolations } from './axe';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a possible duplicate is merged into the first lead, keeping both histories (${viewport.width} px)`, async ({
    adminPage: page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = `${unique('twice')}@e2e.test`.toLowerCase();
    const first = await createLead(request, { email, last_name: 'Ní Bhriain' });
    const again = await createLead(request, {
      email,
      last_name: 'Ní Bhriain',
      additional_info: 'Asked again about the back windows',
    });
    await setLeadStatus(request, first.id, 'contacted');
    await setLeadStatus(request, again.id, 'quoted');

    await page.goto(`/admin/leads/${again.id}`);
    const banner = page.getByRole('region', { name: `Possible duplicate of #${first.id}` });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: `lead #${first.id}` })).toHaveAttribute(
      'href',
      `/admin/leads/${first.id}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: `Merge into #${first.id}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `Merge lead #${again.id} into #${first.id}?`,
    });
    await expect(confirm).toContainText('cannot be undone');
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: `Merge into #${first.id}` }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/leads/${first.id}$`));
    await expect(page.getByText('Leads merged')).toBeVisible();
    const history = page.getByRole('list', { name: 'Lead history, newest first' });
    await expect(history).toContainText(
      `Lead #${again.id} (Mary Ní Bhriain) merged into this lead`,
    );
    await expect(history).toContainText('Status changed from New to Contacted');
    await expect(history).toContainText('Status changed from New to Quoted');
    await expect(page.getByRole('region', { name: /Possible duplicate/ })).toHaveCount(0);

    await page.goto(`/admin/leads/${again.id}`);
    await expect(page.getByRole('heading', { name: 'Lead Not Found' })).toBeVisible();
  });
}
