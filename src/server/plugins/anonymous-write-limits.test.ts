import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { contactSubmissions } from '../db/schema/leads.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { payments } from '../db/schema/payments.ts';
import { contractorReviews } from '../db/schema/reviews.ts';
import { testCheckoutSessions } from '../db/schema/test-checkout.ts';
import { rowCount } from '../test-support/counts.ts';
import { leadForm, submitLead } from '../test-support/fixtures.ts';
import { buildTestApp, testEnv } from '../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../test-support/test-database.ts';
import { defaultRateLimits } from './rate-limit.ts';

let database: Database;
let app: App;
const others: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The limits as shipped, not the tests' roomy ones.
  ({ app } = await buildTestApp(database, { rateLimits: defaultRateLimits }));
});
beforeEach(() => resetDatabase(database));
afterAll(async () => {
  await app.close();
  await Promise.all(others.map((other) => other.close()));
});

let addressCounter = 0;
/** A client address nobody else in this file has used. */
const newAddress = () => `198.51.100.${++addressCounter}`;

const post = (url: string, payload: object, remoteAddress: string, target = app) =>
  target.inject({ method: 'POST', url, payload, remoteAddress });

const review = (n: number) => ({
  customerName: 'Jane Homeowner',
  customerEmail: `jane${n}@example.com`,
  contractorName: 'Chinook Roofing Ltd.',
  projectType: 'roof-replacement',
  rating: '5',
  reviewText: 'Great work.',
});

describe('anonymous writes are limited', () => {
  it('reviews: per address, and per e-mail from any address', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await post('/api/reviews', review(i), from)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(defaultRateLimits.review.max);
    expect(statuses.slice(defaultRateLimits.review.max).every((s) => s === 429)).toBe(true);

    // One reviewer's e-mail, from ever new addresses.
    const sameEmail: number[] = [];
    for (let i = 0; i < 10; i++) {
      sameEmail.push((await post('/api/reviews', review(1000), newAddress())).statusCode);
    }
    expect(sameEmail.filter((s) => s === 201)).toHaveLength(defaultRateLimits.reviewEmail.max);
    expect(await rowCount(database, contractorReviews)).toBe(
      defaultRateLimits.review.max + defaultRateLimits.reviewEmail.max,
    );
  });

  it('checkout sessions: per lead from any address, and per address', async () => {
    const lead = await submitLead(app);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/api/create-checkout-session',
        { contactSubmissionId: lead.id },
        newAddress(),
      );
      statuses.push(res.statusCode);
    }
    const opened = defaultRateLimits.checkoutLead.max;
    expect(statuses.filter((s) => s === 200)).toHaveLength(opened);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - opened);
    expect(await rowCount(database, payments)).toBe(opened);
    expect(await rowCount(database, testCheckoutSessions)).toBe(opened);

    // Many leads from one address meet the per-address limit.
    const from = newAddress();
    const leads = await Promise.all(
      Array.from({ length: 4 }, (_, i) => submitLead(app, { email: `p${i}@example.com` })),
    );
    const { app: strict } = await buildTestApp(database, {
      rateLimits: { ...defaultRateLimits, checkout: { max: 3, windowMs: 3_600_000 } },
    });
    others.push(strict);
    const perAddress: number[] = [];
    for (const each of leads) {
      const res = await post(
        '/api/create-checkout-session',
        { contactSubmissionId: each.id },
        from,
        strict,
      );
      perAddress.push(res.statusCode);
    }
    expect(perAddress).toEqual([200, 200, 200, 429]);
  });

  it('checkout cancels and the test checkout card form: per address', async () => {
    const from = newAddress();
    const cancels: number[] = [];
    for (let i = 0; i <= defaultRateLimits.checkoutCancel.max; i++) {
      cancels.push((await post(`/api/checkout-session/cs_test_${i}/cancel`, {}, from)).statusCode);
    }
    expect(cancels.slice(0, -1).every((s) => s !== 429)).toBe(true);
    expect(cancels.at(-1)).toBe(429);
    // Another address may still cancel.
    expect(
      (await post('/api/checkout-session/cs_test_x/cancel', {}, newAddress())).statusCode,
    ).not.toBe(429);

    const cardForm = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/test-checkout/cs_test_unknown',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay&card=4242424242424242&expiry=12%2F30&cvc=123&cardholder=Jane',
        remoteAddress: address,
      });
    const card = newAddress();
    const tries: number[] = [];
    for (let i = 0; i <= defaultRateLimits.testCheckout.max; i++) {
      tries.push((await cardForm(card)).statusCode);
    }
    // An unknown session is a closed checkout (410) until the address runs out of tries.
    expect(tries.slice(0, -1).every((s) => s === 410)).toBe(true);
    expect(tries.at(-1)).toBe(429);
  });

  it('checkout-session look-ups: per address, and per session from any address', async () => {
    const lookUp = (sessionId: string, remoteAddress: string) =>
      app.inject({ method: 'GET', url: `/api/checkout-session/${sessionId}`, remoteAddress });
    const from = newAddress();
    const perAddress: number[] = [];
    for (let i = 0; i < defaultRateLimits.checkoutSession.max; i++) {
      perAddress.push((await lookUp(`cs_test_${i}`, from)).statusCode);
    }
    // Unknown sessions are 404 until the address runs out of look-ups.
    expect(perAddress.every((s) => s === 404)).toBe(true);
    const refused = await lookUp('cs_test_next', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookUp('cs_test_next', newAddress())).statusCode).toBe(404);

    // One session, from ever new addresses.
    const perSession: number[] = [];
    for (let i = 0; i <= defaultRateLimits.checkoutSessionId.max; i++) {
      perSession.push((await lookUp('cs_test_shared', newAddress())).statusCode);
    }
    expect(perSession.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(perSession.at(-1)).toBe(429);
  });

  it('quote requests: a home show on one network is not cut off at 20, one e-mail is', async () => {
    const showFloor = newAddress();
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/api/contact',
        leadForm({ email: `visitor${i}@example.com` }),
        showFloor,
      );
      expect(res.statusCode, `lead ${i + 1}`).toBe(201);
    }
    const sameEmail: number[] = [];
    for (let i = 0; i < 8; i++) {
      sameEmail.push((await post('/api/contact', leadForm(), showFloor)).statusCode);
    }
    const perEmail = defaultRateLimits.leadSubmitEmail.max;
    expect(sameEmail.filter((s) => s === 201)).toHaveLength(perEmail);
    expect(sameEmail.slice(perEmail).every((s) => s === 429)).toBe(true);
    expect(await rowCount(database, contactSubmissions)).toBe(30 + perEmail);
  });

  it('quote requests: the per-address ceiling comes from CONTACT_MAX_PER_ADDRESS', async () => {
    // The app as main.ts builds it: every limit from the environment.
    const configured = await buildApp({
      env: testEnv({ CONTACT_MAX_PER_ADDRESS: '3' }),
      database,
      logger: false,
    });
    others.push(configured);
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        '/api/contact',
        leadForm({ email: `c${i}@example.com` }),
        from,
        configured,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('password links have budgets of their own', () => {
  const setupPassword = (from: string) =>
    post(
      '/api/setup-password',
      { token: 'x'.repeat(43), email: 'casey@example.com', password: 'mistyped-password' },
      from,
    );
  const accountSetup = (from: string) =>
    post(
      '/api/customer/setup-account',
      { setupToken: 'x'.repeat(43), email: 'casey@example.com', password: 'mistyped-password' },
      from,
    );

  it('a household that mistypes its set-password link can still ask for a reset', async () => {
    const home = newAddress();
    for (let i = 0; i < 6; i++) expect((await setupPassword(home)).statusCode).toBe(400);
    expect(
      (await post('/api/forgot-password', { email: 'casey@example.com' }, home)).statusCode,
    ).toBe(200);
    expect((await accountSetup(home)).statusCode).toBe(400);
  });

  it('forgot-password: its own budget per address, and per e-mail from any address', async () => {
    const home = newAddress();
    const perAddress = defaultRateLimits.passwordReset.max;
    for (let i = 0; i < perAddress; i++) {
      const res = await post('/api/customer/forgot-password', { email: `f${i}@example.com` }, home);
      expect(res.statusCode).toBe(200);
    }
    expect((await post('/api/password-reset', { email: 'g@example.com' }, home)).statusCode).toBe(
      429,
    );
    // The set-password and signup links still work from that address.
    expect((await setupPassword(home)).statusCode).toBe(400);
    expect((await accountSetup(home)).statusCode).toBe(400);

    // Reset e-mails to one address, asked for from many: a mailbox is not flooded.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post('/api/forgot-password', { email: 'victim@example.com' }, newAddress()))
          .statusCode,
      );
    }
    const perEmail = defaultRateLimits.passwordResetEmail.max;
    expect(statuses.filter((s) => s === 200)).toHaveLength(perEmail);
    expect(statuses.slice(perEmail).every((s) => s === 429)).toBe(true);
  });

  it('signup e-mails: per address, and per recipient from any address', async () => {
    await submitLead(app, { email: 'victim@example.com' });
    const before = await rowCount(database, emailOutbox);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const asked = await post(
        '/api/customer/signup-link',
        { email: 'victim@example.com' },
        newAddress(),
      );
      statuses.push(asked.statusCode);
    }
    const perRecipient = defaultRateLimits.signupEmail.max;
    expect(statuses).toEqual([
      ...Array<number>(perRecipient).fill(200),
      ...Array<number>(6 - perRecipient).fill(429),
    ]);
    expect((await rowCount(database, emailOutbox)) - before).toBe(perRecipient);
  });
});
