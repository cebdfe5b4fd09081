import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp, productionEnv } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let development: App;
let production: App;
let productionOnLoopback: App;

beforeAll(async () => {
  const database = await createTestDatabase();
  // APP_URL http://localhost:5000, as when it is left unset.
  ({ app: development } = await buildTestApp(database));
  ({ app: production } = await buildTestApp(database, {
    env: { ...productionEnv, APP_URL: 'https://roofbid.example' },
  }));
  ({ app: productionOnLoopback } = await buildTestApp(database, {
    env: { ...productionEnv, APP_URL: 'http://localhost:5000' },
  }));
});
afterAll(async () => {
  await development.close();
  await production.close();
  await productionOnLoopback.close();
});

/** What the quote page sends when a visitor applies a coupon, from a page at `origin`. */
const applyCoupon = (app: App, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/validate-coupon',
    headers: { origin, 'sec-fetch-site': 'same-origin' },
    payload: { couponCode: 'WELCOME10' },
  });

const pageView = (app: App, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/analytics/page-view',
    headers: { origin },
    payload: { path: '/get-quote', location: `${origin}/get-quote`, title: 'Get a quote' },
  });

describe('a page opened at another name of the app', () => {
  it('works at the loopback names of a loopback APP_URL outside production', async () => {
    for (const origin of ['http://127.0.0.1:5000', 'http://[::1]:5000', 'http://localhost:5000']) {
      expect((await applyCoupon(development, origin)).statusCode, origin).toBe(200);
      expect((await pageView(development, origin)).statusCode, origin).toBe(204);
    }
  });

  it('is refused with its own code and a message that says what happened', async () => {
    const cases: [App, string, string][] = [
      [development, 'http://127.0.0.1:5001', 'http://localhost:5000'],
      [development, 'https://evil.example', 'http://localhost:5000'],
      [production, 'https://www.roofbid.example', 'https://roofbid.example'],
      // No loopback aliases in production.
      [productionOnLoopback, 'http://127.0.0.1:5000', 'http://localhost:5000'],
    ];
    for (const [app, origin, served] of cases) {
      const res = await applyCoupon(app, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error).toEqual({
        code: 'CROSS_SITE_REFUSED',
        message: `This page was opened at an address the server does not serve. Please open ${served} and try again.`,
      });
    }
  });

  it('refuses a request a browser marks as cross-site the same way', async () => {
    const res = await development.inject({
      method: 'POST',
      url: '/api/validate-coupon',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { couponCode: 'WELCOME10' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CROSS_SITE_REFUSED');
  });

  it('serves the real address in production', async () => {
    expect((await applyCoupon(production, 'https://roofbid.example')).statusCode).toBe(200);
  });
});
