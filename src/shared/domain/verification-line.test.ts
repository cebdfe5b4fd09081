import { describe, expect, it } from 'vitest';
import { verificationLine } from './verification-line.ts';

describe('verificationLine', () => {
  it('names both dates in words', () => {
    expect(
      verificationLine({ licenceVerifiedOn: '2026-03-02', insuranceVerifiedUntil: '2027-01-31' }),
    ).toBe('Licence verified on March 2, 2026, insurance verified until January 31, 2027');
  });

  it('leaves out what was not verified, and says so when nothing was', () => {
    expect(
      verificationLine({ licenceVerifiedOn: null, insuranceVerifiedUntil: '2027-01-31' }),
    ).toBe('Insurance verified until January 31, 2027');
    expect(
      verificationLine({ licenceVerifiedOn: '2026-03-02', insuranceVerifiedUntil: null }),
    ).toBe('Licence verified on March 2, 2026');
    expect(verificationLine({ licenceVerifiedOn: null, insuranceVerifiedUntil: null })).toBe(
      'Not verified',
    );
  });
});
