import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAndRecord } from '../../jobs/scheduler.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { queueEmail } from '../../test-support/emails.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { parsePrometheusText, type Sample } from '../../test-support/prometheus-text.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import {
  openCheckoutFor,
  payForLead,
  payOnTestCheckout,
} from '../../test-support/test-checkout.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

appTestFile({
  app: {
    env: { METRICS_TOKEN: TOKEN },
    // The second coupon check and the second failed sign-in from the test's address are refused.
    rateLimits: {
      coupon: { max: 1, windowMs: 60_000 },
      signInAddress: { max: 1, windowMs: 60_000 },
    },
  },
});

async function scrape() {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { ...parsePrometheusText(res.body), body: res.body };
}

/** The value of the one sample with `name` and these labels (0 when there is none). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
}

const requestCount = (samples: Sample[], route: string, method: string, statusClass: string) =>
  valueOf(samples, 'roofbid_http_request_duration_seconds_count', {
    route,
    method,
    status_class: statusClass,
  });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('GET /metrics on the app port', () => {
  it('refuses a scraper without the token, in the app error body', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'A valid metrics token is required' },
      });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 404 when no token is configured, even with a listener of its own', async () => {
    for (const env of [{}, { METRICS_PORT: '9464' }] as Record<string, string>[]) {
      const { app: plain } = await buildTestApp(database, { env });
      const res = await plain.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No route for GET /metrics' },
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      await plain.close();
    }
  });

  it('is Prometheus text with every family the runbook names', async () => {
    const { families, samples } = await scrape();
    const required: [string, string][] = [
      ['roofbid_http_request_duration_seconds', 'histogram'],
      ['roofbid_rate_limit_refusals_total', 'counter'],
      ['roofbid_payments_total', 'counter'],
      ['roofbid_refunds_total', 'counter'],
      ['roofbid_job_last_run_timestamp_seconds', 'gauge'],
      ['roofbid_job_last_duration_seconds', 'gauge'],
      ['roofbid_job_failures_total', 'counter'],
      ['roofbid_db_pool_connections_in_use', 'gauge'],
      ['roofbid_db_pool_requests_waiting', 'gauge'],
      ['roofbid_outbox_emails', 'gauge'],
      ['roofbid_outbox_oldest_pending_age_seconds', 'gauge'],
      ['roofbid_auctions', 'gauge'],
      ['nodejs_eventloop_lag_seconds', 'gauge'],
      ['nodejs_heap_size_used_bytes', 'gauge'],
      ['process_resident_memory_bytes', 'gauge'],
    ];
    for (const [name, type] of required) {
      expect(families.get(name)?.type, name).toBe(type);
      expect(families.get(name)?.help, name).toBeTruthy();
    }
    // Every job shows 0 failures before its first run.
    for (const job of app.jobs) {
      expect(samples).toContainEqual({
        name: 'roofbid_job_failures_total',
        labels: { job: job.name },
        value: 0,
      });
    }
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // node-postgres pools are reported; PGlite has none to report.
    const pools = samples.filter((s) => s.name === 'roofbid_db_pool_connections_in_use');
    expect(pools.map((s) => s.labels.pool).sort()).toEqual(
      database.poolUse ? ['lock', 'main'] : [],
    );
  });

  it('moves with traffic: routes, statuses, refusals, e-mails, payments, auctions, jobs', async () => {
    const before = (await scrape()).samples;

    const lead = await submitLead(app, { email: 'metrics.person@example.com' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/no-such-thing?email=a@b.c' })).statusCode,
    ).toBe(404);
    const fileRes = await app.inject({ method: 'GET', url: `/api/files/${lead.id}?x=1` });
    expect(fileRes.statusCode).toBeGreaterThanOrEqual(400);
    const coupon = () =>
      app.inject({
        method: 'POST',
        url: '/api/validate-coupon',
        payload: { couponCode: 'NOPE' },
      });
    expect((await coupon()).statusCode).toBe(200);
    expect((await coupon()).statusCode).toBe(429);
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@example.com', password: 'not the password' },
      });
    expect((await signIn()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(429);
    const { order } = await payForLead(app, database, lead.id);
    expect(order?.auctionState).toBe('published');
    const maintenance = app.jobs.find((job) => job.name === 'maintenance')!;
    await runAndRecord(database, maintenance, app.metrics);
    const failing = { ...maintenance, run: () => Promise.reject(new Error('boom')) };
    await expect(runAndRecord(database, failing, app.metrics)).rejects.toThrow('boom');

    const { samples, body } = await scrape();
    const grew = (route: string, method: string, statusClass: string) =>
      requestCount(samples, route, method, statusClass) -
      requestCount(before, route, method, statusClass);
    expect(grew('/api/contact', 'POST', '2xx')).toBe(1);
    expect(grew('unmatched', 'GET', '4xx')).toBe(1);
    expect(grew('/api/files/:id', 'GET', '4xx')).toBe(1);
    expect(grew('/api/validate-coupon', 'POST', '2xx')).toBe(1);
    expect(grew('/api/validate-coupon', 'POST', '4xx')).toBe(1);
    // The scrape before this one was timed too.
    expect(grew('/metrics', 'GET', '2xx')).toBe(1);
    expect(
      valueOf(samples, 'roofbid_http_request_duration_seconds_sum', {
        route: '/api/contact',
        method: 'POST',
        status_class: '2xx',
      }),
    ).toBeGreaterThan(0);

    const counted = (name: string, labels: Record<string, string>) =>
      valueOf(samples, name, labels) - valueOf(before, name, labels);
    expect(counted('roofbid_rate_limit_refusals_total', { limit: 'coupon' })).toBe(1);
    expect(counted('roofbid_rate_limit_refusals_total', { limit: 'signInAddress' })).toBe(1);
    expect(counted('roofbid_payments_total', { outcome: 'fulfilled' })).toBe(1);
    expect(valueOf(samples, 'roofbid_outbox_emails', { status: 'pending' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'roofbid_auctions', { state: 'published' })).toBe(1);
    expect(
      valueOf(samples, 'roofbid_job_last_run_timestamp_seconds', { job: 'maintenance' }),
    ).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(counted('roofbid_job_failures_total', { job: 'maintenance' })).toBe(1);

    // No personal data or ids in any label: no e-mail, no uuid, no query string.
    for (const sample of samples) {
      for (const value of Object.values(sample.labels)) {
        expect(value, sample.name).not.toContain('@');
        expect(value, sample.name).not.toContain('?');
        expect(value, sample.name).not.toMatch(UUID);
      }
    }
    expect(body).not.toContain(lead.id);
  });

  it('reports the oldest pending e-mail by the clock', async () => {
    await queueEmail(database, clock, { template: 'welcome', values: { customerName: 'Jane' } });
    clock.advance(60_000);
    await queueEmail(database, clock, { template: 'welcome', values: { customerName: 'Jo' } });
    clock.advance(30_000);
    const { samples } = await scrape();
    expect(valueOf(samples, 'roofbid_outbox_emails', { status: 'pending' })).toBe(2);
    expect(valueOf(samples, 'roofbid_outbox_oldest_pending_age_seconds')).toBe(90);
    await database.db.update(emailOutbox).set({ status: 'sent' });
    const after = (await scrape()).samples;
    expect(valueOf(after, 'roofbid_outbox_emails', { status: 'pending' })).toBe(0);
    expect(valueOf(after, 'roofbid_outbox_oldest_pending_age_seconds')).toBe(0);

    // Failed e-mails of the last week count; older ones are left to the admin e-mail log.
    await database.db.update(emailOutbox).set({ status: 'failed' });
    clock.advance(8 * 86_400_000);
    const later = await queueEmail(database, clock, {
      template: 'welcome',
      values: { customerName: 'Al' },
    });
    await database.db
      .update(emailOutbox)
      .set({ status: 'failed' })
      .where(eq(emailOutbox.id, later!.id));
    expect(valueOf((await scrape()).samples, 'roofbid_outbox_emails', { status: 'failed' })).toBe(
      1,
    );
  });

  it('counts a payment refunded instead of fulfilled, and its refund', async () => {
    const lead = await submitLead(app);
    const { sessionId } = (await openCheckoutFor(app, lead.id)).json() as { sessionId: string };
    // Staff convert the lead to a sale while the homeowner is on the card page (paying-once).
    const admin = await signedInAdmin(app, database);
    expect(
      (await admin('POST', `/api/admin/contact-submissions/${lead.id}/convert`)).statusCode,
    ).toBe(201);
    const before = (await scrape()).samples;
    expect((await payOnTestCheckout(app, sessionId)).statusCode).toBe(303);
    const { samples } = await scrape();
    const grew = (name: string, outcome: string) =>
      valueOf(samples, name, { outcome }) - valueOf(before, name, { outcome });
    expect(grew('roofbid_payments_total', 'refunded')).toBe(1);
    expect(grew('roofbid_payments_total', 'fulfilled')).toBe(0);
    expect(grew('roofbid_refunds_total', 'succeeded')).toBe(1);
    expect(grew('roofbid_refunds_total', 'failed')).toBe(0);
  });
});
