import type { Page } from '@playwright/test';
import { expect, openMoreSection, test } from './fixtures/admin-tabs.ts';
import { expectToast } from './fixtures/quote.ts';

// Prices are site-wide: while one changes, every page that shows a price would see it. This file
// runs in the "site-wide" project of playwright.config.ts, after the desktop and phone projects
// have finished, so nothing else runs while the launch price is not the usual one.

test.describe('More tab › Prices', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a new launch price shows on the home page, then the old one is put back', async ({
    page,
  }, testInfo) => {
    const panel = await openMoreSection(page, testInfo, 'Prices');
    const launch = panel.getByLabel(/^Launch price/);
    await expect(launch).toHaveValue(/^\d+\.\d{2}$/);
    const original = await launch.inputValue();

    const changed = original === '97.77' ? '96.66' : '97.77';
    try {
      await launch.fill(changed);
      await panel.getByRole('button', { name: 'Save prices' }).click();
      await expectToast(page, 'Prices Updated', 'The site shows the new prices now.');
      await expectHomePrice(page, `$${changed}`);

      const again = await openMoreSection(page, testInfo, 'Prices');
      await expect(again.getByLabel(/^Launch price/)).toHaveValue(changed);
      await again.getByLabel(/^Launch price/).fill(original);
      await again.getByRole('button', { name: 'Save prices' }).click();
      await expectToast(page, 'Prices Updated', 'The site shows the new prices now.');
    } finally {
      // Other tests expect the usual price: put back even when a step above failed.
      await restoreLaunchPrice(page, original);
    }
    await expectHomePrice(page, `$${original}`);
  });
});

async function expectHomePrice(page: Page, price: string) {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Publish your roofing auction' }).getByText(price, {
      exact: true,
    }),
  ).toBeVisible();
}

/** Puts the launch price back through the API, unless it is back already. */
async function restoreLaunchPrice(page: Page, original: string) {
  const current = await (await page.request.get('/api/admin/settings/prices')).json();
  if (
    (current as { launchPriceCents: number }).launchPriceCents ===
    Math.round(Number(original) * 100)
  ) {
    return;
  }
  const prices = current as {
    listPriceCents: number;
    revealFeeCents: number;
    paymentLinkDefaultCents: number;
  };
  const response = await page.request.put('/api/admin/settings/prices', {
    data: {
      listPrice: (prices.listPriceCents / 100).toFixed(2),
      launchPrice: original,
      revealFee: (prices.revealFeeCents / 100).toFixed(2),
      paymentLinkDefault: (prices.paymentLinkDefaultCents / 100).toFixed(2),
    },
  });
  expect(response.ok(), `restoring the launch price answered ${response.status()}`).toBe(true);
}
