import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  newTotpSecret,
  otpauthUri,
  totpCode,
} from './totp.ts';

// RFC 6238 appendix B and RFC 4226 appendix D use this ASCII key for HMAC-SHA1.
const rfcKey = Buffer.from('12345678901234567890');
const rfcSecret = base32Encode(rfcKey);

describe('base32 (RFC 4648 test vectors, unpadded)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j is %j and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
    expect(base32Decode(encoded.toLowerCase()).toString()).toBe(text);
  });

  it('makes 32-character secrets of 160 random bits', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the RFC codes for counters 0 to 9', () => {
    const codes = Array.from({ length: 10 }, (_, counter) => hotp(rfcKey, counter));
    expect(codes).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the 8-digit code is %s', (seconds, code) => {
    expect(totpCode(rfcSecret, new Date(seconds * 1000), 8)).toBe(code);
  });

  it('accepts the code of the step before and after, no further, and nothing that is not 6 digits', () => {
    const at = new Date('2026-11-21T12:00:10Z');
    const step = Math.floor(at.getTime() / 30_000);
    const codeAt = (offsetSteps: number) =>
      totpCode(rfcSecret, new Date(at.getTime() + offsetSteps * 30_000));
    expect(matchingStep(rfcSecret, codeAt(0), at)).toBe(step);
    expect(matchingStep(rfcSecret, codeAt(-1), at)).toBe(step - 1);
    expect(matchingStep(rfcSecret, codeAt(1), at)).toBe(step + 1);
    expect(matchingStep(rfcSecret, codeAt(-2), at)).toBeUndefined();
    expect(matchingStep(rfcSecret, codeAt(2), at)).toBeUndefined();
    expect(matchingStep(rfcSecret, `${codeAt(0)}0`, at)).toBeUndefined();
    expect(matchingStep(rfcSecret, 'abcdef', at)).toBeUndefined();
  });
});

describe('the otpauth:// link', () => {
  it('names the issuer and the account, with the secret and the parameters', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'ada+ops@roofbid.ca')).toBe(
      'otpauth://totp/RoofBid:ada%2Bops%40roofbid.ca?secret=JBSWY3DPEHPK3PXP&issuer=RoofBid&algorithm=SHA1&digits=6&period=30',
    );
  });
});
