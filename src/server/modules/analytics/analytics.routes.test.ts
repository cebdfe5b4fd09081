import { describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/audit.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

appTestFile({ at: '2026-11-21T12:00:00Z' });

const post = (payload: unknown, to = app) =>
  to.inject({ method: 'POST', url: '/api/analytics/page-view', payload: payload as object });

const faq = { path: '/faq', location: 'http://localhost:5000/faq', title: 'FAQ' };

describe('POST /api/analytics/page-view', () => {
  it('stores the path without its query or fragment, the title and the referrer host only', async () => {
    const res = await post({
      path: '/faq?utm_source=mail&x=1#prices',
      location: 'http://localhost:5000/faq?utm_source=mail&x=1#prices',
      title: 'FAQ',
      referrer: 'www.google.com',
    });
    expect(res.statusCode).toBe(204);
    const rows = await database.db.select().from(pageViews);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        path: '/faq',
        title: 'FAQ',
        referrer: 'www.google.com',
        createdAt: new Date('2026-11-21T12:00:00Z'),
      },
    ]);
  });

  it('keeps no e-mail, token or checkout session from an account link or a checkout page', async () => {
    const secret = 'email=jane%40example.com&setupToken=tok_abc123secret';
    await post({
      path: `/account-setup?${secret}`,
      location: `http://localhost:5000/account-setup?${secret}`,
      title: 'Account setup',
    });
    await post({
      path: '/test-checkout/cs_abc123secret',
      location: 'http://localhost:5000/test-checkout/cs_abc123secret',
      title: 'Checkout',
    });
    const rows = await database.db.select().from(pageViews);
    expect(rows.map((row) => row.path).sort()).toEqual(['/account-setup', '/test-checkout/***']);
    expect(JSON.stringify(rows)).not.toMatch(/abc123|jane/);
  });

  it.each([
    ['nothing', {}, ['path', 'location', 'title']],
    ['a relative path', { ...faq, path: 'faq' }, ['path']],
    ['a path of 513 characters', { ...faq, path: `/${'a'.repeat(512)}` }, ['path']],
    ['a location that is no URL', { ...faq, location: 'not a url' }, ['location']],
    [
      'a location of 2,057 characters',
      { ...faq, location: `http://x/${'a'.repeat(2048)}` },
      ['location'],
    ],
    ['a title of 121 characters', { ...faq, title: 'x'.repeat(121) }, ['title']],
    ['a title with a control character', { ...faq, title: 'FAQ\u0007' }, ['title']],
    ['a title that is a number', { ...faq, title: 5 }, ['title']],
    [
      'a referrer that is an address, not a host',
      { ...faq, referrer: 'https://www.google.com/search?q=roof+repair' },
      ['referrer'],
    ],
    ['a referrer with a line break', { ...faq, referrer: 'www.google.com\r\nx' }, ['referrer']],
    ['a referrer of 261 characters', { ...faq, referrer: 'a'.repeat(261) }, ['referrer']],
  ])('refuses %s with field errors and stores nothing', async (_what, payload, fields) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields).sort()).toEqual([...fields].sort());
    expect(await database.db.select().from(pageViews)).toHaveLength(0);
  });

  it('accepts the longest path, title and host it keeps', async () => {
    const path = `/${'a'.repeat(511)}`;
    const res = await post({
      ...faq,
      path,
      title: 'T'.repeat(120),
      referrer: `${'h'.repeat(253)}:65535`,
    });
    expect(res.statusCode).toBe(204);
    const [row] = await database.db.select().from(pageViews);
    expect(row?.path).toBe(path);
  });
});

describe('the daily ceiling on stored page views', () => {
  it('answers 204 past it but stores no more that UTC day, even sent at once', async () => {
    const { app: capped, clock: cappedClock } = await buildTestApp(database, {
      env: { ANALYTICS_PAGE_VIEWS_PER_DAY: '3' },
    });
    try {
      cappedClock.set('2026-11-21T23:00:00Z');
      const statuses = await Promise.all(Array.from({ length: 8 }, () => post(faq, capped)));
      expect(statuses.map((res) => res.statusCode)).toEqual(Array(8).fill(204));
      expect(await database.db.select().from(pageViews)).toHaveLength(3);
      expect((await post(faq, capped)).statusCode).toBe(204);
      expect(await database.db.select().from(pageViews)).toHaveLength(3);

      // A new UTC day, a new ceiling.
      cappedClock.set('2026-11-22T00:00:00Z');
      for (let i = 0; i < 4; i++) await post(faq, capped);
      const days = (await database.db.select().from(pageViews)).map((row) =>
        row.createdAt.toISOString().slice(0, 10),
      );
      expect(days.sort()).toEqual([...Array(3).fill('2026-11-21'), ...Array(3).fill('2026-11-22')]);
    } finally {
      await capped.close();
    }
  });
});
