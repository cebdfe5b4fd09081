import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import type { Database } from './db/client.ts';
import { auditLog } from './db/schema/audit.ts';
import { defaultRateLimits } from './plugins/rate-limit.ts';
import { buildTestApp } from './test-support/test-app.ts';
import { createTestDatabase } from './test-support/test-database.ts';

let database: Database;
const apps: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appTrusting(trustProxy: string) {
  const { app } = await buildTestApp(database, {
    env: { TRUST_PROXY: trustProxy },
    // The limits as shipped, not the tests' roomy ones.
    rateLimits: defaultRateLimits,
  });
  apps.push(app);
  return app;
}

/** A wrong staff sign-in through a proxy; answers its status and the address the app saw. */
async function wrongSignIn(
  app: App,
  from: { peer: string; forwardedFor: string },
  email = 'boss@example.com',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    remoteAddress: from.peer,
    headers: { 'x-forwarded-for': from.forwardedFor },
    payload: { email, password: 'not the password' },
  });
  const [last] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return { status: res.statusCode, seenAs: last?.ip };
}

describe('the client address behind a reverse proxy', () => {
  it('with one trusted hop, a made-up X-Forwarded-For does not escape the sign-in limit', async () => {
    const app = await appTrusting('1');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      // The client writes any address it likes; the proxy appends the one it really saw.
      const forwardedFor = `198.18.${i}.${i + 1}, 203.0.113.7`;
      const { status, seenAs } = await wrongSignIn(app, { peer: '127.0.0.1', forwardedFor });
      statuses.push(status);
      if (status === 401) expect(seenAs).toBe('203.0.113.7');
    }
    expect(statuses).toContain(429);
  });

  it('believes X-Forwarded-For only from the listed proxy addresses', async () => {
    const app = await appTrusting('10.0.0.0/8, 192.168.1.5');
    const viaProxy = await wrongSignIn(
      app,
      { peer: '10.1.2.3', forwardedFor: '198.18.0.1, 203.0.113.8' },
      'a@example.com',
    );
    expect(viaProxy.seenAs).toBe('203.0.113.8');
    // Two listed proxies in a row: the address the outer one saw.
    const twoProxies = await wrongSignIn(
      app,
      { peer: '10.1.2.3', forwardedFor: '198.18.0.1, 203.0.113.9, 192.168.1.5' },
      'b@example.com',
    );
    expect(twoProxies.seenAs).toBe('203.0.113.9');
    // A client reaching the app directly cannot pick its address.
    const direct = await wrongSignIn(
      app,
      { peer: '198.51.100.9', forwardedFor: '203.0.113.10' },
      'c@example.com',
    );
    expect(direct.seenAs).toBe('198.51.100.9');
  });

  it('ignores X-Forwarded-For unless a proxy is configured', async () => {
    const app = await appTrusting('false');
    const res = await wrongSignIn(
      app,
      { peer: '198.51.100.20', forwardedFor: '203.0.113.11' },
      'd@example.com',
    );
    expect(res.seenAs).toBe('198.51.100.20');
  });
});
