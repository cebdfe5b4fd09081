import { describe, expect, it } from 'vitest';
import { closesIn } from './closes-in.ts';

const now = Date.parse('2026-11-27T12:00:00Z');
const after = (ms: number) => new Date(now + ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('closesIn: the open auctions list says how long bidding stays open', () => {
  it('counts days from two days out, hours below that, then minutes, rounding down', () => {
    expect(closesIn(after(6 * day + 23 * hour), now)).toBe('Closes in 6 days');
    expect(closesIn(after(2 * day), now)).toBe('Closes in 2 days');
    expect(closesIn(after(2 * day - minute), now)).toBe('Closes in 47 hours');
    expect(closesIn(after(hour), now)).toBe('Closes in 1 hour');
    expect(closesIn(after(59 * minute), now)).toBe('Closes in 59 minutes');
    expect(closesIn(after(20_000), now)).toBe('Closes in 1 minute');
  });

  it('says when bidding has closed or has no closing date', () => {
    expect(closesIn(after(0), now)).toBe('Bidding closed');
    expect(closesIn(after(-hour), now)).toBe('Bidding closed');
    expect(closesIn(null, now)).toBe('No closing date');
    expect(closesIn('not a date', now)).toBe('No closing date');
  });
});
