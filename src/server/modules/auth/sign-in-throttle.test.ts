import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { defaultRateLimits } from '../../plugins/rate-limit.ts';
import { rateLimitHits } from '../../db/schema/staff.ts';
import { createCustomer, createStaff, PASSWORD } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { waitAfterFailures } from './sign-in-throttle.ts';

let otherInstance: App;

const { signInAddress, signInAccount } = defaultRateLimits;

// The limits as shipped, not the tests' roomy ones.
appTestFile({ app: { rateLimits: defaultRateLimits }, at: '2026-11-21T12:00:00Z' });
beforeAll(async () => {
  // A second instance on the same database, with a clock of its own kept in step.
  ({ app: otherInstance } = await buildTestApp(database, {
    rateLimits: defaultRateLimits,
    clock,
  }));
});
afterAll(() => otherInstance.close());

let addressCounter = 0;
const newAddress = () => `198.51.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

type Attempt = { email: string; password: string; from: string; staff?: boolean; via?: App };
const signIn = async ({ email, password, from, staff, via = app }: Attempt) => {
  const res = await via.inject({
    method: 'POST',
    url: staff ? '/api/staff/login' : '/api/login',
    remoteAddress: from,
    payload: { email, password },
  });
  return { status: res.statusCode, retryAfter: Number(res.headers['retry-after'] ?? 0) };
};

describe('password spraying from one address', () => {
  it('meets a cap on failed sign-ins over every e-mail, customer and staff alike', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const attempt = { email: `person${i}@example.com`, password: 'Summer2026!', from };
      statuses.push((await signIn({ ...attempt, staff: i % 2 === 1 })).status);
    }
    expect(statuses.slice(0, signInAddress.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(signInAddress.max).every((s) => s === 429)).toBe(true);
    // Another address is not affected.
    expect(
      (await signIn({ email: 'x@example.com', password: 'x', from: newAddress() })).status,
    ).toBe(401);
  });

  it('does not count successful sign-ins', async () => {
    await createCustomer(database, 'casey@example.com');
    const from = newAddress();
    for (let i = 0; i < signInAddress.max - 1; i++) {
      expect((await signIn({ email: `p${i}@example.com`, password: 'x', from })).status).toBe(401);
    }
    for (let i = 0; i < 12; i++) {
      const ok = await signIn({ email: 'casey@example.com', password: PASSWORD, from });
      expect(ok.status, `sign-in ${i + 1}`).toBe(200);
    }
    expect((await signIn({ email: 'last@example.com', password: 'x', from })).status).toBe(401);
    expect((await signIn({ email: 'over@example.com', password: 'x', from })).status).toBe(429);
  });

  it('leaves no counter behind after a successful sign-in', async () => {
    await createCustomer(database, 'casey@example.com');
    await signIn({ email: 'casey@example.com', password: PASSWORD, from: newAddress() });
    expect(await rowCount(database, rateLimitHits)).toBe(0);
  });
});

describe('guessing one account from many addresses', () => {
  it('makes every try wait after a few failures, longer each time', async () => {
    await createCustomer(database, 'casey@example.com');
    const guess = () =>
      signIn({ email: 'casey@example.com', password: 'guess', from: newAddress() });
    for (let i = 0; i < signInAccount.max; i++) expect((await guess()).status).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await guess();
      expect(refused.status).toBe(429);
      waits.push(refused.retryAfter);
      clock.advance(refused.retryAfter * 1000);
      expect((await guess()).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The same wait holds on every app instance: the counters are shared at once.
    expect(
      (
        await signIn({
          email: 'casey@example.com',
          password: 'x',
          from: newAddress(),
          via: otherInstance,
        })
      ).status,
    ).toBe(429);
  });

  it('never locks the customer out: the right password from a known address still works', async () => {
    await createCustomer(database, 'casey@example.com');
    const home = newAddress();
    expect(
      (await signIn({ email: 'casey@example.com', password: PASSWORD, from: home })).status,
    ).toBe(200);
    // A stranger keeps the account waiting.
    for (let i = 0; i < signInAccount.max + 3; i++) {
      await signIn({ email: 'casey@example.com', password: 'guess', from: newAddress() });
      clock.advance(1_000);
    }
    const stranger = await signIn({
      email: 'casey@example.com',
      password: 'guess',
      from: newAddress(),
    });
    expect(stranger.status).toBe(429);

    // At home: in at once.
    const atHome = await signIn({ email: 'casey@example.com', password: PASSWORD, from: home });
    expect(atHome.status).toBe(200);
    // A new device waits like everyone else, then gets in.
    const newDevice = newAddress();
    const waiting = await signIn({
      email: 'casey@example.com',
      password: PASSWORD,
      from: newDevice,
    });
    expect(waiting.status).toBe(429);
    clock.advance(waiting.retryAfter * 1000);
    expect(
      (await signIn({ email: 'casey@example.com', password: PASSWORD, from: newDevice })).status,
    ).toBe(200);
  });

  it('makes wrong passwords from a known address wait like any other', async () => {
    await createCustomer(database, 'casey@example.com');
    const home = newAddress();
    expect(
      (await signIn({ email: 'casey@example.com', password: PASSWORD, from: home })).status,
    ).toBe(200);
    const guesses = [];
    for (let i = 0; i < signInAccount.max + 3; i++) {
      guesses.push(
        (await signIn({ email: 'casey@example.com', password: 'guess', from: home })).status,
      );
    }
    expect(guesses).toEqual([
      ...Array<number>(signInAccount.max).fill(401),
      ...Array<number>(3).fill(429),
    ]);
    // The right password from home still goes in at once.
    expect(
      (await signIn({ email: 'casey@example.com', password: PASSWORD, from: home })).status,
    ).toBe(200);
  });

  it('keeps no e-mail in its counters', async () => {
    await signIn({ email: 'Someone@Example.com', password: 'guess', from: newAddress() });
    const keys = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter(({ key }) => /example/i.test(key))).toEqual([]);
  });

  it('answers an unknown e-mail exactly like a real one', async () => {
    await createCustomer(database, 'casey@example.com');
    const run = async (email: string) => {
      const out: { status: number; retryAfter: number }[] = [];
      for (let i = 0; i < signInAccount.max + 2; i++) {
        out.push(await signIn({ email, password: 'guess', from: newAddress() }));
      }
      return out;
    };
    expect(await run('nobody@example.com')).toEqual(await run('casey@example.com'));
  });

  it('protects staff sign-in the same way, apart from customer accounts', async () => {
    await createStaff(database, 'ada@roofbid.ca', 'admin');
    await createCustomer(database, 'ada@roofbid.ca');
    for (let i = 0; i < signInAccount.max; i++) {
      await signIn({ email: 'ada@roofbid.ca', password: 'guess', from: newAddress(), staff: true });
    }
    const staff = await signIn({
      email: 'ada@roofbid.ca',
      password: PASSWORD,
      from: newAddress(),
      staff: true,
    });
    expect(staff.status).toBe(429);
    // The customer account of the same e-mail has its own count.
    expect(
      (await signIn({ email: 'ada@roofbid.ca', password: PASSWORD, from: newAddress() })).status,
    ).toBe(200);
  });

  it('lets only one of many simultaneous guesses through once the free tries are used', async () => {
    await createCustomer(database, 'casey@example.com');
    for (let i = 0; i < signInAccount.max - 1; i++) {
      await signIn({ email: 'casey@example.com', password: 'guess', from: newAddress() });
    }
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn({
          email: 'casey@example.com',
          password: `guess ${i}`,
          from: newAddress(),
          via: i % 2 ? otherInstance : app,
        }),
      ),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(9);
  });
});

describe('the wait after failures', () => {
  it('is free at first, then doubles from 1 s up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 14, 15, 40].map((n) => waitAfterFailures(n, 5))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 512_000, 900_000, 900_000,
    ]);
  });
});
