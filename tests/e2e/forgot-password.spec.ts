import type { Page } from '@playwright/test';
import {
  fillSetupPassword,
  forgotPasswordSent,
  openSetupLink,
  passwordFor,
  resetSubject,
  setPasswordAndOpenPortal,
  usedSetupLink,
} from './fixtures/accounts.ts';
import { payForQuote } from './fixtures/customers.ts';
import { expect, test } from './fixtures/client-address.ts';
import { linkIn, waitForEmail } from './fixtures/mailbox.ts';
import { uniqueEmail } from './fixtures/quote.ts';

async function openForgotPassword(page: Page) {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
  await expect(page.getByRole('main')).toContainText(
    'We will send you a link to choose a new password; it works for one hour.',
  );
}

async function requestReset(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel('E-mail', { exact: true }).fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByRole('status')).toHaveText(forgotPasswordSent);
  await expect(main.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
}

// /forgot-password (SPEC.md §2, §5, §8; DECISIONS.md §2: the answer never reveals whether an
// account exists; reset links are single-use and lead to /setup-password).
test.describe('forgot password', () => {
  test('answers the same for an address without an account', async ({ page }, testInfo) => {
    await openForgotPassword(page);
    const main = page.getByRole('main');
    const email = main.getByLabel('E-mail', { exact: true });

    await main.getByRole('button', { name: 'Send reset link' }).click();
    await expect(email).toHaveAccessibleDescription('Email is required');
    await email.fill('dana@example');
    await main.getByRole('button', { name: 'Send reset link' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await requestReset(page, uniqueEmail(testInfo, 'nobody'));
    await expect(main.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/customer-portal',
    );
  });

  test('a customer’s reset link sets a new password and works only once', async ({
    page,
  }, testInfo) => {
    test.slow(); // a whole purchase comes first
    // A customer who paid but lost the welcome e-mail.
    const customer = await payForQuote(page, testInfo);
    await openForgotPassword(page);
    await requestReset(page, customer.email);

    const mail = await waitForEmail(customer.email, resetSubject);
    expect(mail.body).toContain(`Hi ${customer.firstName},`);
    const link = linkIn(mail, '/setup-password?setup=');
    const password = passwordFor('reset');

    await openSetupLink(page, link);
    await setPasswordAndOpenPortal(page, { ...customer, password });
    await expect(
      page.getByRole('button', { name: `${customer.orderNumber}: see its contractor bids` }),
    ).toBeVisible();

    await openSetupLink(page, link);
    await fillSetupPassword(page, { email: customer.email, password: passwordFor('again') });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(usedSetupLink);
  });
});
