import { expect, test, uniqueTag } from './fixtures/admin-tabs.ts';
import { expectPaymentStep, openCardPage, paymentStep, submitQuote } from './fixtures/quote.ts';

// Issue 8, item 4: a coupon is checked again when the checkout opens; when it no longer
// applies, the payment step says why before the homeowner is sent to pay another amount.
test.describe('coupon at payment', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a coupon switched off after the form was sent: the step says why, then charges the regular price', async ({
    page,
  }, testInfo) => {
    // A coupon of this test's own (the seeded ones are shared by every test); the browser holds
    // the demo admin's session (fixtures/admin-tabs.ts).
    const code = `E2E${uniqueTag()}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const coupon = { code, kind: 'fixed_price', finalPrice: '29.99', description: 'Browser test' };
    const created = await page.request.post('/api/admin/coupons', { data: coupon });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await submitQuote(page, testInfo, { couponCode: code });
    await expectPaymentStep(page, '$29.99');
    await expect(paymentStep(page)).toContainText(`Coupon ${code} applied`);

    // Staff switch the coupon off while the homeowner reads the payment step.
    const off = await page.request.put(`/api/admin/coupons/${id}`, {
      data: { ...coupon, isActive: false },
    });
    expect(off.ok(), await off.text()).toBe(true);

    await paymentStep(page).getByRole('button', { name: 'Pay $29.99 securely' }).click();
    await expect(paymentStep(page).getByRole('status')).toHaveText(
      `Coupon ${code} is no longer active, so the regular price applies.`,
    );
    await expect(page).toHaveURL(/\/get-quote$/);
    await expect(paymentStep(page).getByTestId('payment-amount')).toHaveText('$99.99');
    await expect(paymentStep(page).getByTestId('payment-gst')).toHaveText('includes $4.76 GST');
    await expect(paymentStep(page)).not.toContainText(`Coupon ${code} applied`);

    await openCardPage(page, '$99.99');
  });
});
