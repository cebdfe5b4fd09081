import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { fixedClock } from './clock.ts';
import { openDatabase, queryRows, type Database } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { auditLog } from './db/schema/audit.ts';
import { auctionEvents } from './db/schema/auctions.ts';
import { faqEntries } from './db/schema/content.ts';
import { emailOutbox } from './db/schema/email.ts';
import { orders } from './db/schema/orders.ts';
import { incompletePaymentLeads, payments } from './db/schema/payments.ts';
import { passwordResetRequests, rateLimitHits, sessions, staffUsers } from './db/schema/staff.ts';
import { seedFaqEntries } from './db/seed/faq-entries.ts';
import { createSmtpMailer } from './integrations/email/smtp-mailer.ts';
import { createTestProvider } from './integrations/payments/test-provider.ts';
import { startOutboxSender } from './jobs/outbox-sender.ts';
import { startScheduler } from './jobs/scheduler.ts';
import {
  addPipelineLead,
  addSalesPerson,
} from './modules/pipeline-automation/pipeline-test-data.ts';
import { createCustomer, signIn } from './test-support/accounts.ts';
import { countingRefundProvider, createAuctionOrder } from './test-support/auction-orders.ts';
import {
  quoteIdent,
  uniqueDatabaseName,
  withAdminClient,
} from './test-support/database-template.ts';
import { submitLead } from './test-support/fixtures.ts';
import { redisAnswers, redisTestKeys, testRedisUrl } from './test-support/redis.ts';
import { startSmtpCapture } from './test-support/smtp-capture.ts';
import { testEnv } from './test-support/test-app.ts';

/**
 * Issue #13, "Several instances": two app instances, each with its own connection pool, started
 * together on one fresh PostgreSQL database the way main.ts starts one (prepare the database,
 * build the app, run the outbox sender and the scheduler). Only with TEST_DATABASE_URL.
 */

const url = process.env.TEST_DATABASE_URL;
const DAY_MS = 86_400_000;
const SILENT = { debug() {}, info() {}, warn() {}, error() {} } as unknown as App['log'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

type Instance = { name: string; app: App; database: Database; firstAdmin?: string | undefined };

describe.skipIf(!url)('several instances on one PostgreSQL database', () => {
  const clock = fixedClock('2026-11-25T15:30:00Z'); // 08:30 in Edmonton
  const refunds = countingRefundProvider();
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let databaseUrl: string;
  let env: ReturnType<typeof testEnv>;
  const instances: Instance[] = [];
  let a: Instance;
  let b: Instance;

  /** One instance as main.ts builds it, with the shared clock and provider of the test. */
  async function startInstance(name: string, overrides: Record<string, string> = {}) {
    const instanceEnv = testEnv({ ...envVariables(), ...overrides });
    // A pool smaller than the number of jobs, which all run at once below.
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    const prepared = await prepareDatabase(database, instanceEnv, clock);
    const app = await buildApp({
      env: instanceEnv,
      database,
      clock,
      logger: false,
      referenceCacheMs: 0,
      rateLimitSyncMs: 20,
      rateLimits: { pageView: { max: 4, windowMs: 60_000 } },
      // The built-in test checkout on this instance's own pool; refunds reach one "Stripe".
      paymentProvider: {
        ...createTestProvider({ db: database.db, clock }),
        refund: refunds.provider.refund,
      },
    });
    await app.ready();
    const instance = { name, app, database, firstAdmin: prepared.firstAdmin };
    instances.push(instance);
    return instance;
  }
  const envVariables = () => ({
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: 'first.admin@roofbid.ca',
    ADMIN_PASSWORD: 'a long first password',
    BUSINESS_TIME_ZONE: 'America/Edmonton',
  });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // An empty database, named after this run's template so a crashed run's copy is dropped too.
    const name = uniqueDatabaseName(inject('postgresTemplate'));
    await withAdminClient(url!, (c) => c.query(`create database ${quoteIdent(name)}`));
    const target = new URL(url!);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    env = testEnv(envVariables());
    // Both start together: both migrate, seed and look for a first admin at once.
    [a, b] = await Promise.all([startInstance('a'), startInstance('b')]);
    return async () => {
      for (const instance of instances) {
        await instance.app.close();
        await instance.database.close();
      }
      await smtp.close();
      await withAdminClient(url!, (c) =>
        c.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    };
  });

  it('migrate, seed and create the first admin once when they start together', async () => {
    const journal = JSON.parse(
      readFileSync(new URL('./db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await queryRows<{ n: number }>(
      a.database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
    expect(await a.database.db.$count(faqEntries)).toBe(seedFaqEntries.length);
    const admins = await a.database.db
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(eq(staffUsers.role, 'admin'));
    expect(admins).toEqual([{ email: env.ADMIN_EMAIL }]);
    expect([a.firstAdmin, b.firstAdmin].filter(Boolean)).toEqual([env.ADMIN_EMAIL]);
  });

  it('keep a session made on one working on the other, and signed out on both', async () => {
    await createCustomer(a.database, 'casey@example.com');
    const customer = await signIn(a.app, 'customer', 'casey@example.com');
    const profile = await b.app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { cookie: customer },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().customer).toMatchObject({ email: 'casey@example.com' });

    const staff = await signIn(b.app, 'staff', env.ADMIN_EMAIL!, 'a long first password');
    const me = await a.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { cookie: staff },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().staff).toMatchObject({ email: env.ADMIN_EMAIL, role: 'admin' });

    const out = await b.app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: { cookie: customer },
      payload: {},
    });
    expect(out.statusCode).toBeLessThan(300);
    const after = await a.app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { cookie: customer },
    });
    expect(after.statusCode).toBe(401);
  });

  /**
   * Page views are limited to 4 a minute per address (set above). Two on A, two on B: B's
   * next is refused, because B has learnt A's two; A refuses too once it has synced again.
   * `total` reads the shared count in the store under test.
   */
  async function showSharedLimit(first: Instance, second: Instance, total: () => Promise<number>) {
    const view = { path: '/', location: 'http://localhost:5000/', title: 'Home' };
    const pageView = (instance: Instance) =>
      instance.app.inject({ method: 'POST', url: '/api/analytics/page-view', payload: view });
    for (let i = 0; i < 2; i++) expect((await pageView(first)).statusCode).toBe(204);
    await until('the first instance to share its count', async () => (await total()) === 2);
    for (let i = 0; i < 2; i++) expect((await pageView(second)).statusCode).toBe(204);
    await until('the second instance to share its count', async () => (await total()) === 4);
    // Each has served two; alone, each would allow two more.
    const refused = await pageView(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // The first judges its next request on what it knew at its last sync (within a sync
    // interval, as designed), and learns the total with it.
    await pageView(first);
    await until('the first instance to learn the total', async () => (await total()) === 6);
    expect((await pageView(first)).statusCode).toBe(429);
  }

  it('share rate-limit counts through PostgreSQL', async () => {
    await showSharedLimit(a, b, async () => {
      const [row] = await a.database.db
        .select({ count: rateLimitHits.count })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, 'pageView:127.0.0.1'));
      return row?.count ?? 0;
    });
  });

  it('share rate-limit counts through Redis with REDIS_URL', async (context) => {
    if (!(await redisAnswers())) context.skip('no Redis answers on ' + testRedisUrl);
    const redis = redisTestKeys();
    try {
      const withRedis = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: redis.prefix };
      const [c, d] = await Promise.all([
        startInstance('c', withRedis),
        startInstance('d', withRedis),
      ]);
      const before = await a.database.db.$count(rateLimitHits);
      await showSharedLimit(c, d, async () =>
        Number((await redis.client.get(`${redis.prefix}pageView:127.0.0.1`)) ?? 0),
      );
      // Nothing went to PostgreSQL.
      expect(await a.database.db.$count(rateLimitHits)).toBe(before);
    } finally {
      await redis.cleanUp();
    }
  });

  it('run the outbox sender and every scheduled job on both at once, each change and e-mail once', async () => {
    const db = a.database.db;
    // Checkout expiry: a checkout opened on A and abandoned.
    const lead = await submitLead(a.app, { email: 'abandoned@example.com' });
    const checkout = await b.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { contactSubmissionId: lead.id },
    });
    expect(checkout.statusCode).toBe(200);
    clock.advance(DAY_MS + 60_000); // 08:31 the next day in Edmonton; the checkout ran out

    // Maintenance: a finished rate-limit window and an expired session.
    await db.insert(rateLimitHits).values({
      key: 'signup:10.0.0.1',
      count: 3,
      resetAt: new Date(clock.now().getTime() - 1_000),
    });
    const sessionCount = await db.$count(sessions);
    await db.execute(
      sql`update sessions set expires_at = ${new Date(clock.now().getTime() - 1_000)}`,
    );
    // Pending refunds: a paid fee owed back whose refund failed at the time.
    const owed = await createAuctionOrder(a.database, {
      state: 'bidding',
      publishedAt: new Date(clock.now().getTime() - 2 * DAY_MS),
    });
    await db
      .update(payments)
      .set({ status: 'refund_pending', refundReason: 'duplicate' })
      .where(eq(payments.id, owed.payments[0]!.id));
    // Auction deadlines: published eleven days ago, no bid: closed, fee refunded, owner told.
    const noBids = await createAuctionOrder(a.database, {
      state: 'published',
      publishedAt: new Date(clock.now().getTime() - 11 * DAY_MS),
      ownerEmail: 'owner@example.com',
    });
    // Pipeline digest: a rep with an overdue follow-up, after 08:00 business time.
    const rep = await addSalesPerson(a.database, 'Rita Rep', '2026-01-01T00:00:00Z');
    await addPipelineLead(a.database, {
      name: 'Olive Overdue',
      salesPersonId: rep.id,
      status: 'Contacted',
      nextFollowUpDate: new Date(clock.now().getTime() - 2 * DAY_MS),
    });
    // Password-reset leftovers: a request an instance answered, then stopped.
    await createCustomer(a.database, 'forgetful@example.com', 'Fran');
    await db.insert(passwordResetRequests).values({
      email: 'forgetful@example.com',
      requestedAt: new Date(clock.now().getTime() - 5 * 60_000),
    });

    // Both instances' schedulers, every job every few milliseconds, plus each job's function
    // called directly on both (a lock can go with its connection: the row claims must hold).
    const jobNames = a.app.jobs.map((job) => job.name).sort();
    expect(jobNames).toEqual([
      'auction-deadlines',
      'checkout-expiry',
      'document-expiry',
      'maintenance',
      'password-reset-leftovers',
      'pending-refunds',
      'pipeline-digest',
      'question-digest',
      'upload-retention',
    ]);
    const schedulers = [a, b].map((instance) =>
      startScheduler(
        { database: instance.database, log: SILENT, metrics: instance.app.metrics },
        instance.app.jobs.map((job) => ({ ...job, everyMs: 15 })),
      ),
    );
    await Promise.all([a, b].flatMap((instance) => instance.app.jobs.map((job) => job.run())));
    await sleep(200);
    await Promise.all(schedulers.map((s) => s.stop()));

    // Every transition once.
    expect(await db.select().from(incompletePaymentLeads)).toHaveLength(1);
    const [abandoned] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.providerSessionId, checkout.json().sessionId));
    expect(abandoned?.status).toBe('expired');
    expect(await db.$count(rateLimitHits, eq(rateLimitHits.key, 'signup:10.0.0.1'))).toBe(0);
    expect(await db.$count(sessions)).toBe(0);
    expect(sessionCount).toBeGreaterThan(0);
    const [closed] = await db.select().from(orders).where(eq(orders.id, noBids.order.id));
    expect(closed?.auctionState).toBe('closed');
    const events = await db
      .select({ from: auctionEvents.fromState, to: auctionEvents.toState })
      .from(auctionEvents)
      .where(eq(auctionEvents.orderId, noBids.order.id));
    expect(events.filter((e) => e.from !== e.to)).toEqual([{ from: 'published', to: 'closed' }]);
    // Each payment refunded once: a retry may call the provider again, always with the
    // payment's idempotency key (the provider refunds a key once), and is recorded once.
    const owedIds = [owed.payments[0]!.id, noBids.payments[0]!.id].sort();
    expect([...new Set(refunds.calls)].sort()).toEqual(owedIds.map((id) => `refund:${id}`));
    const refunded = await db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(inArray(payments.id, owedIds))
      .orderBy(payments.id);
    expect(refunded).toEqual(owedIds.map((id) => ({ id, status: 'refunded' })));
    const refundAudits = await db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.refunded'));
    expect(refundAudits.map((r) => r.id).sort()).toEqual(owedIds);
    expect(await db.$count(passwordResetRequests)).toBe(0);

    const queued = await db
      .select({ id: emailOutbox.id, to: emailOutbox.toAddress, template: emailOutbox.template })
      .from(emailOutbox);
    const byTemplate = (template: string) => queued.filter((e) => e.template === template);
    expect(byTemplate('pipeline_digest').map((e) => e.to)).toEqual([rep.email]);
    expect(byTemplate('password_reset').map((e) => e.to)).toEqual(['forgetful@example.com']);
    expect(queued.filter((e) => e.to === 'owner@example.com').length).toBe(1);

    // Both outbox senders at once deliver every e-mail once.
    const senders = [a, b].map((instance) =>
      startOutboxSender(
        {
          db: instance.database.db,
          mailer: createSmtpMailer(smtp.url),
          clock,
          from: env.MAIL_FROM,
          maxAttempts: env.EMAIL_MAX_ATTEMPTS,
          messageIdDomain: 'localhost',
          log: SILENT,
        },
        10,
      ),
    );
    for (const sender of senders) sender.kick();
    await until(
      'every e-mail to be sent',
      async () => {
        const rows = await db.select({ status: emailOutbox.status }).from(emailOutbox);
        return rows.every((row) => row.status === 'sent');
      },
      10_000,
    );
    await sleep(100); // a second sending would arrive meanwhile
    await Promise.all(senders.map((s) => s.stop()));
    const messageIds = smtp.messages.map((m) => /^Message-ID: <([^@>]+)@/im.exec(m.raw)?.[1]);
    expect(messageIds.sort()).toEqual(queued.map((e) => e.id).sort());
  });
});
