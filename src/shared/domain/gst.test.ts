import { describe, expect, it } from 'vitest';
import { gstIncludedCents } from './gst.ts';

describe('gstIncludedCents: the 5% GST inside a tax-included amount', () => {
  it.each([
    // amount (cents), GST included (cents): 5/105 of the amount, to the nearest cent
    [0, 0],
    [1, 0],
    [10, 0], // 0.476 cents
    [11, 1], // 0.524 cents
    [21, 1],
    [105, 5],
    [1999, 95], // SUPER80: $19.99 includes $0.95 (95.19)
    [4999, 238], // FIRST50: 238.05
    [7999, 381], // SAVE20: 380.90
    [8999, 429], // payment link, WELCOME10: 428.52
    [9999, 476], // launch price: 476.14
    [19999, 952], // list price: 952.33
    [2100, 100],
    [123_456_789, 5_878_895], // 5878894.71
  ])('%i cents include %i cents of GST', (amountCents, gstCents) => {
    expect(gstIncludedCents(amountCents)).toBe(gstCents);
  });

  it('leaves the rest as the price before tax: the two add up to the amount', () => {
    for (const amount of [1999, 4999, 8999, 9999]) {
      const gst = gstIncludedCents(amount);
      expect(Math.abs((amount - gst) * 0.05 - gst)).toBeLessThanOrEqual(0.5);
    }
  });
});
