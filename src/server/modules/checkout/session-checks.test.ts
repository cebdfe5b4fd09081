import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { createSessionChecks } from './session-checks.ts';

/** A provider question that answers when the test says so, counting how often it was asked. */
function question() {
  let asked = 0;
  const waiting: ((answer: string) => void)[] = [];
  return {
    ask: () => {
      asked++;
      return new Promise<string>((resolve) => waiting.push(resolve));
    },
    answer: (value: string) => waiting.splice(0).forEach((resolve) => resolve(value)),
    asked: () => asked,
  };
}

describe('createSessionChecks', () => {
  it('shares a call in flight however long it takes, then its answer for the interval', async () => {
    const clock = fixedClock();
    const checks = createSessionChecks(clock, 5_000);
    const q = question();
    const first = checks('p1', q.ask);
    clock.advance(60_000);
    const second = checks('p1', q.ask);
    expect(q.asked()).toBe(1);
    q.answer('open');
    expect(await Promise.all([first, second])).toEqual(['open', 'open']);

    // The interval counts from the call's start.
    const started = clock.now().getTime();
    const again = checks('p1', q.ask);
    expect(q.asked()).toBe(2);
    q.answer('paid');
    await again;
    clock.set(new Date(started + 4_999));
    expect(await checks('p1', q.ask)).toBe('paid');
    expect(q.asked()).toBe(2);
    clock.set(new Date(started + 5_000));
    const later = checks('p1', q.ask);
    expect(q.asked()).toBe(3);
    q.answer('paid');
    await later;
  });

  it('shares a failure for the interval too', async () => {
    const clock = fixedClock();
    const checks = createSessionChecks(clock, 5_000);
    let asked = 0;
    const failing = () => {
      asked++;
      return Promise.reject(new Error('provider down'));
    };
    await expect(checks('p1', failing)).rejects.toThrow('provider down');
    await expect(checks('p1', failing)).rejects.toThrow('provider down');
    expect(asked).toBe(1);
  });

  it('keeps at most maxSessions sessions: stale answers go first, then the oldest', async () => {
    const clock = fixedClock();
    const checks = createSessionChecks(clock, 5_000, 3);
    let asked = 0;
    const ask = () => {
      asked++;
      return Promise.resolve('open');
    };
    const slow = question();
    void checks('a', slow.ask);
    await checks('b', ask);
    clock.advance(5_000);
    await checks('c', ask);
    // Full: "b"'s answer is stale and goes; "a" is still being asked and stays.
    await checks('d', ask);
    void checks('a', slow.ask);
    expect(slow.asked()).toBe(1);
    expect(asked).toBe(3);
    // Full again, nothing stale: the oldest, "a", goes.
    await checks('e', ask);
    void checks('a', slow.ask);
    expect(slow.asked()).toBe(2);
    for (const id of ['d', 'e']) await checks(id, ask);
    expect(asked).toBe(4);
    slow.answer('open');
  });
});
