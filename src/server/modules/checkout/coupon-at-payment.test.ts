import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/content.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { rowCount } from '../../test-support/counts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import {
  app,
  checkoutTestFile,
  clock,
  openCheckout,
  payOnCardPage as pay,
  testDatabase as database,
} from '../../test-support/test-checkout.ts';

// Issue 8, item 4: a coupon's limits hold at payment, not only when the form is sent.

checkoutTestFile();

/** A single-use coupon that makes the fee 9.99. */
async function createSingleUseCoupon() {
  await database.db.insert(coupons).values({
    code: 'ONCE999',
    kind: 'fixed_price',
    finalPriceCents: 999,
    description: 'One-time offer',
    maxUses: 1,
  });
}

const usedCount = async (code: string) =>
  (await database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usedCount;

describe('a coupon checked again when the checkout opens', () => {
  it.each([
    ['used up', { maxUses: 1, usedCount: 1 }, 'Coupon SUPER80 has reached its usage limit'],
    ['deactivated', { isActive: false }, 'Coupon SUPER80 is no longer active'],
    ['expired', { expiresAt: new Date('2026-11-21T11:59:00Z') }, 'Coupon SUPER80 has expired'],
  ])(
    'a coupon that is %s is not applied, and the payment page says why',
    async (_, change, why) => {
      const lead = await submitLead(app, { couponCode: 'SUPER80' });
      expect(lead.finalPriceCents).toBe(1999);
      await database.db.update(coupons).set(change).where(eq(coupons.code, 'SUPER80'));
      const notice = `${why}, so the regular price applies.`;

      const quote = (
        await app.inject({ method: 'GET', url: `/api/checkout/quote/${lead.id}` })
      ).json();
      expect(quote).toMatchObject({ amountCents: 9999, couponNotice: notice });
      expect(quote.couponCode).toBeUndefined();

      const res = await openCheckout(lead.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ amountCents: 9999, couponNotice: notice });
      const [payment] = await database.db.select().from(payments);
      expect(payment).toMatchObject({ amountCents: 9999, couponCode: null });

      await pay(res.json().sessionId);
      const [order] = await database.db.select().from(orders);
      expect(order?.totalAmountCents).toBe(9999);
    },
  );
});

describe('a coupon use claimed at fulfilment', () => {
  it('a single-use coupon on three leads gives its price once; used_count ends at 1', async () => {
    await createSingleUseCoupon();
    const leads = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      leads.push(await submitLead(app, { email, couponCode: 'ONCE999' }));
    }
    expect(leads.map((l) => l.finalPriceCents)).toEqual([999, 999, 999]);
    for (const lead of leads) {
      const res = await openCheckout(lead.id);
      expect((await pay(res.json().sessionId)).statusCode).toBe(303);
      clock.advance(60_000);
    }
    const paid = await database.db.select().from(orders).orderBy(orders.orderNumber);
    expect(paid.map((o) => o.totalAmountCents)).toEqual([999, 9999, 9999]);
    expect(await usedCount('ONCE999')).toBe(1);
  });

  it('of two checkouts opened while one use was left, the second payment is refunded', async () => {
    await createSingleUseCoupon();
    const first = await submitLead(app, { email: 'a@example.com', couponCode: 'ONCE999' });
    const second = await submitLead(app, { email: 'b@example.com', couponCode: 'ONCE999' });
    const sessions = [
      (await openCheckout(first.id)).json(),
      (await openCheckout(second.id)).json(),
    ];
    expect(sessions.map((s) => s.amountCents)).toEqual([999, 999]);

    await Promise.all(sessions.map((s) => pay(s.sessionId)));
    expect(await rowCount(database, orders)).toBe(1);
    expect(await usedCount('ONCE999')).toBe(1);
    const rows = await database.db.select().from(payments);
    expect(rows.map((p) => p.status).sort()).toEqual(['paid', 'refunded']);
    const refunded = rows.find((p) => p.status === 'refunded')!;
    expect(refunded.refundReason).toBe('coupon_unavailable');

    const check = await app.inject({
      method: 'GET',
      url: `/api/checkout-session/${refunded.providerSessionId}`,
    });
    expect(check.json()).toMatchObject({
      success: false,
      status: 'refunded',
      message:
        'The coupon ONCE999 could no longer be used when your payment went through, so the payment has been refunded in full. You can publish your auction at the regular price.',
    });
    // The homeowner can still publish, at the regular price.
    const retry = await openCheckout(refunded.contactSubmissionId!);
    expect(retry.json()).toMatchObject({ amountCents: 9999 });
  });
});
