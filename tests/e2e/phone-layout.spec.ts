import { expect, test } from '@playwright/test';
import { pages } from '../../src/shared/routes.ts';
import { notFound, publicRoutes } from './fixtures/public-routes.ts';
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
