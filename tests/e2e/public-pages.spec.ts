import { expect, test } from '@playwright/test';
import { contact, publicRoutes } from './fixtures/public-routes.ts';
import { expectSiteFooter, expectSiteHeader, isPhone, openPublicPage } from './fixtures/site.ts';

// Every public page answers 200 with its own title, one h1, the header and the footer.
for (const route of publicRoutes) {
  test(
    `${route.path} shows its title, one h1, the header and the footer`,
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const response = await openPublicPage(page, route.path);
      expect(response?.status(), `HTTP status of ${route.path}`).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expectSiteHeader(page, isPhone(testInfo) ? 'phone' : 'desktop');
      await expectSiteFooter(page);
    },
  );
}

test.describe('page content', () => {
  test('/services lists the eleven steps', async ({ page }) => {
    await openPublicPage(page, '/services');
    const main = page.getByRole('main');
    // One numbered list holds the steps; count its own items, not nested ones.
    await expect
      .poll(() =>
        main
          .locator('ol')
          .evaluateAll((lists) => lists.map((ol) => ol.querySelectorAll(':scope > li').length)),
      )
      .toContain(11);
  });

  test('/about shows the four feature cards', async ({ page }) => {
    await openPublicPage(page, '/about');
    const main = page.getByRole('main');
    for (const feature of [
      'Licensed and insured',
      'Local experts',
      'Quality materials',
      'Warranty protection',
    ]) {
      await expect(main.getByRole('heading', { name: feature, exact: true })).toBeVisible();
    }
  });

  test('/reviews shows approved reviews, the five testimonials among them', async ({ page }) => {
    await openPublicPage(page, '/reviews');
    const reviews = page.getByRole('main').getByRole('figure');
    await expect(reviews.first()).toBeVisible();
    for (const review of await reviews.all()) await expect(review).not.toBeEmpty();
    // The SPEC's testimonials are seeded reviews (migration 0021), the oldest ones.
    await page.getByLabel('Project type').selectOption({ label: 'Commercial roofing' });
    await expect(
      reviews.filter({ hasText: 'Lucie F.' }).filter({ hasText: 'Condo board treasurer' }),
    ).toBeVisible();
  });

  test('/contact gives the e-mail, a phone number and the reply promise', async ({ page }) => {
    await openPublicPage(page, '/contact');
    const main = page.getByRole('main');
    const email = main.locator(`a[href="mailto:${contact.infoEmail}"]`).first();
    await expect(email).toBeVisible();
    await expect(email).toContainText(contact.infoEmail);
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(main).toContainText(contact.replyWindow);
  });
});
