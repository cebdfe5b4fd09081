import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  analyticsDailyCounts,
  analyticsEvents,
  pageViewCounts,
  pageViews,
} from '../../db/schema/audit.ts';
import { paymentOffers } from '../../db/schema/payments.ts';
import { signedInStaff } from '../../test-support/accounts.ts';
import { insertSalesPerson, insertSubmission } from '../../test-support/pipeline.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { admin, app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { cleanUpExpired } from '../../jobs/maintenance.ts';
import { recordAnalyticsEvent, type AnalyticsEvent } from './analytics.queries.ts';

// The business time zone is America/Edmonton (the default): UTC-7 after 1 November 2026.
appTestFile({ at: '2026-11-21T12:00:00Z', admin: true });

const at = (iso: string) => new Date(iso);

async function views(iso: string, count = 1) {
  await database.db.insert(pageViews).values(
    Array.from({ length: count }, () => ({
      path: '/',
      title: 'Home',
      createdAt: at(iso),
    })),
  );
}

async function events(name: AnalyticsEvent['name'], iso: string, count = 1, amountCents?: number) {
  for (let i = 0; i < count; i++) {
    await recordAnalyticsEvent(database.db, { name, occurredAt: at(iso), amountCents });
  }
}

/** Two weeks, Monday 2 to Sunday 15 November 2026, with something just outside each end. */
async function seedTwoWeeks() {
  await views('2026-11-02T06:59:00Z'); // 1 November, 23:59 in Edmonton: outside
  await views('2026-11-02T07:00:00Z'); // 2 November, 00:00
  await views('2026-11-03T18:00:00Z', 3);
  await views('2026-11-05T18:00:00Z', 10);
  await views('2026-11-16T06:59:00Z'); // 15 November, 23:59
  await views('2026-11-16T07:00:00Z'); // 16 November: outside

  const rep = await insertSalesPerson(database, 'Rita Rep');
  await insertSubmission(database, { submittedAt: at('2026-11-02T18:00:00Z') });
  await insertSubmission(database, {
    submittedAt: at('2026-11-03T18:00:00Z'),
    referredBySalesPersonId: rep.id,
  });
  await insertSubmission(database, { submittedAt: at('2026-11-10T18:00:00Z') });
  const linked = await insertSubmission(database, { submittedAt: at('2026-11-11T18:00:00Z') });
  // A rep's lead that staff also sent a payment link: it came through the QR code.
  const both = await insertSubmission(database, {
    submittedAt: at('2026-11-12T18:00:00Z'),
    referredBySalesPersonId: rep.id,
  });
  await database.db.insert(paymentOffers).values([
    { contactSubmissionId: linked.id, amountCents: 8999 },
    { contactSubmissionId: both.id, amountCents: 8999 },
  ]);
  await insertSubmission(database, { submittedAt: at('2026-11-16T10:00:00Z') }); // outside

  await events('quote_started', '2026-11-04T18:00:00Z', 8);
  await events('quote_started', '2026-11-01T18:00:00Z'); // outside
  await events('checkout_started', '2026-11-04T18:00:00Z', 3);
  await events('paid', '2026-11-04T19:00:00Z', 1, 9999);
  await events('paid', '2026-11-10T19:00:00Z', 1, 8999);
  await events('paid', '2026-11-20T19:00:00Z', 1, 9999); // outside
  await events('revealed', '2026-11-12T19:00:00Z');
  await events('awarded', '2026-11-14T19:00:00Z');
}

const report = (query = '') => admin('GET', `/api/admin/analytics${query}`);

describe('GET /api/admin/analytics', () => {
  it('counts visits per day, leads per week by source, revenue and the funnel', async () => {
    await seedTwoWeeks();
    const res = await report('?from=2026-11-02&to=2026-11-15');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-15',
      timeZone: 'America/Edmonton',
      currency: 'CAD',
      checkoutsStarted: 3,
    });
    expect(body.visitsPerDay).toHaveLength(14);
    expect(body.visitsPerDay.filter((d: { visits: number }) => d.visits > 0)).toEqual([
      { day: '2026-11-02', visits: 1 },
      { day: '2026-11-03', visits: 3 },
      { day: '2026-11-05', visits: 10 },
      { day: '2026-11-15', visits: 1 },
    ]);
    expect(body.weeks).toEqual([
      { week: '2026-11-02', direct: 1, repQr: 1, paymentLink: 0, revenueCents: 9999 },
      { week: '2026-11-09', direct: 1, repQr: 1, paymentLink: 1, revenueCents: 8999 },
    ]);
    // 15 visits, 8 started, 5 leads, 2 paid, 1 revealed, 1 awarded.
    expect(body.funnel).toEqual([
      { step: 'visit', count: 15, conversionPercent: null },
      { step: 'quote_started', count: 8, conversionPercent: 53.3 },
      { step: 'lead', count: 5, conversionPercent: 62.5 },
      { step: 'paid', count: 2, conversionPercent: 40 },
      { step: 'revealed', count: 1, conversionPercent: 50 },
      { step: 'awarded', count: 1, conversionPercent: 100 },
    ]);
  });

  it('defaults to the last 30 days up to today in the business time zone, weeks from Monday', async () => {
    // The test clock: 21 November 2026, 12:00 UTC (05:00 in Edmonton).
    await views('2026-11-21T06:00:00Z'); // 20 November, 23:00 in Edmonton
    const body = (await report()).json();
    expect(body).toMatchObject({ from: '2026-10-23', to: '2026-11-21' });
    expect(body.visitsPerDay).toHaveLength(30);
    expect(body.visitsPerDay.at(-2)).toEqual({ day: '2026-11-20', visits: 1 });
    expect(body.weeks.map((w: { week: string }) => w.week)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(body.funnel.map((s: { conversionPercent: unknown }) => s.conversionPercent)).toEqual([
      null,
      0,
      null,
      null,
      null,
      null,
    ]);
  });

  it('counts each page view once, whether rolled up into quarter hours yet or not', async () => {
    const today = () => report('?from=2026-11-21&to=2026-11-21');
    await views('2026-11-21T07:10:00Z', 2); // rolled up at the first report
    await views('2026-11-21T11:50:00Z', 3); // within the last quarter and the grace: read live
    expect((await today()).json().visitsPerDay).toEqual([{ day: '2026-11-21', visits: 5 }]);
    await views('2026-11-21T11:59:00Z');
    clock.advance(60 * 60_000); // now both are in rolled-up quarters
    expect((await today()).json().visitsPerDay).toEqual([{ day: '2026-11-21', visits: 6 }]);
    expect((await today()).json().visitsPerDay).toEqual([{ day: '2026-11-21', visits: 6 }]);
    const [quarter] = await database.db
      .select()
      .from(pageViewCounts)
      .where(eq(pageViewCounts.bucketStart, at('2026-11-21T11:45:00Z')));
    expect(quarter?.views).toBe(4);
  });

  it('counts nothing twice: a repeated event with the same key is stored once', async () => {
    const paid = {
      name: 'paid' as const,
      amountCents: 9999,
      dedupeKey: 'paid:one',
      occurredAt: at('2026-11-20T19:00:00Z'),
    };
    await recordAnalyticsEvent(database.db, paid);
    await recordAnalyticsEvent(database.db, paid);
    const body = (await report()).json();
    expect(body.funnel.find((s: { step: string }) => s.step === 'paid').count).toBe(1);
    expect(body.weeks.at(-1).revenueCents).toBe(9999);
  });

  it.each([
    ['?from=2026-02-30', ['from']],
    ['?from=yesterday&to=today', ['from', 'to']],
    ['?from=2026-11-10&to=2026-11-09', ['to']],
    ['?from=2025-01-01&to=2026-11-01', ['from']],
    ['?to=1800-01-01', ['to']],
  ])('refuses %s with field errors (400)', async (query, fields) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields).sort()).toEqual(fields);
  });

  it('is for admins: anonymous 401, sales staff 403', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
    const { call: sales } = await signedInStaff(app, database, 'sam@roofbid.ca', 'sales');
    expect((await sales('GET', '/api/admin/analytics')).statusCode).toBe(403);
  });
});

describe('POST /api/analytics/event', () => {
  const post = (payload: object, to = app) =>
    to.inject({ method: 'POST', url: '/api/analytics/event', payload });
  const visit = (n: number) => n.toString(16).padStart(32, '0');
  const quoteStarts = async () =>
    (await report()).json().funnel.find((s: { step: string }) => s.step === 'quote_started').count;

  it('stores quote_started at the server time', async () => {
    expect((await post({ name: 'quote_started', visitId: visit(1) })).statusCode).toBe(204);
    const rows = await database.db.select().from(analyticsEvents);
    expect(rows.map((r) => [r.name, r.occurredAt.toISOString()])).toEqual([
      ['quote_started', '2026-11-21T12:00:00.000Z'],
    ]);
  });

  it('counts quote_started once per visit, however often the visit sends it', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) {
      statuses.add((await post({ name: 'quote_started', visitId: visit(1) })).statusCode);
    }
    expect([...statuses]).toEqual([204]);
    expect(await quoteStarts()).toBe(1);
    await post({ name: 'quote_started', visitId: visit(2) });
    expect(await quoteStarts()).toBe(2);
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(2);
  });

  it("stores no more than the day's ceiling of visits, answering 204 past it", async () => {
    const { app: capped } = await buildTestApp(database, {
      env: { ANALYTICS_QUOTE_STARTS_PER_DAY: '2' },
    });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          post({ name: 'quote_started', visitId: visit(i) }, capped),
        ),
      );
      expect(statuses.map((res) => res.statusCode)).toEqual(Array(6).fill(204));
      expect(await quoteStarts()).toBe(2);
    } finally {
      await capped.close();
    }
  });

  it.each([
    {},
    { name: 'paid', visitId: visit(1) },
    { name: 'quote_started' },
    { name: 'quote_started', visitId: 'not-a-visit' },
    { name: 'quote_started', visitId: '0'.repeat(31) },
    { name: 'quote_started', visitId: 'g'.repeat(32) },
    { name: 'quote_started', visitId: visit(1), amountCents: 5 },
  ])('refuses %j: the browser reports only quote_started of a visit (400)', async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(0);
  });
});

describe('the browser-reported event is rate limited', () => {
  it('shares the page views budget per address (429 past it)', async () => {
    const { app: strict } = await buildTestApp(database, {
      rateLimits: { pageView: { max: 2, windowMs: 60_000 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await strict.inject({
          method: 'POST',
          url: '/api/analytics/event',
          payload: { name: 'quote_started', visitId: `${i}`.padStart(32, 'a') },
          remoteAddress: '198.51.100.77',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([204, 204, 429]);
      expect(await database.db.select().from(analyticsEvents)).toHaveLength(2);
    } finally {
      await strict.close();
    }
  });
});

describe('retention', () => {
  it('deletes page views older than 90 days and keeps their counts in the report', async () => {
    await views('2026-08-01T18:00:00Z', 4); // 112 days before the clock
    await views('2026-08-23T11:00:00Z'); // 90 days and one hour before
    await views('2026-11-01T18:00:00Z', 2);
    await database.db.insert(analyticsDailyCounts).values([
      { day: '2026-08-01', event: 'page_view', received: 4 },
      { day: '2026-11-01', event: 'page_view', received: 2 },
    ]);

    // The clean-up counts them first: no report has been opened yet.
    await cleanUpExpired(database.db, clock.now());

    const kept = await database.db.select().from(pageViews);
    expect(kept.map((row) => row.createdAt.toISOString())).toEqual([
      '2026-11-01T18:00:00.000Z',
      '2026-11-01T18:00:00.000Z',
    ]);
    const counts = await database.db.select().from(analyticsDailyCounts);
    expect(counts.map((row) => row.day)).toEqual(['2026-11-01']);
    const body = (await report('?from=2026-08-01&to=2026-11-21')).json();
    expect(body.visitsPerDay.filter((d: { visits: number }) => d.visits > 0)).toEqual([
      { day: '2026-08-01', visits: 4 },
      { day: '2026-08-23', visits: 1 },
      { day: '2026-11-01', visits: 2 },
    ]);
    expect(body.funnel[0]).toMatchObject({ step: 'visit', count: 7 });
  });
});
