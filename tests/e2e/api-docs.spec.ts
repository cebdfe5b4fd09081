import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';

test('the API reference renders the OpenAPI document under the site CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'RoofBid API reference' }),
  ).toBeVisible();
  // The script (our own origin) fetched and rendered the document: groups and operations.
  await expect(page.getByRole('heading', { level: 2, name: 'faq', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Groups' }).getByRole('link')).not.toHaveCount(
    0,
  );

  await page.getByLabel('Filter by path or group').fill('/api/faq');
  const faq = page.locator('details', { hasText: '/api/faq' }).first();
  await expect(faq).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'admin orders' })).toBeHidden();
  await faq.locator('summary').click();
  await expect(faq.getByText('Who may call: Anyone, signed in or not.')).toBeVisible();
  await expect(faq.getByRole('heading', { name: /^200:/ })).toBeVisible();
  await expect(faq.locator('pre').first()).toContainText('"question"');

  await expectNoSeriousA11yViolations(page, 'the API reference');
  expect(refused).toEqual([]);
});
