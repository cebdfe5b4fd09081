import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { pageViews } from '../../db/schema/audit.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await buildTestApp(database));
});
beforeEach(() => resetDatabase(database));
afterAll(() => app.close());

const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/analytics/page-view', payload: payload as object });

describe('POST /api/analytics/page-view', () => {
  it('stores the event', async () => {
    const res = await post({
      path: '/faq',
      location: 'http://localhost:5000/faq?x=1',
      title: 'FAQ',
    });
    expect(res.statusCode).toBe(204);
    const rows = await database.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: '/faq',
      location: 'http://localhost:5000/faq?x=1',
      title: 'FAQ',
    });
  });

  it('never stores a set-password token or checkout session from the location', async () => {
    await post({
      path: '/setup-password',
      location: 'http://localhost:5000/setup-password?setup=abc123secret&x=1',
      title: 'Set your password',
    });
    const [row] = await database.db.select().from(pageViews);
    expect(row?.location).toBe('http://localhost:5000/setup-password?setup=***&x=1');
  });

  it('stores no e-mail or token from an account link, in the path, location or referrer', async () => {
    const secret = 'email=jane%40example.com&setupToken=tok_abc123secret';
    await post({
      path: `/account-setup?${secret}`,
      location: `http://localhost:5000/account-setup?${secret}`,
      title: 'Account setup',
      referrer: `http://localhost:5000/customer-signup?email=jane@example.com&token=tok_abc123secret`,
    });
    const [row] = await database.db.select().from(pageViews);
    expect(row).toMatchObject({
      path: '/account-setup?email=***&setupToken=***',
      location: 'http://localhost:5000/account-setup?email=***&setupToken=***',
      referrer: 'http://localhost:5000/customer-signup?email=***&token=***',
    });
  });

  it.each([
    [{}, ['path', 'location', 'title']],
    [{ path: 'faq', location: 'http://x/faq', title: 'x' }, ['path']],
    [{ path: '/faq', location: 'not a url', title: 'x' }, ['location']],
    [{ path: '/faq', location: 'http://x/faq', title: 'x'.repeat(301) }, ['title']],
    [{ path: '/faq', location: 'http://x/faq', title: 5 }, ['title']],
  ])('refuses %j with field errors and stores nothing', async (payload, fields) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields).sort()).toEqual([...fields].sort());
    expect(await database.db.select().from(pageViews)).toHaveLength(0);
  });
});
