import { describe, expect, it } from 'vitest';
import { app, database, productionApp, useAppOverFakeClient } from './app.test-setup.ts';
import { createCustomer, signIn } from './test-support/accounts.ts';

useAppOverFakeClient();

describe('caching of API answers', () => {
  it('keeps personal data out of caches: every /api answer is no-store', async () => {
    await createCustomer(database, 'cache@example.com');
    const cookie = await signIn(app, 'customer', 'cache@example.com');
    const profile = await app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { cookie },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/pricing', '/api/customer/profile', '/api/does-not-exist']) {
      const res = await productionApp.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'cache@example.com', password: 'wrong password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching a route sets itself (QR images) and the pages own', async () => {
    const qr = await app.inject({
      method: 'GET',
      url: '/api/qr-code.png?data=https%3A%2F%2Froofbid.ca',
    });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['cache-control']).toBe('public, max-age=86400');
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with a 400 error body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path: '/', title: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('route table', () => {
  it('declares an access rule for every API route', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(0);
    for (const route of app.apiRoutes) expect(route.access).toBeTruthy();
  });
});
