import type { Page } from '@playwright/test';
import { expect, openAdminTab, test, uniqueTag } from './fixtures/admin-tabs.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { waitForEmail } from './fixtures/mailbox.ts';
import { expectToast } from './fixtures/quote.ts';

// The Contractors tab (issue #10): an admin records a contractor, sees why it cannot bid, and
// invites the person who will bid for it; the invitation link sets their password.

const contractorsPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Contractors' });

test.describe('Contractors tab', () => {
  test.describe.configure({ timeout: 60_000 });

  test('creates a contractor, flags its expired insurance and invites a user', async ({ page }) => {
    const tag = uniqueTag();
    const company = `Chinook ${tag} Roofing`;
    const userEmail = `sam.${tag.toLowerCase()}@e2e.example.com`;

    await openAdminTab(page, 'Contractors');
    const panel = contractorsPanel(page);
    await expect(panel.getByRole('heading', { name: 'Contractors' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the Contractors tab');

    await panel.getByRole('button', { name: 'Add contractor' }).click();
    const form = page.getByRole('dialog', { name: 'New contractor' });
    // Submitting the blank form names what is missing, next to each field.
    await form.getByRole('button', { name: 'Create contractor' }).click();
    await expect(form.getByText('Company name is required')).toBeVisible();
    await expect(form.getByText(/Add at least one province code/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the new-contractor dialog with its errors');

    await form.getByLabel('Company name').fill(company);
    await form.getByLabel('Licence number').fill(`e2e-${tag}`);
    await form.getByLabel('Licence expires on').fill('2099-12-31');
    await form.getByLabel('Insured amount ($)').fill('2000000');
    await form.getByLabel('Insurance expires on').fill('2020-01-31');
    await form.getByLabel('Years in business').fill('12');
    await form.getByLabel('Service area').fill('t2p, AB');
    await form.getByLabel('Contact name').fill('Dana Chinook');
    await form.getByLabel('Contact e-mail').fill(`office.${tag.toLowerCase()}@e2e.example.com`);
    await form.getByLabel('Contact phone').fill('403-555-0101');
    await form.getByLabel('Bonded').check();
    await form.getByRole('button', { name: 'Create contractor' }).click();
    await expectToast(page, 'Contractor Created', `${company} is saved but cannot bid yet.`);
    await expect(form).toBeHidden();

    await panel.getByLabel('Search contractors').fill(tag);
    const row = panel.getByRole('row').filter({ hasText: company });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Insurance expired');
    await expect(row).toContainText('Cannot bid');
    await expect(row).not.toContainText('Licence expired');
    await expect(row).toContainText('Serves T2P, AB');
    await expect(row).toContainText('$2,000,000');

    await row.getByRole('button', { name: `Invite user to ${company}` }).click();
    const invite = page.getByRole('dialog', { name: `Invite a user to ${company}` });
    await expectNoSeriousA11yViolations(page, 'the invite dialog');
    await invite.getByLabel('Name').fill('Sam Shingle');
    await invite.getByLabel('E-mail').fill(userEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation Sent', `An invitation was e-mailed to ${userEmail}.`);
    await expect(row).toContainText('Sam Shingle');
    await expect(row).toContainText('Invited');

    // The invited person opens the e-mailed link and chooses a password.
    const mail = await waitForEmail(userEmail, /contractor account/);
    const link = /\/staff-invite\?token=[\w-]+/.exec(mail.body)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Welcome to RoofBid' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the /staff-invite page');
    await page.getByLabel('Password', { exact: true }).fill('shingles and flashing');
    await page.getByLabel('Confirm password').fill('shingles and flashing');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('status')).toContainText('Welcome, Sam Shingle');
  });
});
