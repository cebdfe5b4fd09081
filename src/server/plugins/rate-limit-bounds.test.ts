import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/staff.ts';
import { rowCount } from '../test-support/counts.ts';
import { buildTestApp } from '../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../test-support/test-database.ts';
import { fixedClock } from '../clock.ts';
import { postgresCounterStore } from './postgres-counter-store.ts';
import { addressKey, defaultRateLimits } from './rate-limit.ts';
import { SharedCounters } from './shared-counters.ts';

/**
 * Issue #21 §1: refused requests add no counters, text a client chooses is kept as a fixed-size
 * digest, and a flood of new keys fills the counters only up to their ceiling.
 */

let database: Database;
let app: App | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await resetDatabase(database);
});

const forgotPassword = (email: string, remoteAddress: string) =>
  app!.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });

/** The counters' rows once this instance has shared its hits (closing shares them). */
async function storedKeys() {
  await app!.close();
  app = undefined;
  return (await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map(
    (row) => row.key,
  );
}

describe('rate-limit counters', () => {
  it("stop at the address's refusal: 1,000 distinct e-mails from one address add 11 keys", async () => {
    ({ app } = await buildTestApp(database, { rateLimits: defaultRateLimits }));
    const statuses = new Map<number, number>();
    for (let n = 0; n < 1_000; n += 1) {
      const email = `${String(n).padStart(4, '0')}${'x'.repeat(220)}@example.com`;
      const { statusCode } = await forgotPassword(email, '203.0.113.7');
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 10, 429: 990 });
    expect(app.rateLimitKeyCount()).toBe(11);

    const keys = await storedKeys();
    expect(keys).toHaveLength(11);
    // Fixed-size digests: no e-mail in the table, and no key longer than a digest's.
    expect(keys.filter((key) => key.includes('@example.com'))).toEqual([]);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(60);
  });

  it('hold at most their ceiling when 20,000 new keys arrive, in memory and in the table', async () => {
    const warnings: string[] = [];
    const log = { warn: (_: unknown, message: string) => warnings.push(message), info() {} };
    const counters = new SharedCounters(
      postgresCounterStore(database.db),
      fixedClock(),
      log as never,
      60_000,
      1_000,
    );
    for (let n = 0; n < 20_000; n += 1) {
      // Each a new e-mail from a new address: the e-mail's key while there is room, then the
      // address's, then the limit's overflow key.
      counters.hit([`reset:${n}:email`, `reset:${n}`, 'reset:*'], 3_600_000);
    }
    expect(counters.size).toBe(1_001);
    // The overflow key holds every hit that found no room.
    expect(counters.hit(['reset:new', 'reset:*'], 3_600_000).current).toBe(19_000 + 1);
    await counters.close();
    expect(await rowCount(database, rateLimitHits)).toBe(1_001);
    expect(warnings).toHaveLength(1);
  });

  it('reach the routes: past the ceiling, new addresses share the overflow key', async () => {
    ({ app } = await buildTestApp(database, {
      rateLimits: { passwordReset: { max: 0, windowMs: 3_600_000 } },
      rateLimitMaxKeys: 100,
    }));
    for (let n = 0; n < 300; n += 1) {
      expect((await forgotPassword('a@example.com', `10.0.${n >> 8}.${n & 255}`)).statusCode).toBe(
        429,
      );
    }
    expect(app.rateLimitKeyCount()).toBe(101);
    expect(await storedKeys()).toHaveLength(101);
  });

  it('count an IPv6 client by its /64 network', async () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');

    ({ app } = await buildTestApp(database, {
      rateLimits: { passwordReset: { max: 2, windowMs: 3_600_000 } },
    }));
    const from = (address: string) => forgotPassword('b@example.com', address);
    expect((await from('2001:db8:5:6::1')).statusCode).toBe(200);
    expect((await from('2001:db8:5:6::2')).statusCode).toBe(200);
    expect((await from('2001:db8:5:6:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await from('2001:db8:5:7::1')).statusCode).toBe(200);
  });
});
