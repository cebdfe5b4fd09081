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

test.describe('the reveal fee, told before anything is paid', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a new reveal fee shows in the FAQ, on /services and in the terms, then the old one is put back', async ({
    page,
  }) => {
    const before = (await (await page.request.get('/api/admin/settings/prices')).json()) as Prices;
    const changed = before.revealFeeCents === 12_345 ? 12_346 : 12_345;
    const amount = `$${(changed / 100).toFixed(2)} CAD`;
    try {
      await putPrices(page, { ...before, revealFeeCents: changed });

      await page.goto('/faq');
      const entry = page
        .getByRole('main')
        .locator('details')
        .filter({ hasText: 'How much is the reveal fee, and what does it buy?' });
      await entry.locator('summary').click();
      await expect(entry).toContainText(
        `The reveal fee is ${amount}, shown again before you pay it.`,
      );
      await expect(page.getByRole('main')).not.toContainText('{{');

      await page.goto('/services');
      await expect(page.getByRole('main')).toContainText(
        `Reveal fee: ${amount}. It shows you the company name and contact details of every contractor who bid on your auction`,
      );

      await page.goto('/terms');
      await expect(page.getByRole('main')).toContainText(`Reveal fee: ${amount}.`);
    } finally {
      // Other tests expect the usual fee: put back even when a step above failed.
      await putPrices(page, before);
    }
  });
});

type Prices = {
  listPriceCents: number;
  launchPriceCents: number;
  revealFeeCents: number;
  paymentLinkDefaultCents: number;
};

async function putPrices(page: Page, prices: Prices) {
  const amount = (cents: number) => (cents / 100).toFixed(2);
  const response = await page.request.put('/api/admin/settings/prices', {
    data: {
      listPrice: amount(prices.listPriceCents),
      launchPrice: amount(prices.launchPriceCents),
      revealFee: amount(prices.revealFeeCents),
      paymentLinkDefault: amount(prices.paymentLinkDefaultCents),
    },
  });
  expect(response.ok(), `saving the prices answered ${response.status()}`).toBe(true);
}

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
