import { describe, expect, it } from 'vitest';
import { formatCardExpiry } from './card-expiry.ts';

describe('formatCardExpiry', () => {
  it.each([
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['12 / 29', '12/29'],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['4', '04'],
    ['429', '04/29'],
    ['1/29', '01/29'],
    ['0', '0'],
    ['12/2029', '12/20'],
    ['ab', ''],
  ])('%j as typed shows %j', (typed, shown) => {
    expect(formatCardExpiry(typed)).toBe(shown);
  });

  // The test checkout's page runs the function's own source (test-checkout-page.ts).
  it('runs from its source alone', () => {
    const copy = new Function(`return (${formatCardExpiry.toString()})`)() as (t: string) => string;
    expect(copy('1229')).toBe('12/29');
  });
});
