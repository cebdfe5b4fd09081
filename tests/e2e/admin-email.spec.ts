import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import {
  defaultTemplates,
  welcomeSignedInTemplate,
} from '../../src/shared/domain/email-template.ts';
import { expectDialogToast } from './fixtures/dialog-toast.ts';
import { expect, openAdminTab, test, uniqueTag } from './fixtures/admin-tabs.ts';
import { waitForEmail } from './fixtures/mailbox.ts';

/**
 * The admin's Email Center (SPEC.md §2): the composer with templates, placeholders and a
 * preview, the 6 recent customers' Email shortcuts, and the sent-mail log (§5, §8, §9). The e2e
 * server delivers to a real SMTP server on loopback, so "sent" means it arrived there.
 */

const composer = (page: Page) => page.getByRole('dialog', { name: 'Compose Email' });

async function openComposer(page: Page) {
  await openAdminTab(page, 'Email Center');
  await page.getByRole('button', { name: 'Compose Email' }).click();
  const dialog = composer(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('admin email center', () => {
  test('an e-mail sent from the composer arrives and the log shows it sent', async ({
    page,
  }, testInfo) => {
    const recipient = `email-center-${testInfo.project.name}-${uniqueTag().toLowerCase()}@example.com`;
    const subject = `Your roof update ${uniqueTag().toLowerCase()}`;
    const dialog = await openComposer(page);
    await dialog.getByLabel('Recipient').fill(recipient);
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Content').fill('Hello,\n\nYour inspection is booked for Tuesday.');
    await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText(
      'Your inspection is booked for Tuesday.',
    );
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await expectDialogToast(page, 'Email Sent', `To ${recipient}.`);
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText(recipient);
    await expect(row).toContainText('welcome');
    const mail = await waitForEmail(recipient, new RegExp(`^${subject}$`));
    expect(mail.body).toContain('Your inspection is booked for Tuesday.');
    // The log does not poll (SPEC.md §7); Refresh shows the delivery.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('sent', { exact: true })).toBeVisible();

    // The log opens the e-mail as its recipient reads it.
    await row.getByRole('button', { name: `View e-mail to ${recipient}` }).click();
    const opened = page.getByRole('dialog', { name: subject });
    await expect(opened).toContainText(`To ${recipient}`);
    await expect(opened).toContainText('Hello,\n\nYour inspection is booked for Tuesday.', {
      useInnerText: true,
    });
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
  });

  test('without a subject nothing is sent: "Please fill in all required fields"', async ({
    page,
  }) => {
    let sendCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/send-custom-email')) sendCalls += 1;
    });
    const dialog = await openComposer(page);
    await dialog.getByLabel('Recipient').fill('nobody-subject@example.com');
    await dialog.getByLabel('Subject').fill('');
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await expectDialogToast(page, 'Please fill in all required fields');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Subject is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the Compose Email dialog with an error');
    expect(sendCalls).toBe(0);
  });

  test('a template fills subject and content, placeholders go in at the cursor, and the preview fills them', async ({
    page,
  }) => {
    const answer = await page.request.get('/api/admin/customers?pageSize=1');
    const customer = ((await answer.json()) as { data: { email: string }[] }).data[0]!;
    const variables = await page.request.get(
      `/api/admin/email-variables?recipient=${encodeURIComponent(customer.email)}`,
    );
    const { values } = (await variables.json()) as { values: Record<string, string> };
    expect(values.customerName).toBeTruthy();

    const dialog = await openComposer(page);
    await expect(dialog.getByLabel('Template')).toHaveValue('welcome');
    await expect(dialog.getByLabel('Subject')).toHaveValue(defaultTemplates.welcome.subject);

    await dialog.getByLabel('Template').selectOption('lead');
    await expect(dialog.getByLabel('Subject')).toHaveValue(defaultTemplates.lead.subject);
    await expect(dialog.getByLabel('Content')).toHaveValue(defaultTemplates.lead.content);

    const content = dialog.getByLabel('Content');
    await content.fill('Hello , see you soon.');
    await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 6));
    await dialog.getByRole('button', { name: '{{customerName}}' }).click();
    await expect(content).toHaveValue('Hello {{customerName}}, see you soon.');

    await dialog.getByLabel('Recipient').fill(customer.email);
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(`Hello ${values.customerName}, see you soon.`);
  });

  test("a recent customer's Email shortcut opens the composer for them with the welcome template", async ({
    page,
  }) => {
    await openAdminTab(page, 'Email Center');
    const recent = page.getByRole('listitem').filter({
      has: page.getByRole('button', { name: /^Email / }),
    });
    await expect(recent.first()).toBeVisible();
    expect(await recent.count()).toBeLessThanOrEqual(6);
    const first = recent.first();
    const email = (await first.locator('p').nth(1).textContent())!.trim();
    expect(email).toContain('@');

    // The welcome that fits them: a set-password link only for a customer without a password.
    const passwordSet = (await first.textContent())!.includes('account set up');
    const welcome = passwordSet ? welcomeSignedInTemplate : defaultTemplates.welcome;

    await first.getByRole('button', { name: /^Email / }).click();
    const dialog = composer(page);
    await expect(dialog.getByLabel('Recipient')).toHaveValue(email);
    await expect(dialog.getByLabel('Template')).toHaveValue('welcome');
    await expect(dialog.getByLabel('Subject')).toHaveValue(welcome.subject);
    await expect(dialog.getByLabel('Content')).toHaveValue(welcome.content);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
