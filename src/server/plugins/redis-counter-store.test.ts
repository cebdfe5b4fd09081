import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { buildTestApp } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { closedPort, redisAnswers, redisTestKeys, testRedisUrl } from '../test-support/redis.ts';
import { redisCounterStore } from './redis-counter-store.ts';
import { SharedCounters } from './shared-counters.ts';

/** A logger that keeps what was logged at warn and info. */
function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push({ level, msg: String(args.find((a) => typeof a === 'string')) });
  return { lines, log: { warn: at('warn'), info: at('info') } as never };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)('rate-limit counters in Redis', () => {
  const redis = redisTestKeys();
  afterAll(() => redis.cleanUp());
  const stores: ReturnType<typeof redisCounterStore>[] = [];
  const store = () => {
    const created = redisCounterStore({
      url: testRedisUrl,
      keyPrefix: redis.prefix,
      log: recordingLog().log,
    });
    stores.push(created);
    return created;
  };
  afterAll(() => Promise.all(stores.map((s) => s.close())));

  it('add up the hits of several instances, in keys that expire with their window', async () => {
    const clock = fixedClock();
    const { log } = recordingLog();
    const a = new SharedCounters(store(), clock, log, 60_000);
    const b = new SharedCounters(store(), clock, log, 60_000);
    for (let i = 0; i < 3; i++) a.hit('login:1.2.3.4', 60_000);
    b.hit('login:1.2.3.4', 60_000);
    a.hit('coupon:1.2.3.4', 10_000);
    await a.sync();
    await b.sync();
    // b now knows the shared total (4) and counts on from it.
    expect(b.hit('login:1.2.3.4', 60_000).current).toBe(5);
    expect(a.hit('coupon:1.2.3.4', 10_000).current).toBe(2);

    expect(await redis.keys()).toEqual([
      `${redis.prefix}coupon:1.2.3.4`,
      `${redis.prefix}login:1.2.3.4`,
    ]);
    expect(await redis.client.get(`${redis.prefix}login:1.2.3.4`)).toBe('4');
    const ttl = await redis.client.pttl(`${redis.prefix}login:1.2.3.4`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.client.pttl(`${redis.prefix}coupon:1.2.3.4`)).toBeLessThanOrEqual(10_000);

    // Closing shares what was not shared yet.
    await a.close();
    await b.close();
    expect(await redis.client.get(`${redis.prefix}login:1.2.3.4`)).toBe('5');
    expect(await redis.client.get(`${redis.prefix}coupon:1.2.3.4`)).toBe('2');
  });

  it('start a new window when the old one has passed', async () => {
    const clock = fixedClock();
    const counters = new SharedCounters(store(), clock, recordingLog().log, 60_000);
    counters.hit('signup:x', 150);
    counters.hit('signup:x', 150);
    await counters.sync();
    expect(await redis.client.get(`${redis.prefix}signup:x`)).toBe('2');
    await sleep(200);
    clock.advance(200);
    expect(counters.hit('signup:x', 150)).toEqual({ current: 1, ttl: 150 });
    await counters.sync();
    expect(await redis.client.get(`${redis.prefix}signup:x`)).toBe('1');
    await counters.close();
  });
});

describe('rate-limit counters when Redis cannot be reached', () => {
  it('go on limiting with their own counts, warn once, and stop without waiting', async () => {
    const clock = fixedClock();
    const { lines, log } = recordingLog();
    const store = redisCounterStore({
      url: `redis://127.0.0.1:${await closedPort()}`,
      keyPrefix: 'roofbid-test:down:',
      log,
    });
    const counters = new SharedCounters(store, clock, log, 60_000);
    counters.hit('review:1.2.3.4', 60_000);
    await counters.sync();
    await counters.sync();
    counters.hit('review:1.2.3.4', 60_000);
    await counters.sync();
    // Nothing lost, nothing thrown: the count goes on here.
    expect(counters.hit('review:1.2.3.4', 60_000).current).toBe(3);
    await sleep(300); // the client's reconnect attempts fail meanwhile
    const warnings = lines.filter((l) => l.level === 'warn').map((l) => l.msg);
    // One line per outage, not one per try, nor one from the client and another from the counters.
    expect(warnings).toEqual([
      'Redis (rate-limit counters) cannot be reached; each instance limits on its own counts until it can',
    ]);
    const started = Date.now();
    await counters.close();
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('an app whose Redis cannot be reached', () => {
  it('answers as usual and still refuses a client over its limit', async () => {
    const database = await createTestDatabase();
    const { app } = await buildTestApp(database, {
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` },
      rateLimits: { pageView: { max: 3, windowMs: 60_000 } },
      rateLimitSyncMs: 10,
    });
    const view = { path: '/', location: 'http://localhost:5000/', title: 'Home' };
    const post = () =>
      app.inject({ method: 'POST', url: '/api/analytics/page-view', payload: view });
    for (let i = 0; i < 3; i++) {
      expect((await post()).statusCode).toBe(204);
      await sleep(20); // a failed sync in between
    }
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    await app.close();
  });
});
