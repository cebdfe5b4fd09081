import { expect, test, type Request } from '@playwright/test';
import { pages } from '../../src/shared/routes.ts';

const isPageView = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/page-view';

type PageView = { path: string; location: string; title: string; referrer?: string };

test.describe('home', () => {
  test('shows the launch offer at half price', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'Publish your roofing auction' });
    await expect(offer.getByText('$99.99', { exact: true })).toBeVisible();
    const listPrice = offer.getByText('$199.99', { exact: true });
    await expect(listPrice).toBeVisible();
    await expect(listPrice).toHaveCSS('text-decoration-line', 'line-through');
    await expect(offer).toContainText('50% off for first-time customers');
    await expect(offer.getByRole('link', { name: 'Start my auction' })).toHaveAttribute(
      'href',
      '/get-quote',
    );
  });

  test('?setup=true opens Customer Login and clears the query', async ({ page, baseURL }) => {
    await page.goto('/?setup=true');
    await expect(page.getByRole('dialog', { name: 'Customer Login' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Customer Login' })).toBeHidden();
  });

  test('?setup=<token> goes to /setup-password with the same token', async ({ page, baseURL }) => {
    await page.goto('/?setup=abc123');
    await expect(page).toHaveURL(`${baseURL}/setup-password?setup=abc123`);
    await expect(page).toHaveTitle(pages['/setup-password'].title);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('records a page_view with path, location and title', async ({ page, baseURL }) => {
    const viewSent = page.waitForResponse((response) => isPageView(response.request()));
    await page.goto('/');
    const response = await viewSent;
    expect(response.ok(), `page_view answered ${response.status()}`).toBe(true);
    expect(response.request().postDataJSON() as PageView).toMatchObject({
      path: '/',
      location: `${baseURL}/`,
      title: pages['/'].title,
    });

    // A navigation inside the app records the next page.
    const nextSent = page.waitForRequest(isPageView);
    await page.getByRole('main').getByRole('link', { name: 'See how it works' }).click();
    expect((await nextSent).postDataJSON() as PageView).toMatchObject({
      path: '/services',
      location: `${baseURL}/services`,
      title: pages['/services'].title,
    });
  });

  test('never sends the setup token in a page_view', async ({ page }) => {
    const views: PageView[] = [];
    page.on('request', (request) => {
      if (isPageView(request)) views.push(request.postDataJSON() as PageView);
    });
    const setupViewSent = page.waitForRequest(
      (request) =>
        isPageView(request) && (request.postDataJSON() as PageView).path === '/setup-password',
    );
    await page.goto('/?setup=abc123');
    await setupViewSent;
    expect(views.length).toBeGreaterThan(0);
    for (const view of views) {
      expect(view.location).not.toContain('abc123');
    }
    expect(views.at(-1)?.location).toMatch(/\/setup-password\?setup=(\*|%2A){3}$/);
  });
});
