import type { Page } from '@playwright/test';
import { expectToast } from './fixtures/accounts.ts';
import { submitQuoteWithoutPaying } from './fixtures/customers.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { clientAddress, expect, test } from './fixtures/client-address.ts';

const urlField = (page: Page) => page.getByRole('textbox', { name: 'Website URL' });

/** The demo server's sales rep (scripts/e2e-server.mjs runs in demo mode). */
const demoSales = {
  email: 'sales@demo.roofbid.ca',
  password: 'demo-sales-roofbid',
  name: 'Sam Sales',
};

/** The image has arrived and decoded (a broken one has no natural width). */
const loadedWidth = (image: ReturnType<Page['getByRole']>) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

/** Pages of a PDF that Chromium printed (each page object is `/Type /Page`, the tree `/Pages`). */
const pdfPages = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

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
    // A visitor's page makes no request that fails (no 401 from asking who is signed in).
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
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
    // No rep signed in: no referral notice and no flyer.
    await expect(page.getByRole('button', { name: 'Print flyer' })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('roofbid-qr-code.png');
    const png = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // 300×300 (SPEC.md §2): the IHDR chunk's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([300, 300]);
    expect(failed).toEqual([]);

    // The server cannot be reached: the download says so.
    await page.route('**/api/qr-code.png**', (route) => route.abort());
    await page.getByRole('button', { name: 'Download PNG' }).click();
    await expectToast(page, 'Download Failed', 'Please try again.');
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

  test("a rep's QR link and flyer bring a quote request that is attributed to the rep", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two printed flyers, a homeowner's quote request and the rep's board: a long journey.
    test.setTimeout(60_000);
    const origin = new URL(baseURL!).origin;
    const signIn = await page.request.post('/api/staff/login', { data: demoSales });
    expect(signIn.ok(), `sales sign-in answered ${signIn.status()}`).toBe(true);

    await openQrPage(page);
    await expect(page.getByText(`Signed in as ${demoSales.name}`)).toBeVisible();
    // The header offers the rep's pipeline, not "Customer Login" (issue #22 item 10).
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sales pipeline' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Customer Login' })).toHaveCount(0);
    await expect(urlField(page)).toHaveValue(new RegExp(`^${origin}/\\?ref=[A-Z0-9]{10}$`));
    const repLink = await urlField(page).inputValue();
    await page.getByRole('button', { name: 'Generate QR' }).click();
    await expect
      .poll(() => loadedWidth(page.getByRole('img', { name: `QR code for ${repLink}` })))
      .toBe(300);
    await expect(page.getByRole('link', { name: 'Test Link' })).toHaveAttribute('href', repLink);
    await expectNoSeriousA11yViolations(page, '/qr-code signed in as a sales rep');

    // The rep sends homeowners straight to the form: the flyer prints exactly the link generated
    // (issue #22 item 10: it printed the default "/?ref=" link whatever was generated).
    const flyerLink = `${origin}/get-quote${new URL(repLink).search}`;
    await urlField(page).fill(flyerLink.slice(origin.length));
    await page.getByRole('button', { name: 'Generate QR' }).click();
    await expect(page.getByRole('link', { name: 'Test Link' })).toHaveAttribute('href', flyerLink);

    // Print flyer: the sheet with the rep's code and name, alone on one A4 or Letter page.
    // The browser's print dialog is stood in for by counting window.print() calls; page.pdf()
    // prints as the dialog would (and ends with afterprint, when the page prints as itself again).
    await page.evaluate(() => {
      (window as { printed?: number }).printed = 0;
      window.print = () => {
        (window as { printed?: number }).printed! += 1;
      };
    });
    const printed = () => page.evaluate(() => (window as { printed?: number }).printed);
    const flyer = page.getByTestId('print-flyer');
    for (const [index, format] of (['A4', 'Letter'] as const).entries()) {
      await page.getByRole('button', { name: 'Print flyer' }).click();
      await expect.poll(printed).toBe(index + 1);
      await page.emulateMedia({ media: 'print' });
      await expect(flyer).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('main')).toBeHidden();
      await expect(flyer.getByText(`Your RoofBid rep: ${demoSales.name}`)).toBeVisible();
      await expect(flyer.getByText(flyerLink, { exact: true })).toBeVisible();
      const code = flyer.getByRole('img', { name: `QR code for ${flyerLink}` });
      expect(await loadedWidth(code)).toBe(600);
      expect(pdfPages(await page.pdf({ format })), `flyer pages on ${format}`).toBe(1);
      await expect(flyer).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
    }

    // A homeowner scans it: their own browser, their own address.
    const visitor = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress(testInfo).replace(/^10\./, '11.') },
    });
    const homeowner = await visitor.newPage();
    await homeowner.goto(flyerLink);
    const name = 'Quinn Scanwell';
    const values = await submitQuoteWithoutPaying(homeowner, testInfo, { name });
    await visitor.close();

    // The rep finds the lead on their pipeline board, marked as their referral: the page's
    // own link goes back there.
    await page.getByRole('link', { name: 'Back to the sales pipeline' }).click();
    await expect(page).toHaveURL(/\/pipeline$/);
    await expect(page.getByRole('tab', { name: 'Active Pipeline' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(values.email);
    const card = page.getByRole('article', { name, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText(`Referred by ${demoSales.name}`)).toBeVisible();
    await card.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(
      new RegExp(`Referred by\\s*${demoSales.name}`),
    );
  });
});
