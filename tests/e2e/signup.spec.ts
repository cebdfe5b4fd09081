import type { Page } from '@playwright/test';
import {
  expectPortal,
  expectToast,
  logOutOfPortal,
  noQuoteRequest,
  passwordFor,
  portalRedirect,
  signInFields,
  usedSignupLink,
} from './fixtures/accounts.ts';
import {
  checkSignupEmail,
  signupFields,
  signupLinkFor,
  submitQuoteWithoutPaying,
} from './fixtures/customers.ts';
import { expect, test } from './fixtures/client-address.ts';
import { linkIn, waitForEmail } from './fixtures/mailbox.ts';
import { formattedPhone, uniqueEmail } from './fixtures/quote.ts';

/**
 * The e-mail step says the same for every address; only the mailbox learns there is no quote
 * request, with the way to send one.
 */
async function expectNoQuoteRequest(page: Page, email: string) {
  await checkSignupEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Request a quote' }),
  ).toHaveAttribute('href', '/get-quote');
  const mail = await waitForEmail(email, /^Creating your RoofBid account$/);
  expect(mail.body).toContain(noQuoteRequest);
  expect(linkIn(mail, '/get-quote').pathname).toBe('/get-quote');
  await expect(signupFields(page).firstName).toHaveCount(0);
}

// Self-service signup for a homeowner with a quote request (SPEC.md §2 login screen, §4 signup
// flow, §5 signup form, §8 signup; docs/decisions/signup-confirmation.md): the e-mail check, a
// link e-mailed to the address, then from that link the details form and the account.
test.describe('customer signup', () => {
  test('/customer-signup tells only the mailbox that an e-mail has no quote request', async ({
    page,
  }, testInfo) => {
    await page.goto('/customer-signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    const field = signupFields(page);

    await field.email.fill('jane.example.com');
    await field.continue.click();
    await expect(field.email).toHaveAccessibleDescription(/^Please enter a valid email\b/);

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

    await page.getByRole('button', { name: 'Use another e-mail' }).click();
    await page.getByRole('button', { name: 'I already have an account' }).click();
    await expect(signInFields(page.getByRole('main')).signIn).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('with a quote request a homeowner gets a link, and from it signs up and is signed in', async ({
    page,
  }, testInfo) => {
    test.slow(); // a quote request, a link by e-mail and a signup
    const values = await submitQuoteWithoutPaying(page, testInfo, {
      name: 'Jane Q Public',
      email: uniqueEmail(testInfo, 'jane'),
    });
    const customer = { email: values.email, firstName: 'Jane', password: passwordFor('jane') };

    // The e-mail step shows nothing of the quote request: it e-mails a link to the address.
    const link = await signupLinkFor(page, customer.email);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `We e-mailed the next step to ${customer.email}.`,
    );
    await expect(signupFields(page).firstName).toHaveCount(0);
    expect(link.searchParams.get('email')).toBe(customer.email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);

    // The link proves the address: the form shows what the quote request holds.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('main')).toContainText(
      `Your e-mail is confirmed. Check your details and choose a password for ${customer.email}.`,
    );
    const field = signupFields(page);
    // The name on the request, split at the first space (SPEC.md §4), and its phone.
    await expect(field.firstName).toHaveValue('Jane');
    await expect(field.lastName).toHaveValue('Q Public');
    await expect(field.phone).toHaveValue(formattedPhone(values.phone));

    // Create account is never disabled without a reason: an incomplete form says what is missing.
    await expect(field.create).toBeEnabled();
    await field.lastName.fill('');
    await field.create.click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Last name is required');
    await expect(field.lastName).toHaveAccessibleDescription('Last name is required');
    await expect(field.password).toHaveAccessibleDescription(
      /^Password must be at least 8 characters\b/,
    );
    await field.lastName.fill('Q Public');
    await expect(field.lastName).not.toHaveAttribute('aria-invalid', 'true');

    // While the passwords differ the button waits (SPEC.md §5), and says why.
    await field.password.fill(customer.password);
    await field.confirmPassword.fill(`${customer.password}?`);
    await expect(field.confirmPassword).toHaveAccessibleDescription('Passwords do not match');
    await expect(field.create).toBeDisabled();
    await expect(field.create).toHaveAccessibleDescription(
      'Type the same password twice to create your account.',
    );
    await field.confirmPassword.fill(customer.password);
    await expect(field.create).toBeEnabled();

    await field.create.click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your account is ready. Taking you to it…',
    );
    await expect(page).toHaveURL(/\/customer-portal$/, portalRedirect);
    await expectPortal(page, customer, 'first');
    await expect(page.getByText('No orders found.', { exact: true })).toBeVisible();

    // The link works once: opened again it asks for the e-mail to send a new one.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(usedSignupLink);
    await expect(signupFields(page).email).toHaveValue(customer.email);

    // Signed out, /login signs in with the same password and opens the portal.
    await page.goto('/customer-portal');
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
