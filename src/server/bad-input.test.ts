import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '#shared/errors.ts';
import type { App } from './app.ts';
import type { Database } from './db/client.ts';
import { signedInAdmin } from './test-support/accounts.ts';
import { rowCountsOfAllTables } from './test-support/counts.ts';
import { leadForm, submitLead } from './test-support/fixtures.ts';
import { buildTestApp } from './test-support/test-app.ts';
import { createTestDatabase } from './test-support/test-database.ts';

// Issue #9 item 4: bad input is a 4xx in the app's error body, never a 500 or Fastify's own
// shape. The fuzz test (fuzz.test.ts) covers every route; these are the reported cases.

let database: Database;
let app: App;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let orderId: string;
let sessionId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await buildTestApp(database));
  admin = await signedInAdmin(app, database);
  const lead = await submitLead(app);
  const order = await admin('POST', `/api/admin/contact-submissions/${lead.id}/convert`);
  orderId = order.json().id;
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    payload: { contactSubmissionId: (await submitLead(app, { email: 'b@example.com' })).id },
  });
  sessionId = checkout.json().sessionId;
});
afterAll(() => app.close());

type Answer = { statusCode: number; body: string; json: () => unknown };

function expectAppError(res: Answer, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(apiErrorBody.safeParse(res.json()).success, res.body).toBe(true);
}

/** The request was refused for its control characters, and for nothing else. */
function expectRefusedText(res: Answer) {
  expectAppError(res, 400);
  const fields = Object.values((res.json() as { error: { fields?: object } }).error.fields ?? {});
  expect(fields, res.body).toEqual(['Must not contain control characters such as NUL']);
}

const NUL = 'a\u0000b';

// Rows in every table but rate_limit_hits, whose counters are written a second after the
// requests they count (src/server/plugins/shared-counters.ts), refused or not.
const storedRows = () => rowCountsOfAllTables(database, ['rate_limit_hits']);
const json = { 'content-type': 'application/json' };

describe('text with NUL or another control character', () => {
  const publicWrites: [string, string, object][] = [
    ['a quote request', '/api/contact', leadForm({ name: NUL })],
    ['a quote request phone', '/api/contact', leadForm({ phone: '(403) 555-0134\u0000' })],
    ['a quote request postal code', '/api/contact', leadForm({ postalCode: 'T2P\u00001J9' })],
    [
      'a review',
      '/api/reviews',
      {
        customerName: NUL,
        customerEmail: 'r@example.com',
        contractorName: 'Peak Roofing',
        projectType: 'roof-replacement',
        rating: '5',
      },
    ],
    ['a coupon check', '/api/validate-coupon', { couponCode: NUL }],
    [
      'a page view',
      '/api/analytics/page-view',
      { path: '/faq', location: 'http://localhost:5000/faq', title: 'FAQ\u001b[31m' },
    ],
  ];
  it.each(publicWrites)('refuses %s with 400 and stores nothing', async (_what, url, payload) => {
    const before = await storedRows();
    expectRefusedText(await app.inject({ method: 'POST', url, payload }));
    expect(await storedRows()).toEqual(before);
  });

  // Functions: the ids exist only once beforeAll has run.
  const adminWrites: [string, 'POST' | 'PUT' | 'PATCH', () => string, () => object][] = [
    [
      'an FAQ entry',
      'POST',
      () => '/api/admin/faq',
      () => ({ question: NUL, answer: 'abc', category: 'x' }),
    ],
    [
      'a dropdown option',
      'POST',
      () => '/api/admin/dropdown-options',
      () => ({ category: 'budget', value: 'v', label: NUL }),
    ],
    [
      'a coupon',
      'POST',
      () => '/api/admin/coupons',
      () => ({ code: 'ABC', kind: 'percent', percentOff: 5, description: NUL }),
    ],
    [
      'a manual order',
      'POST',
      () => '/api/admin/create-customer-order',
      () => ({ customerEmail: 'o@example.com', customerName: NUL, totalAmount: '10' }),
    ],
    [
      'a bid',
      'POST',
      () => '/api/admin/seller-bids',
      () => ({
        orderId,
        sellerName: NUL,
        starRating: '5.0',
        insuredAmountCents: 100_000_000,
        bonded: true,
        validLicense: true,
        bidAmount: '12,500',
      }),
    ],
    [
      'an e-mail',
      'POST',
      () => '/api/admin/send-custom-email',
      () => ({ recipient: 'c@example.com', template: 'welcome', subject: NUL, content: 'Hi' }),
    ],
    [
      'an order edit',
      'PUT',
      () => `/api/admin/orders/${orderId}`,
      () => ({
        customerEmail: 'o@example.com',
        customerName: 'Olive',
        totalAmount: '10',
        status: 'pending',
        message: 'line one\n\u0000',
      }),
    ],
  ];
  it.each(adminWrites)('refuses %s with 400 and stores nothing', async (_w, method, url, body) => {
    const before = await storedRows();
    expectRefusedText(await admin(method, url(), body()));
    expect(await storedRows()).toEqual(before);
  });

  it('keeps line breaks and tabs in multi-line text', async () => {
    const res = await admin('POST', '/api/admin/faq', {
      question: 'Two lines?',
      answer: 'Line one\n\tLine two',
      category: 'General',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().answer).toBe('Line one\n\tLine two');
  });

  it.each([
    '/api/admin/contact-submissions?search=%00',
    '/api/admin/orders?search=%00',
    '/api/admin/customers?search=%01',
    '/api/admin/lead-picker?search=%00',
    '/api/admin/contact-submissions?projectType=%00',
  ])('refuses the search %s with 400', async (url) => {
    expectRefusedText(await admin('GET', url));
  });

  it.each(['/api/admin/export/leads.csv?search=%00', '/api/admin/export/orders.csv?search=%00'])(
    'answers the CSV export %s with a 400 before any download starts',
    async (url) => {
      const res = await admin('GET', url);
      expectAppError(res, 400);
      expect(res.headers['content-disposition']).toBeUndefined();
    },
  );
});

describe("Fastify's own refusals", () => {
  it('answers an address with broken percent-encoding with 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/checkout-session/%C0%AF' });
    expectAppError(res, 400);
    expectAppError(await app.inject({ method: 'GET', url: '/test-checkout/%E0%A4%A' }), 400);
  });

  it('answers a path id over 100 characters with 404', async () => {
    const long = 'a'.repeat(150);
    expectAppError(await app.inject({ method: 'GET', url: `/api/checkout-session/${long}` }), 404);
    expectAppError(await admin('DELETE', `/api/admin/faq/${long}`), 404);
  });

  it('answers bad JSON, a wrong content type and a body too large in the app shape', async () => {
    expectAppError(
      await app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: '{bad' }),
      400,
    );
    expectAppError(
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'text/csv' },
        payload: 'a,b',
      }),
      415,
    );
    expectAppError(
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: json,
        payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
      }),
      413,
    );
    expectAppError(await app.inject({ method: 'DELETE', url: '/api/nowhere' }), 404);
  });

  it('refuses a body that is not UTF-8 instead of storing it changed', async () => {
    const before = await storedRows();
    const body = Buffer.concat([
      Buffer.from(JSON.stringify(leadForm()).slice(0, -1)),
      Buffer.from(',"message":"caf'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: body,
    });
    expectAppError(res, 400);
    expect(await storedRows()).toEqual(before);
  });

  it('answers a malformed HTTP request in the app shape', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(apiErrorBody.safeParse(JSON.parse(body)).success, body).toBe(true);
  });
});

describe('dates', () => {
  it.each(['275760-09-13', '+275760-09-13T00:00:00.000Z', '9999-12-31', '1', '2026-02-30'])(
    'refuses the coupon expiry %s with 400',
    async (expiresAt) => {
      const res = await admin('POST', '/api/admin/coupons', {
        code: 'FAR',
        kind: 'percent',
        percentOff: 5,
        description: 'Far away',
        expiresAt,
      });
      expectAppError(res, 400);
      expect(res.json().error.fields).toHaveProperty('expiresAt');
    },
  );

  it('refuses quote dates outside the sane years', async () => {
    for (const date of ['0001-01-01', '2999-01-01']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: leadForm({ date }),
      });
      expectAppError(res, 400);
      expect(res.json().error.fields).toEqual({ date: 'Enter a date between 1900 and 2100' });
    }
  });
});

describe('the test checkout form', () => {
  it.each([
    [
      'a number for the card',
      { card: 4242424242424242, expiry: '12/40', cvc: '123', cardholder: 'J' },
    ],
    ['an object for the cardholder', { card: '4242', expiry: '12/40', cvc: '1', cardholder: {} }],
    ['a NUL in the cardholder', { card: '4242', expiry: '12/40', cvc: '123', cardholder: NUL }],
  ])('refuses %s with 400', async (_what, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: `/test-checkout/${sessionId}`,
      headers: json,
      payload,
    });
    expectAppError(res, 400);
  });

  it('refuses a NUL in the page address with 400', async () => {
    expectAppError(await app.inject({ method: 'GET', url: '/test-checkout/%00' }), 400);
  });
});
