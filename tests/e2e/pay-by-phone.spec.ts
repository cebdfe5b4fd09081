import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/client-address.ts';
import { linkIn, waitForEmail } from './fixtures/mailbox.ts';
import { expectPaymentStep, launchPrice, paymentStep, submitQuote } from './fixtures/quote.ts';

const qrAlt = 'QR code that opens this checkout on your phone';

/** The image finished loading and decoded to real pixels (not a broken-image icon). */
async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

// The payment step's alternatives (SPEC.md §2, DECISIONS.md §3): below $99.99 a QR code opens the
// same checkout on a phone; anyone can also submit now and pay later.
test.describe('pay by phone', () => {
  test('with SUPER80 ($19.99) the payment step offers a QR code that loads', async ({
    page,
  }, testInfo) => {
    const { id } = await submitQuote(page, testInfo, { couponCode: 'SUPER80' });
    await expectPaymentStep(page, '$19.99');

    const qr = paymentStep(page).getByRole('img', { name: qrAlt });
    await expect(qr).toBeVisible();
    await expectImageLoaded(qr);
    const caption = paymentStep(page)
      .getByRole('figure')
      .filter({ has: page.getByRole('img', { name: qrAlt }) })
      .locator('figcaption');
    await expect(caption).toHaveText(/^Launch offer/);
    await expect(caption).toHaveText('Launch offer: scan to pay $19.99 on your phone');

    // The code is this lead's own: its address names the saved request.
    expect(await qr.getAttribute('src')).toContain(id);
    const link = paymentStep(page).getByRole('link', { name: 'this checkout’s link' });
    await expect(link).toBeHidden();

    // A phone cannot scan its own screen: it gets the link instead (issue #22 item 12).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(qr).toBeHidden();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/payment-checkout?submissionId=${id}`);
  });

  test('at the launch price of $99.99 no QR code is offered', async ({ page }, testInfo) => {
    await submitQuote(page, testInfo);
    await expectPaymentStep(page, launchPrice);
    await expect(page.getByRole('img', { name: qrAlt })).toHaveCount(0);
    await expect(paymentStep(page)).not.toContainText('scan to pay');
  });

  test('"Submit without paying" e-mails the link back to the payment step, which publishes later', async ({
    page,
  }, testInfo) => {
    const { id, values } = await submitQuote(page, testInfo);
    // The reveal fee is told before anything is paid.
    await expect(paymentStep(page).getByTestId('reveal-fee-note')).toContainText(
      'the reveal fee of $99.99 CAD',
    );
    await paymentStep(page)
      .getByRole('button', { name: 'Not ready to pay? Submit without paying' })
      .click();

    await expect(paymentStep(page)).toHaveCount(0);
    const thanks = page.getByRole('region', { name: 'Thank you! Your quote request is in' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('Your pricing will be ready in 10-15 days.');
    await expect(thanks.getByRole('link', { name: 'Publish my auction now' })).toHaveAttribute(
      'href',
      `/payment-checkout?submissionId=${id}`,
    );
    await expect(thanks).toContainText(`We e-mailed you a link at ${values.email}`);
    await expect(page.getByText('Your auction is published')).toHaveCount(0);

    // The e-mail the thank-you promised: the fee, what it buys, and the link back.
    const mail = await waitForEmail(values.email, /^Your roofing quote request is saved/);
    expect(mail.body).toContain('Publishing costs $99.99');
    expect(mail.body).toContain('the reveal fee of $99.99 CAD');
    const link = linkIn(mail, '/payment-checkout?submissionId=');
    expect(link.searchParams.get('submissionId')).toBe(id);
    await page.goto(link.pathname + link.search);
    await expectPaymentStep(page, launchPrice);
    await expect(paymentStep(page).getByTestId('reveal-fee-note')).toContainText(
      'the reveal fee of $99.99 CAD',
    );
  });
});
