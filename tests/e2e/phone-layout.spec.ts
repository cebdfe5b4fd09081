import { expect, test } from '@playwright/test';
import { pages } from '../../src/shared/routes.ts';
import {
  test as adminTest,
  openAdminTab,
  selectMoreSection,
  uniqueTag,
} from './fixtures/admin-tabs.ts';
import { test as clientTest } from './fixtures/client-address.ts';
import { notFound, publicRoutes } from './fixtures/public-routes.ts';
import {
  cards,
  daysFromToday,
  expectPaymentSuccess,
  launchPrice,
  openCardPage,
  payWithCard,
} from './fixtures/quote.ts';
import { expectNoHorizontalScroll, openPhoneMenu, openPublicPage } from './fixtures/site.ts';

// The 360 px layout of the "phone" project: the header collapses into a menu.
test.describe('phone layout', { tag: '@phone-only' }, () => {
  test('the menu button reveals the links, a phone link and Customer Login', async ({ page }) => {
    await openPublicPage(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Services', exact: true })).toBeHidden();

    const nav = await openPhoneMenu(page);
    for (const name of ['Services', 'Reviews', 'Rate Contractor', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:/);
    await expect(nav.getByRole('button', { name: 'Customer Login' })).toBeVisible();

    // The same button closes it again.
    await banner.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('following a menu link opens the page and closes the menu', async ({ page }) => {
    await openPublicPage(page, '/');
    const nav = await openPhoneMenu(page);
    await nav.getByRole('link', { name: 'Reviews', exact: true }).click();

    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page).toHaveTitle(pages['/reviews'].title);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('Customer Login in the menu closes the menu and opens the dialog', async ({ page }) => {
    await openPublicPage(page, '/');
    const nav = await openPhoneMenu(page);
    await nav.getByRole('button', { name: 'Customer Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Customer Login' })).toBeVisible();
    await expect(nav).toBeHidden();
  });

  for (const route of [...publicRoutes, notFound]) {
    test(`${route.path} never scrolls sideways`, async ({ page }) => {
      await openPublicPage(page, route.path);
      await expectNoHorizontalScroll(page);
    });
  }
});

// Issue #9 item 16: at 360 px no page and no dialog scrolls sideways, beyond the public pages
// above (the account screens and their dialogs: account-accessibility.spec.ts). One browser
// session for the payment pages, one for the admin dashboard.
clientTest.describe('phone layout beyond the public pages', { tag: '@phone-only' }, () => {
  clientTest(
    'the payment pages, the test checkout and the sign-in dialog never scroll sideways',
    async ({ page }) => {
      clientTest.slow(); // a whole purchase
      // Long words: the test checkout page was 372 px wide with an address like this one.
      const email = `${'averyveryverylonghomeowneraddress'.repeat(2)}.${uniqueTag().toLowerCase()}@example-roofing-customers.com`;
      const lead = await page.request.post('/api/contact', {
        data: {
          name: 'Dana Whitfield',
          phone: '(403) 555-0134',
          email,
          address: '1234 Elbow Drive SW',
          date: daysFromToday(14),
          country: 'Canada',
          province: 'Alberta',
          postalCode: 'T2S 2J1',
          budget: '10k-20k',
          projectType: 'replacement',
          finalPrice: '99.99',
        },
      });
      expect(lead.ok(), `POST /api/contact answered ${lead.status()}`).toBe(true);
      const checkout = `/payment-checkout?submissionId=${(await lead.json()).id}`;

      await page.goto(checkout);
      await expect(page.getByRole('button', { name: `Pay ${launchPrice} securely` })).toBeVisible();
      await expectNoHorizontalScroll(page);

      await openCardPage(page, launchPrice);
      await expect(page.getByText(email)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: 'Cancel and return to RoofBid' }).click();
      await expect(page).toHaveURL(/\/payment-cancelled\b/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.goto(checkout);
      await openCardPage(page, launchPrice);
      await payWithCard(page, cards.approved);
      await expectPaymentSuccess(page, launchPrice, email);
      await expectNoHorizontalScroll(page);

      // The header's sign-in dialog, signed out (the portal's dialogs and the signed-in one:
      // account-accessibility.spec.ts).
      const menu = await openPhoneMenu(page);
      await menu.getByRole('button', { name: 'Customer Login' }).click();
      await expect(page.getByRole('dialog', { name: 'Customer Login' })).toBeVisible();
      await expectNoHorizontalScroll(page);
    },
  );
});

adminTest.describe('the admin dashboard at 360 px', { tag: '@phone-only' }, () => {
  adminTest('no tab and no dialog scrolls sideways', async ({ page }, testInfo) => {
    adminTest.setTimeout(120_000);
    const closeDialog = async (name: string | RegExp) => {
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };

    await openAdminTab(page, 'Customers (Paid)');
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page
      .getByRole('button', { name: /^View Details of order/ })
      .first()
      .click();
    await closeDialog(/^Order RB-/);
    await page.getByRole('button', { name: 'Create New Order' }).click();
    await expect(page.getByRole('form', { name: 'New order' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.getByRole('tab', { name: 'Leads (Unpaid)' }).click();
    const leads = page.getByRole('tabpanel', { name: 'Leads (Unpaid)' });
    await expect(leads.getByRole('article').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await leads.getByRole('article').first().getByRole('button', { name: 'Details' }).click();
    await closeDialog(/./);

    await page.getByRole('tab', { name: 'FAQs' }).click();
    const faqs = page.getByRole('tabpanel', { name: 'FAQs' });
    await expect(faqs.getByRole('button', { name: 'New FAQ' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await faqs.getByRole('button', { name: 'New FAQ' }).click();
    await closeDialog('New FAQ');

    await page.getByRole('tab', { name: 'Email Center' }).click();
    await page.getByRole('button', { name: 'Compose Email' }).click();
    await closeDialog('Compose Email');
    await expectNoHorizontalScroll(page);

    await page.getByRole('tab', { name: 'More' }).click();
    for (const section of [
      'Incomplete payments',
      'Contractor reviews',
      'Coupons',
      'Dropdown options',
      'Prices',
      'Instant estimate',
      'Audit log',
    ]) {
      const panel = await selectMoreSection(page, testInfo, section);
      await expect(panel.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      if (section === 'Coupons') {
        await panel.getByRole('button', { name: 'New coupon' }).click();
        await closeDialog('New coupon');
      }
      if (section === 'Dropdown options') {
        await panel.getByRole('button', { name: 'Add project type option' }).click();
        await closeDialog('New option');
      }
    }
  });
});
