import { describe, expect, it } from 'vitest';
import { qrTarget } from './qr-target.ts';

const site = 'https://roofbid.ca';

// Issue #9 item 13: the help text says "Any page works, e.g. /get-quote", and /get-quote was refused.
describe('qrTarget', () => {
  it.each([
    ['/get-quote', 'https://roofbid.ca/get-quote'],
    [' /faq#fees ', 'https://roofbid.ca/faq#fees'],
    ['/get-quote?utm_source=flyer', 'https://roofbid.ca/get-quote?utm_source=flyer'],
    ['/', 'https://roofbid.ca/'],
  ])('resolves the page %j against the site', (typed, expected) => {
    expect(qrTarget(typed, site)).toBe(expected);
  });

  it('keeps a web address as typed', () => {
    expect(qrTarget('https://roofbid.ca/about', site)).toBe('https://roofbid.ca/about');
    expect(qrTarget('http://localhost:5000', 'http://localhost:5000')).toBe(
      'http://localhost:5000',
    );
  });

  it.each(['roofbid.ca', 'ftp://roofbid.ca/flyer', 'javascript:alert(1)', '', '//evil.example/x'])(
    'refuses %j',
    (typed) => {
      expect(qrTarget(typed, site)).toBeUndefined();
    },
  );
});
