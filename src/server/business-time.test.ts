import { describe, expect, it } from 'vitest';
import { businessDay, dayIn, zonedTime } from './business-time.ts';

describe('business time', () => {
  it('counts the day in the business zone, not UTC', () => {
    // 03:00 UTC on the 22nd is 20:00 on the 21st in Edmonton (UTC-7 in November).
    expect(dayIn('America/Edmonton', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    expect(businessDay('America/Edmonton', new Date('2026-11-22T03:00:00Z'))).toEqual({
      today: '2026-11-21',
      start: new Date('2026-11-21T07:00:00Z'),
      end: new Date('2026-11-22T07:00:00Z'),
    });
  });

  it('finds wall-clock times on both sides of a DST change', () => {
    expect(zonedTime('America/Edmonton', '2026-07-01', 8)).toEqual(
      new Date('2026-07-01T14:00:00Z'),
    );
    expect(zonedTime('America/Edmonton', '2026-03-08', 8)).toEqual(
      new Date('2026-03-08T14:00:00Z'),
    );
    expect(zonedTime('America/Edmonton', '2026-03-07', 8)).toEqual(
      new Date('2026-03-07T15:00:00Z'),
    );
    // The day of the change is 23 hours long.
    const day = businessDay('America/Edmonton', new Date('2026-03-08T18:00:00Z'));
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3_600_000);
  });
});
