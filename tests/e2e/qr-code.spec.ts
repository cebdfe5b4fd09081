import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/client-address.ts';

const urlField = (page: Page) => page.getByRole('textbox', { name: 'Website URL' });

async function openQrPage(page: Page) {
  await page.goto('/qr-code');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QR code generator');
}

// The sales reps' QR generator (SPEC.md §2 /qr-code): the code is made by our own server.
test.describe('qr code', () => {
  test('the address defaults to this site and Generate QR shows a code that loads', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    await openQrPage(page);
    await expect(urlField(page)).toHaveValue(origin);
    await expect(page.getByRole('img', { name: /^QR code for/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Generate QR' }).click();
    const image = page.getByRole('img', { name: `QR code for ${origin}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    const testLink = page.getByRole('link', { name: 'Test Link' });
    await expect(testLink).toHaveAttribute('href', origin);
    await expect(testLink).toHaveAttribute('target', '_blank');
    await expect(testLink).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeVisible();
  });

  test('a code for another page of the site follows the typed address or path', async ({
    page,
    baseURL,
  }) => {
    const target = `${new URL(baseURL!).origin}/get-quote`;
    await openQrPage(page);
    // The help text's own example (issue #9 item 13): a path is resolved against the site.
    for (const typed of [target, '/get-quote']) {
      await urlField(page).fill(typed);
      await page.getByRole('button', { name: 'Generate QR' }).click();
      await expect(urlField(page)).not.toHaveAttribute('aria-invalid', 'true');
      const image = page.getByRole('img', { name: `QR code for ${target}` });
      await expect
        .poll(() =>
          image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'Test Link' })).toHaveAttribute('href', target);
    }
  });

  test('an address that is not a web address is refused', async ({ page }) => {
    await openQrPage(page);
    for (const bad of ['roofbid.ca', 'ftp://roofbid.ca/flyer']) {
      await urlField(page).fill(bad);
      await page.getByRole('button', { name: 'Generate QR' }).click();
      await expect(urlField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(urlField(page)).toHaveAccessibleDescription(
        /^Enter a web address starting with http:\/\/ or https:\/\//,
      );
      await expect(
        page.getByText('Enter a web address starting with http:// or https://'),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: /^QR code for/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Test Link' })).toHaveCount(0);
    }
  });
});
