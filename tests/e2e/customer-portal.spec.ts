import type { Locator, Page } from '@playwright/test';
import { pages } from '../../src/shared/routes.ts';
import {
  expectPortalSignIn,
  expectToast,
  forgotPasswordSent,
  logOutOfPortal,
  passwordFor,
  resetSubject,
  signInFields,
  signInOnPortal,
} from './fixtures/accounts.ts';
import { customerWithPassword, payForQuote } from './fixtures/customers.ts';
import { expect, test } from './fixtures/client-address.ts';
import { waitForEmail } from './fixtures/mailbox.ts';
import { uniqueEmail } from './fixtures/quote.ts';

const forgotDialog = (page: Page) => page.getByRole('dialog', { name: 'Forgot password' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

function passwordFields(page: Page) {
  const dialog = settingsDialog(page);
  return {
    current: dialog.getByLabel('Current password', { exact: true }),
    next: dialog.getByLabel('New password', { exact: true }),
    confirm: dialog.getByLabel('Confirm new password', { exact: true }),
    submit: dialog.getByRole('button', { name: 'Change password' }),
  };
}

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  const field = passwordFields(page);
  await field.current.fill(current);
  await field.next.fill(next);
  await field.confirm.fill(confirm);
  await field.submit.click();
}

/** Opens "Forgot password?" on the signed-out portal, asks for a link, reads the answer. */
async function askForResetLink(page: Page, email: string) {
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = forgotDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'We will e-mail you a link to choose a new password.',
  );
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(forgotPasswordSent);
  await expect(dialog.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * How far the text in an element's picture stays from its top and bottom edges, in pixels: the
 * rows that hold dark (text) pixels, found in a screenshot drawn on a canvas.
 */
async function textMargins(page: Page, element: Locator) {
  const picture = (await element.screenshot()).toString('base64');
  return page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const inked: number[] = [];
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const i = (y * image.width + x) * 4;
        if (data[i]! + data[i + 1]! + data[i + 2]! < 300) {
          inked.push(y);
          break;
        }
      }
    }
    return { above: inked[0]!, below: image.height - 1 - inked.at(-1)! };
  }, picture);
}

// /customer-portal and /customer (SPEC.md §2 portal, §5 change password and login screen, §8
// password change and portal; DECISIONS.md §2: forgot-password never reveals an account).
test.describe('customer portal', () => {
  test('the completion form’s file inputs show their text in the middle of the box', async ({
    page,
  }) => {
    // The demo homeowner's awarded auction (src/server/db/demo-auctions.ts), only read here.
    const homeowner = { email: 'homeowner@demo.roofbid.ca', password: 'demo-homeowner-roofbid' };
    expect((await page.request.post('/api/customer/login', { data: homeowner })).status()).toBe(
      200,
    );
    const auctions = (await (await page.request.get('/api/customer/auctions')).json()) as {
      data: { id: string; state: string }[];
    };
    const awarded = auctions.data.find((a) => a.state === 'awarded')!;
    await page.goto(`/customer-portal?auction=${awarded.id}`);
    const form = page.getByRole('form', { name: 'Completion form' });
    for (const input of [
      form.getByLabel('Invoice'),
      form.getByLabel('Photos of the finished roof'),
    ]) {
      const { above, below } = await textMargins(page, input);
      // "Choose File No file chosen" has no descenders: its ink sits a little low in its line.
      expect(
        Math.abs(above - below),
        `${above} px above the text, ${below} px below`,
      ).toBeLessThanOrEqual(4);
    }
  });

  test('signed out, /customer-portal and /customer show the same sign-in screen', async ({
    page,
  }) => {
    for (const path of ['/customer-portal', '/customer'] as const) {
      await page.goto(path);
      await expectPortalSignIn(page);
      await expect(page).toHaveTitle(pages[path].title);
      await expect(
        page.getByRole('link', { name: 'Create one for your quote request' }),
      ).toHaveAttribute('href', '/customer-signup');
      await expect(page.getByRole('tab')).toHaveCount(0);
    }
    expect(pages['/customer'].title).toBe(pages['/customer-portal'].title);

    // The login screen's wording of the rules (SPEC.md §5).
    const field = signInFields(page.getByRole('main'));
    await field.signIn.click();
    await expect(field.email).toHaveAccessibleDescription('Please enter a valid email');
    await expect(field.password).toHaveAccessibleDescription('Password is required');
  });

  test('"Forgot password?" gives the same answer whether or not the account exists', async ({
    page,
  }, testInfo) => {
    test.slow(); // a whole purchase comes first
    const customer = await payForQuote(page, testInfo);
    await page.goto('/customer-portal');
    await expectPortalSignIn(page);

    // The e-mail is checked first, in the browser.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const email = forgotDialog(page).getByLabel('E-mail', { exact: true });
    await email.fill('dana.example.com');
    await forgotDialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await page.keyboard.press('Escape');

    await askForResetLink(page, uniqueEmail(testInfo, 'nobody'));
    await askForResetLink(page, customer.email);
    await waitForEmail(customer.email, resetSubject);
  });

  test('Settings changes the password; afterwards only the new one signs in', async ({
    page,
  }, testInfo) => {
    test.slow(); // a whole purchase comes first
    const customer = await customerWithPassword(page, testInfo);
    const newPassword = passwordFor('changed');

    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Change password' })).toBeVisible();
    const field = passwordFields(page);

    // Checked in the browser first: the confirmation, then the length.
    await changePassword(page, customer.password, newPassword, `${newPassword}x`);
    await expect(field.confirm).toHaveAccessibleDescription("Passwords don't match");
    await changePassword(page, customer.password, 'short', 'short');
    await expect(field.next).toHaveAccessibleDescription(
      /^Password must be at least 8 characters\b/,
    );

    // The server refuses a wrong current password.
    await changePassword(page, passwordFor('not-mine'), newPassword);
    await expectToast(page, 'Error', 'Current password is incorrect');
    await expect(field.current).toHaveAccessibleDescription('Current password is incorrect');
    await expect(dialog).toBeVisible();

    await changePassword(page, customer.password, newPassword);
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Password changed', 'Use your new password next time you sign in.');
    // Still the session that set the password: the customer's first visit (issue #22 item 6).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${customer.firstName}`,
    );

    await logOutOfPortal(page);
    const signIn = signInFields(page.getByRole('main'));
    await signIn.email.fill(customer.email);
    await signIn.password.fill(customer.password);
    await signIn.signIn.click();
    await expectToast(page, 'Login Failed', 'Invalid email or password. Please try again.');
    await expectPortalSignIn(page);

    await signInOnPortal(page, { ...customer, password: newPassword });
    const order = page.getByRole('button', { name: new RegExp(`^${customer.orderNumber}:`) });
    await expect(order).toBeVisible();

    // My Orders says where the order stands and what was paid, in the auction's own words.
    await expect(order).toContainText('Published');
    await expect(order).not.toContainText('Confirmed');
    await expect(order).toContainText(/Publishing fee \$99\.99 paid on \w{3} \d{1,2}, \d{4}/);
    await order.click();
    const auction = page.getByRole('tabpanel', { name: 'Contractor Bids' });
    await expect(auction.getByText('Published', { exact: true })).toBeVisible();
    const feeLine = (await auction.getByRole('list', { name: 'Fees' }).textContent())!;
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await expect(order).toContainText(feeLine);
  });
});
