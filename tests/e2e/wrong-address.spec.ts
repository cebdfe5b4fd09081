import { clientAddress, expect, test } from './fixtures/client-address.ts';
import {
  applyCoupon,
  expectToast,
  fillQuoteForm,
  openQuoteForm,
  quoteForm,
  quoteValues,
} from './fixtures/quote.ts';

const port = Number(process.env.E2E_PORT ?? 5055);
// Another name for this machine, which the server (APP_URL http://127.0.0.1:<port>) does not
// serve as its own: the browser resolves it to loopback.
const otherName = 'roofbid-elsewhere.test';

// SPEC.md §8's coupon and lead toasts, when the server refuses the page's requests as
// cross-site: they say what happened instead of blaming what the visitor typed.
test('a page opened at an address the server does not serve says so', async ({
  playwright,
}, testInfo) => {
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // playwright.config.ts's flags, and the extra name.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      `--host-resolver-rules=MAP ${otherName} 127.0.0.1`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: `http://${otherName}:${port}`,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress(testInfo) },
    });
    const page = await context.newPage();
    await openQuoteForm(page);
    expect(new URL(page.url()).hostname).toBe(otherName);
    const explanation = `This page was opened at an address the server does not serve. Please open http://127.0.0.1:${port} and try again.`;

    await applyCoupon(page, 'WELCOME10');
    await expectToast(page, 'Error', explanation);

    await fillQuoteForm(page, quoteValues(testInfo));
    await quoteForm(page).getByRole('button', { name: 'Continue to payment' }).click();
    await expectToast(page, 'Submission failed', explanation);
  } finally {
    await browser.close();
  }
});
