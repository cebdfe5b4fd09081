import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/content.ts';
import {
  app,
  checkoutTestFile,
  clock,
  testDatabase as database,
} from '../../test-support/test-checkout.ts';

// The payment page's coupon check: the checkout tests' app.
checkoutTestFile();

const validate = (couponCode: unknown, basePrice: unknown = 99.99) =>
  app.inject({ method: 'POST', url: '/api/validate-coupon', payload: { couponCode, basePrice } });

describe('POST /api/validate-coupon', () => {
  it.each([
    ['WELCOME10', 89.99, 'WELCOME10 applied: 10% off. You pay $89.99.'],
    ['SAVE20', 79.99, 'SAVE20 applied: 20% off. You pay $79.99.'],
    ['FIRST50', 49.99, 'FIRST50 applied: 50% off. You pay $49.99.'],
    ['SUPER80', 19.99, 'SUPER80 applied: Special launch offer. You pay $19.99.'],
  ])('applies %s', async (code, price, message) => {
    const res = await validate(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      couponCode: code,
      discountedPrice: price,
      discountedPriceCents: Math.round(price * 100),
      message,
    });
  });

  it('matches lower-case codes and ignores the base price the browser sends', async () => {
    const res = await validate('  welcome10 ', 5000);
    expect(res.json()).toMatchObject({
      valid: true,
      couponCode: 'WELCOME10',
      discountedPrice: 89.99,
    });
  });

  it('says an unknown code is not valid, at the base price', async () => {
    expect((await validate('FREEROOF')).json()).toEqual({
      valid: false,
      couponCode: 'FREEROOF',
      discountedPrice: 99.99,
      discountedPriceCents: 9999,
      message: 'This coupon code is not valid.',
    });
  });

  it('refuses inactive, expired and used-up coupons with their reasons', async () => {
    await database.db.update(coupons).set({ isActive: false }).where(eq(coupons.code, 'SAVE20'));
    await database.db
      .update(coupons)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(coupons.code, 'FIRST50'));
    await database.db
      .update(coupons)
      .set({ maxUses: 3, usedCount: 3 })
      .where(eq(coupons.code, 'SUPER80'));
    expect((await validate('SAVE20')).json().message).toBe('This coupon is no longer active.');
    expect((await validate('FIRST50')).json().message).toBe('This coupon has expired.');
    expect((await validate('SUPER80')).json().message).toBe(
      'This coupon has reached its usage limit.',
    );
    for (const code of ['SAVE20', 'FIRST50', 'SUPER80']) {
      expect((await validate(code)).json().valid).toBe(false);
    }
  });

  it('accepts a coupon until the moment it expires', async () => {
    await database.db
      .update(coupons)
      .set({ expiresAt: new Date(clock.now().getTime() + 60_000) })
      .where(eq(coupons.code, 'FIRST50'));
    expect((await validate('FIRST50')).json().valid).toBe(true);
    clock.advance(60_000);
    expect((await validate('FIRST50')).json().valid).toBe(false);
  });

  it.each([[''], ['   '], [undefined], [42]])(
    'refuses an empty or malformed code %j',
    async (code) => {
      const res = await validate(code);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.couponCode).toBe('Enter a coupon code');
    },
  );
});
