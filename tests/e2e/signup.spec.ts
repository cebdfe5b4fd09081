import type { Page } from '@playwright/test';
import {
  accountSetupFields,
  checkSignupEmail,
  confirmSubject,
  expectPortal,
  expectToast,
  logOutOfPortal,
  noQuoteRequest,
  passwordFor,
  portalRedirect,
  signInFields,
  signupFields,
  submitQuoteWithoutPaying,
} from './fixtures/accounts.ts';
import { expect, test } from './fixtures/client-address.ts';
import { linkIn, waitForEmail } from './fixtures/mailbox.ts';
import { formattedPhone, uniqueEmail } from './fixtures/quote.ts';

/** The e-mail step turns an address without a quote request away, with a way to make one. */
async function expectNoQuoteRequest(page: Page, email: string) {
  await checkSignupEmail(page, email);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(noQuoteRequest);
  await expect(alert.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
    'href',
    '/get-quote',
  );
  await expect(signupFields(page).firstName).toHaveCount(0);
}

// Self-service signup for a homeowner with a quote request (SPEC.md §2 login screen, §4 signup
// flow, §5 signup form, §8 signup): the e-mail check, the details form, then the e-mailed
// /account-setup link where the same password must be typed again.
test.describe('customer signup', () => {
  test('/customer-signup turns away an e-mail without a quote request', async ({
    page,
  }, testInfo) => {
    await page.goto('/customer-signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    const field = signupFields(page);

    await field.email.fill('jane.example.com');
    await field.continue.click();
    await expect(field.email).toHaveAccessibleDescription('Please enter a valid email');

    await expectNoQuoteRequest(page, uniqueEmail(testInfo, 'no-quote'));
  });

  test('/login → "Create an account" leads to the same e-mail check, and back', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer login');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(signupFields(page).continue).toBeVisible();
    await expectNoQuoteRequest(page, uniqueEmail(testInfo, 'no-quote'));

    await page.getByRole('button', { name: 'I already have an account' }).click();
    await expect(signInFields(page.getByRole('main')).signIn).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('with a quote request a homeowner signs up, confirms from the e-mail and signs in', async ({
    page,
  }, testInfo) => {
    test.slow(); // a quote request, a signup and a confirmation
    const values = await submitQuoteWithoutPaying(page, testInfo, {
      name: 'Jane Q Public',
      email: uniqueEmail(testInfo, 'jane'),
    });
    const customer = { email: values.email, firstName: 'Jane', password: passwordFor('jane') };

    await page.goto('/customer-signup');
    await checkSignupEmail(page, customer.email);
    const field = signupFields(page);
    await expect(page.getByRole('main')).toContainText(
      `We found your quote request. Check your details and choose a password for ${customer.email}.`,
    );
    // The name on the request, split at the first space (SPEC.md §4).
    await expect(field.firstName).toHaveValue('Jane');
    await expect(field.lastName).toHaveValue('Q Public');
    await expect(field.phone).toHaveValue('');

    // Create account waits for every field and for matching passwords.
    await expect(field.create).toBeDisabled();
    await field.phone.pressSequentially(values.phone);
    await expect(field.phone).toHaveValue(formattedPhone(values.phone));
    await expect(field.create).toBeDisabled();
    await field.password.fill(customer.password);
    await expect(field.create).toBeDisabled();
    await field.confirmPassword.fill(`${customer.password}?`);
    await expect(field.confirmPassword).toHaveAccessibleDescription('Passwords do not match');
    await expect(field.create).toBeDisabled();
    await field.confirmPassword.fill(customer.password);
    await expect(field.confirmPassword).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field.create).toBeEnabled();
    await field.lastName.fill('');
    await expect(field.create).toBeDisabled();
    await field.lastName.fill('Q Public');
    await expect(field.create).toBeEnabled();

    await field.create.click();
    const done = page.getByRole('main').getByRole('status');
    await expect(done.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(done).toContainText(
      'Open the link and enter the password you chose to activate your account.',
    );

    // The e-mailed link fills in the e-mail and the setup token.
    const link = linkIn(await waitForEmail(customer.email, confirmSubject), '/account-setup?');
    expect(link.searchParams.get('email')).toBe(customer.email);
    const token = link.searchParams.get('setupToken') ?? '';
    expect(token).toMatch(/^[\w-]{20,}$/);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account setup');
    const setup = accountSetupFields(page);
    await expect(setup.email).toHaveValue(customer.email);
    await expect(setup.setupToken).toHaveValue(token);

    // Only the password chosen at signup activates the account.
    await setup.password.fill(passwordFor('someone-else'));
    await setup.confirmPassword.fill(passwordFor('someone-else'));
    await setup.submit.click();
    await expect(setup.password).toHaveAccessibleDescription(
      /^Enter the password you chose when you signed up\b/,
    );
    await expect(page).toHaveURL(/\/account-setup\?/);

    await setup.password.fill(customer.password);
    await setup.confirmPassword.fill(customer.password);
    await setup.submit.click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your account is ready. Taking you to it…',
    );
    await expect(page).toHaveURL(/\/customer-portal$/, portalRedirect);
    await expectPortal(page, customer);
    await expect(page.getByText('No orders found.', { exact: true })).toBeVisible();

    // Signed out, /login signs in with the same password and opens the portal.
    await logOutOfPortal(page);
    await page.goto('/login');
    const signIn = signInFields(page.getByRole('main'));
    await signIn.email.fill(customer.email);
    await signIn.password.fill(customer.password);
    await signIn.signIn.click();
    await expectToast(page, 'Login Successful!', 'Welcome back, Jane!');
    await expectPortal(page, customer);
  });
});
