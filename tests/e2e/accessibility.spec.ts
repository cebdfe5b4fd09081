import { expect, test } from '@playwright/test';
import { axeViolations, expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { notFound, publicRoutes } from './fixtures/public-routes.ts';
import { isPhone, openPhoneMenu, openPublicPage } from './fixtures/site.ts';

// axe-core over every public page, the 404 page, the open login dialog and the open phone
// menu; serious and critical findings fail the test.
test.describe('accessibility', () => {
  for (const route of [...publicRoutes, notFound]) {
    test(
      `${route.path} has no serious accessibility violations`,
      { tag: '@phone' },
      async ({ page }) => {
        await openPublicPage(page, route.path);
        await expectNoSeriousA11yViolations(page, route.path);
      },
    );
  }

  test(
    'the open Customer Login dialog has no serious accessibility violations',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await openPublicPage(page, '/');
      if (isPhone(testInfo)) {
        const nav = await openPhoneMenu(page);
        await nav.getByRole('button', { name: 'Customer Login' }).click();
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Customer Login' }).click();
      }
      await expect(page.getByRole('dialog', { name: 'Customer Login' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/ with the Customer Login dialog open');
    },
  );

  test(
    'the open phone menu has no serious accessibility violations',
    { tag: '@phone-only' },
    async ({ page }) => {
      await openPublicPage(page, '/');
      await openPhoneMenu(page);
      await expectNoSeriousA11yViolations(page, '/ with the phone menu open');
    },
  );

  test('the FAQ with an answer open has no serious accessibility violations', async ({ page }) => {
    await openPublicPage(page, '/faq');
    await page.getByRole('main').locator('summary').first().click();
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, '/faq with an answer open');
  });

  test('the scan finds what is wrong, and only where it is asked to look', async ({ page }) => {
    await openPublicPage(page, '/about');
    // A button without a name and an image without a text alternative, put into the page.
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('afterbegin', '<button type="button"></button>');
      document.querySelector('footer')!.insertAdjacentHTML('afterbegin', '<img src="/x.png">');
    });
    const everywhere = (await axeViolations(page)).map((v) => v.id);
    expect(everywhere).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
    const inFooter = (await axeViolations(page, ['footer'])).map((v) => v.id);
    expect(inFooter).toContain('image-alt');
    expect(inFooter).not.toContain('button-name');
    await expect(expectNoSeriousA11yViolations(page, 'the planted faults')).rejects.toThrow(
      /button-name/,
    );
  });
});
