import { describe, expect, it } from 'vitest';
import { normalizeReferralCode } from './referral-code.ts';

describe('normalizeReferralCode', () => {
  it.each([
    ['7K3MZQ9P2D', '7K3MZQ9P2D'],
    [' 7k3mzq9p2d ', '7K3MZQ9P2D'],
    ['7K3MZQ9P2', undefined], // too short
    ['7K3MZQ9P2DX', undefined], // too long
    ['7K3MZQ9P2I', undefined], // I, L, O and U are not Crockford characters
    ['7K3MZQ9P2O', undefined],
    ['7K3-ZQ9P2D', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(normalizeReferralCode(value)).toBe(expected);
  });
});
