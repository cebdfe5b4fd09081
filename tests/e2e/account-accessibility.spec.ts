import type { Page, TestInfo } from '@playwright/test';
import {
  accountSetupFields,
  dialogFields,
  expectPortalSignIn,
  openLoginDialog,
  setupPasswordFields,
  signInFields,
} from './fixtures/accounts.ts';
import {
  customerWithPassword,
  signupFields,
  signupLinkFor,
  submitQuoteWithoutPaying,
} from './fixtures/customers.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/client-address.ts';
import { expectNoHorizontalScroll, isPhone } from './fixtures/site.ts';

/** A signed-out account screen, reached the way a homeowner reaches it. */
type AccountState = { name: string; open: (page: Page, testInfo: TestInfo) => Promise<void> };

const states: AccountState[] = [
  {
    name: '/login',
    open: async (page) => {
      await page.goto('/login');
      await expect(signInFields(page.getByRole('main')).signIn).toBeVisible();
    },
  },
  {
    name: '/login after a submit with errors',
    open: async (page) => {
      await page.goto('/login');
      const field = signInFields(page.getByRole('main'));
      await field.signIn.click();
      await expect(field.password).toHaveAccessibleDescription('Password is required');
    },
  },
  {
    name: '/customer-signup, the e-mail step',
    open: async (page) => {
      await page.goto('/customer-signup');
      await expect(signupFields(page).continue).toBeVisible();
    },
  },
  {
    name: '/customer-signup, the link e-mailed',
    open: async (page, testInfo) => {
      const values = await submitQuoteWithoutPaying(page, testInfo);
      await signupLinkFor(page, values.email);
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    },
  },
  {
    name: '/customer-signup from the e-mailed link, the details step after a submit with errors',
    open: async (page, testInfo) => {
      const values = await submitQuoteWithoutPaying(page, testInfo);
      const link = await signupLinkFor(page, values.email);
      await page.goto(link.pathname + link.search);
      const field = signupFields(page);
      await expect(field.firstName).toHaveValue('Dana');
      await field.create.click();
      await expect(field.password).toHaveAccessibleDescription(
        /^Password must be at least 8 characters\b/,
      );
      await field.password.fill('a-long-password');
      await field.confirmPassword.fill('does not match');
      await expect(field.confirmPassword).toHaveAccessibleDescription('Passwords do not match');
    },
  },
  {
    name: '/customer-portal signed out',
    open: async (page) => {
      await page.goto('/customer-portal');
      await expectPortalSignIn(page);
    },
  },
  {
    name: '/customer-portal signed out with "Forgot password?" open',
    open: async (page) => {
      await page.goto('/customer-portal');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
    },
  },
  {
    name: '/setup-password with a token',
    open: async (page) => {
      await page.goto('/setup-password?setup=from-the-e-mail');
      await expect(setupPasswordFields(page).submit).toBeVisible();
    },
  },
  {
    name: '/setup-password after a submit with errors',
    open: async (page) => {
      await page.goto('/setup-password?setup=from-the-e-mail');
      const field = setupPasswordFields(page);
      await field.email.fill('dana@example.com');
      await field.password.fill('abcde');
      await field.submit.click();
      await expect(field.confirmEmail).toHaveAccessibleDescription("Emails don't match");
      await expect(field.password).toHaveAccessibleDescription(/^Password too short\b/);
    },
  },
  {
    name: '/setup-password without a token',
    open: async (page) => {
      await page.goto('/setup-password');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid Setup Link');
    },
  },
  {
    name: '/account-setup from an e-mailed link',
    open: async (page) => {
      await page.goto('/account-setup?email=dana%40example.com&setupToken=from-the-e-mail');
      await expect(accountSetupFields(page).email).toHaveValue('dana@example.com');
    },
  },
  {
    name: '/account-setup after a submit with errors',
    open: async (page) => {
      await page.goto('/account-setup');
      const field = accountSetupFields(page);
      await field.submit.click();
      await expect(field.setupToken).toHaveAccessibleDescription(/^Setup token is required\b/);
    },
  },
  {
    name: '/forgot-password',
    open: async (page) => {
      await page.goto('/forgot-password');
      await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    },
  },
];

// axe-core over every customer-account screen in the states a homeowner sees (serious and
// critical findings fail), and the 360 px phone layout never scrolls sideways.
test.describe('account accessibility', () => {
  for (const state of states) {
    test(`${state.name} has no serious accessibility violations`, async ({ page }, testInfo) => {
      await state.open(page, testInfo);
      await expectNoSeriousA11yViolations(page, state.name);
    });

    test(
      `${state.name} never scrolls sideways on a phone`,
      { tag: '@phone-only' },
      async ({ page }, testInfo) => {
        await state.open(page, testInfo);
        await expectNoHorizontalScroll(page);
      },
    );
  }

  // One customer for every signed-in screen: each set-password spends a rate-limited call.
  test(
    'the signed-in portal, its Settings and the signed-in Customer Login dialog',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.slow(); // a whole purchase comes first
      const check = async (name: string) => {
        await expectNoSeriousA11yViolations(page, name);
        if (isPhone(testInfo)) await expectNoHorizontalScroll(page);
      };
      const customer = await customerWithPassword(page, testInfo);
      const order = page.getByRole('button', {
        name: `${customer.orderNumber}: see its contractor bids`,
      });
      await expect(order).toBeVisible();
      await check('/customer-portal, My Orders');

      await order.click();
      await expect(page.getByText('No bids yet.', { exact: true })).toBeVisible();
      await check('/customer-portal, Contractor Bids');

      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await expect(settings.getByRole('button', { name: 'Change password' })).toBeVisible();
      await check('/customer-portal with Settings open');
      await settings.getByRole('button', { name: 'Change password' }).click();
      await expect(settings.getByLabel('Current password')).toHaveAccessibleDescription(
        'Current password is required',
      );
      await check('/customer-portal with Settings after a submit with errors');
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();

      await page.goto('/');
      const dialog = await openLoginDialog(page, testInfo);
      await expect(dialogFields(dialog).signOut).toBeVisible();
      await expect(dialog.getByRole('listitem')).toContainText(customer.orderNumber);
      await check('the Customer Login dialog signed in');
    },
  );
});
