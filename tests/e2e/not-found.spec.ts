import { expect, test, type Page } from '@playwright/test';
import { notFound, publicRoutes } from './fixtures/public-routes.ts';

const home = publicRoutes[0]!;

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.h1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(notFound.title);
  await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute(
    'href',
    '/',
  );
}

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
    const response = await page.goto(notFound.path);
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    // The site around it still works.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'RoofBid home' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.h1);
    await expect(page).toHaveTitle(home.title);
  });

  test('a nested unknown path and a known page with an extra segment are 404 too', async ({
    page,
  }) => {
    for (const path of ['/services/nothing-here', '/no/such/page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectNotFoundPage(page);
    }
  });

  test('an unknown API path answers a JSON 404', async ({ request }) => {
    const response = await request.get('/api/this-does-not-exist');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    expect(body.error?.code).toBe('NOT_FOUND');
    expect(body.error?.message).toEqual(expect.any(String));
  });

  test('following an in-app link to an unknown page shows the 404 page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.h1);
    // Marks this document: it must survive, proving the app navigated without a reload.
    await page.evaluate(() => ((window as { e2eSameDocument?: boolean }).e2eSameDocument = true));

    // An in-app link whose page has gone: the router handles it like any other link.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, notFound.path);

    await expect(page).toHaveURL(new RegExp(`${notFound.path}$`));
    await expectNotFoundPage(page);
    expect(
      await page.evaluate(() => (window as { e2eSameDocument?: boolean }).e2eSameDocument),
    ).toBe(true);
  });

  test('going back to an unknown page from the home page shows the 404 page again', async ({
    page,
  }) => {
    await page.goto(notFound.path);
    await expectNotFoundPage(page);
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.h1);
    await page.evaluate(() => ((window as { e2eSameDocument?: boolean }).e2eSameDocument = true));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${notFound.path}$`));
    await expectNotFoundPage(page);
    expect(
      await page.evaluate(() => (window as { e2eSameDocument?: boolean }).e2eSameDocument),
    ).toBe(true);
  });
});
