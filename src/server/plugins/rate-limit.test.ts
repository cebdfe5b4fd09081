import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let app: App;

beforeAll(async () => {
  const database = await createTestDatabase();
  ({ app } = await buildTestApp(database, {
    rateLimits: {
      pageView: { max: 3, windowMs: 60_000 },
      passwordReset: { max: 2, windowMs: 60_000 },
      signInAccount: { max: 2, windowMs: 60_000 },
    },
  }));
});
afterAll(() => app.close());

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

describe('rate limits', () => {
  it('count each named limit on its own', async () => {
    const view = { path: '/', location: 'http://localhost:5000/', title: 'Home' };
    for (let i = 0; i < 3; i++)
      expect((await post('/api/analytics/page-view', view)).statusCode).toBe(204);
    const refused = await post('/api/analytics/page-view', view);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Page views used up their budget; password resets have their own.
    expect((await post('/api/forgot-password', { email: 'a@example.com' })).statusCode).toBe(200);
    expect((await post('/api/forgot-password', { email: 'b@example.com' })).statusCode).toBe(200);
    expect((await post('/api/password-reset', { email: 'c@example.com' })).statusCode).toBe(429);
  });

  it("share one sign-in budget between the dialog's and the portal's paths", async () => {
    const attempt = { email: 'guess@example.com', password: 'wrong' };
    expect((await post('/api/login', attempt)).statusCode).toBe(401);
    expect((await post('/api/customer/login', attempt)).statusCode).toBe(401);
    expect((await post('/api/login', attempt)).statusCode).toBe(429);
    // Another e-mail from the same address has its own budget.
    expect((await post('/api/login', { ...attempt, email: 'other@example.com' })).statusCode).toBe(
      401,
    );
  });
});
