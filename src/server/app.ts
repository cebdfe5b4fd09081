import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAfterResponse, type AfterResponse } from './after-response.ts';
import { systemClock, type Clock } from './clock.ts';
import { demoContractorAccount } from './db/demo-contractors.ts';
import { demoAccounts } from './db/seed/demo.ts';
import type { Database } from './db/client.ts';
import { fastifyTrustProxy, type Env } from './env.ts';
import { loggerOptions } from './logger.ts';
import { mailDelivery } from './integrations/email/mailer.ts';
import { createPaymentProvider } from './integrations/payments/create-provider.ts';
import { createFileStorage } from './integrations/storage/create-storage.ts';
import type { FileStorage } from './integrations/storage/file-storage.ts';
import { appJobs } from './jobs/app-jobs.ts';
import type { Job } from './jobs/scheduler.ts';
import type { PaymentProvider } from './integrations/payments/provider.ts';
import { testCheckoutRoutes } from './integrations/payments/test-checkout.routes.ts';
import { adminAuctionRoutes } from './modules/admin-auctions/admin-auctions.routes.ts';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.ts';
import { adminContractorRoutes } from './modules/admin-contractors/admin-contractors.routes.ts';
import { contractorApplicationRoutes } from './modules/contractor-applications/contractor-applications.routes.ts';
import { contractorDocumentRoutes } from './modules/contractor-applications/contractor-documents.routes.ts';
import { adminEmailRoutes } from './modules/admin-email/admin-email.routes.ts';
import { adminLeadRoutes } from './modules/admin-leads/admin-leads.routes.ts';
import { adminOrderRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import type { CheckoutDeps } from './modules/checkout/checkout-deps.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { fulfilCheckout } from './modules/checkout/fulfilment.service.ts';
import { stripeWebhookRoutes } from './modules/checkout/stripe-webhook.routes.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import { estimateRoutes } from './modules/estimate/estimate.routes.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { roofPhotoRoutes } from './modules/roof-photos/roof-photos.routes.ts';
import { publicFaq } from './modules/faq/faq.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMetrics, type AppMetrics } from './modules/metrics/metrics.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { signedInCustomerFor, signedInStaffFor } from './modules/auth/sessions.ts';
import { leadRoutes } from './modules/leads/leads.routes.ts';
import { publicPricing } from './modules/pricing/pricing.queries.ts';
import { createReferenceData } from './modules/reference/reference-data.ts';
import { pipelineRoutes } from './modules/pipeline/pipeline.routes.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { qrRoutes } from './modules/qr/qr.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { publicReviewQuery } from '#shared/schemas/review.ts';
import { publicReviewPage } from './modules/reviews/reviews.service.ts';
import { customerAccountRoutes } from './modules/customer-account/customer-account.routes.ts';
import { contractorProfileRoutes } from './modules/contractor-profiles/contractor-profiles.routes.ts';
import { contractorPortalRoutes } from './modules/contractor-portal/contractor-portal.routes.ts';
import { questionRoutes } from './modules/auction-questions/questions.routes.ts';
import { customerAuctionRoutes } from './modules/customer-auctions/customer-auctions.routes.ts';
import { customerAuthRoutes } from './modules/customer-auth/customer-auth.routes.ts';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.ts';
import { staffInviteRoutes } from './modules/staff/staff-invite.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import {
  answerClientError,
  answerFailedExpectation,
  answerFrameworkError,
  answerWhileClosing,
  registerErrorHandler,
  registerQueryEncodingCheck,
} from './plugins/error-handler.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { rateLimitsFor, registerRateLimit, type RateLimits } from './plugins/rate-limit.ts';
import { collectRouteAccess, type ApiRoute } from './plugins/route-access.ts';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';
import { defaultUploadLimits, type UploadLimits } from './plugins/upload-slots.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerUtf8Bodies } from './plugins/utf8-bodies.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  clock?: Clock;
  /** The built client (dist/client); without it only the API is served. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the provider chosen from the environment (tests: Stripe against a fake API). */
  paymentProvider?: PaymentProvider;
  /** Replaces the file storage chosen from the environment (tests: S3 against a fake bucket). */
  fileStorage?: FileStorage;
  /** Called when a committed change queued e-mails (main.ts wakes the outbox sender). */
  emailQueued?: () => void;
  /** Runs work a request does not wait for (tests hold it back to look in between). */
  afterResponse?: AfterResponse;
  /** Overrides of the rate limits (tests raise or lower them). */
  rateLimits?: Partial<RateLimits>;
  /** Overrides of the limits on uploads under way (tests lower them). */
  uploadLimits?: Partial<UploadLimits>;
  /** How often rate-limit counts are shared with other instances (default 1 s). */
  rateLimitSyncMs?: number;
  /** How many rate-limit keys an instance counts before new ones count per address. */
  rateLimitMaxKeys?: number;
  /** How long prices and dropdown options are kept in memory (default 5 s; tests use 0). */
  referenceCacheMs?: number;
  /** Sees every route as it is added (tests: every route is in the API document). */
  onRoute?: (route: RouteOptions) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access rule (read by the authorization tests). */
    apiRoutes: ApiRoute[];
    /** The periodic jobs, with this app's dependencies; main.ts starts the scheduler on them. */
    jobs: readonly Job[];
    /** What the app counts (Prometheus, when a metrics endpoint is configured). */
    metrics: AppMetrics;
  }
}

/**
 * Every schema is zod: handing Fastify the zod compilers when it is created (rather than setting
 * them after) keeps it from loading Ajv and fast-json-stringify, a fifth of start-up. Fastify's
 * types describe Ajv's factories; it calls these just as it calls the compilers it is given.
 */
const zodCompilers = {
  compilersFactory: {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  },
} as unknown as FastifyServerOptions['schemaController'];

export async function buildApp(deps: AppDeps) {
  const { env, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;
  let shuttingDown = false;
  const headers = securityHeaders(env.production, Boolean(env.GA4_MEASUREMENT_ID));

  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL, false),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // What Fastify and Node answer by themselves also comes in the app's error body, with the
    // security headers.
    frameworkErrors: answerFrameworkError(headers),
    clientErrorHandler: answerClientError(headers),
    // Fastify's own 503 while closing has neither: answerWhileClosing below answers instead.
    return503OnClosing: false,
    schemaController: zodCompilers,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.on('checkExpectation', answerFailedExpectation(headers));
  registerSecurityHeaders(app, headers);
  registerQueryEncodingCheck(app);
  answerWhileClosing(app, () => shuttingDown);
  app.decorate('apiRoutes', [] as ApiRoute[]);
  collectRouteAccess(app, app.apiRoutes);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandler(app);
  registerUtf8Bodies(app);
  // Before any route: it notes each route as it is added (the document is built on request).
  registerOpenApi(app, { appUrl: env.APP_URL, schemaController: zodCompilers });
  const metrics = await createMetrics({ env, database, clock, log: app.log });
  app.decorate('metrics', metrics);
  registerMetrics(app, { metrics, token: env.METRICS_TOKEN });
  app.addHook('onClose', async () => {
    shuttingDown = true;
  });
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  const ownAfterResponse = deps.afterResponse ? undefined : createAfterResponse(app.log);
  const afterResponse = deps.afterResponse ?? ownAfterResponse!.run;
  // Work started after an answer finishes before the database is closed.
  app.addHook('onClose', async () => ownAfterResponse?.settle());
  await app.register(cookie);
  await registerMultipart(app, { ...defaultUploadLimits, ...deps.uploadLimits });
  await registerRateLimit(app, {
    db,
    clock,
    env,
    syncMs: deps.rateLimitSyncMs,
    maxKeys: deps.rateLimitMaxKeys,
  });
  const limits: RateLimits = { ...rateLimitsFor(env), ...deps.rateLimits };
  const reference = createReferenceData(db, clock, deps.referenceCacheMs ?? 5_000);
  const sessionDeps = { db, clock, secureCookies: env.production };
  registerAuth(app, { ...sessionDeps, appUrl: env.APP_URL, production: env.production });

  const paymentProvider = deps.paymentProvider ?? (await createPaymentProvider(env, db, clock));
  // Upload routes (the auction's completion form, reviews) receive it with receiveUpload().
  const fileStorage = deps.fileStorage ?? (await createFileStorage(env, database, app.log));
  const checkoutDeps: CheckoutDeps = {
    db,
    clock,
    provider: paymentProvider,
    appUrl: env.APP_URL,
    // Outside production without SMTP the sender prints each e-mail on the console (main.ts).
    email: { deliver: mailDelivery(env) !== 'none' },
    secureCookies: env.production,
    emailQueued: deps.emailQueued ?? (() => {}),
    log: app.log,
    metrics,
  };
  const customerAuthDeps = {
    ...sessionDeps,
    appUrl: env.APP_URL,
    email: checkoutDeps.email,
    emailQueued: checkoutDeps.emailQueued,
    log: app.log,
    afterResponse,
  };
  app.decorate(
    'jobs',
    appJobs({
      db,
      clock,
      storage: fileStorage,
      checkout: checkoutDeps,
      passwordReset: customerAuthDeps,
      businessTimeZone: env.BUSINESS_TIME_ZONE,
    }),
  );
  metrics.declareJobs?.(app.jobs.map((job) => job.name));

  await app.register(healthRoutes, { db, isShuttingDown: () => shuttingDown });
  await app.register(faqRoutes, { db, reference });
  await app.register(analyticsRoutes, {
    db,
    clock,
    limits,
    businessTimeZone: env.BUSINESS_TIME_ZONE,
    reference,
    ceilings: {
      page_view: env.ANALYTICS_PAGE_VIEWS_PER_DAY,
      quote_started: env.ANALYTICS_QUOTE_STARTS_PER_DAY,
    },
  });
  await app.register(pricingRoutes, { reference });
  await app.register(estimateRoutes, { db, clock, reference });
  await app.register(leadRoutes, { db, clock, limits, reference });
  await app.register(couponRoutes, { db, clock, limits, reference });
  await app.register(reviewRoutes, {
    db,
    clock,
    limits,
    storage: fileStorage,
    siteRating: reference.siteRating,
  });
  await app.register(qrRoutes, { db, clock, appUrl: env.APP_URL, limits });
  await app.register(checkoutRoutes, { ...checkoutDeps, limits, production: env.production });
  await app.register(customerAuthRoutes, { ...customerAuthDeps, limits });
  await app.register(customerAccountRoutes, { db });
  await app.register(customerAuctionRoutes, {
    ...checkoutDeps,
    storage: fileStorage,
    production: env.production,
  });
  await app.register(contractorProfileRoutes, { db, limits, reference });
  await app.register(fileRoutes, { db, storage: fileStorage });
  await app.register(roofPhotoRoutes, { db, clock, storage: fileStorage, limits });
  await app.register(staffAuthRoutes, { ...sessionDeps, limits });
  await app.register(staffInviteRoutes, { ...sessionDeps, limits });
  await app.register(twoFactorRoutes, { db, clock, limits });
  await app.register(adminOrderRoutes, {
    db,
    clock,
    appUrl: env.APP_URL,
    email: checkoutDeps.email,
    emailQueued: checkoutDeps.emailQueued,
    reference,
    optionValues: reference.optionValues,
  });
  await app.register(contractorPortalRoutes, checkoutDeps);
  await app.register(questionRoutes, checkoutDeps);
  await app.register(adminLeadRoutes, { db, clock, appUrl: env.APP_URL, reference });
  await app.register(adminAuctionRoutes, checkoutDeps);
  await app.register(adminContentRoutes, { db, clock, reference });
  await app.register(adminContractorRoutes, {
    db,
    clock,
    appUrl: env.APP_URL,
    email: checkoutDeps.email,
    emailQueued: checkoutDeps.emailQueued,
  });
  // Contractor applications and documents (issue #23 part 1).
  const vettingDeps = {
    db,
    clock,
    appUrl: env.APP_URL,
    email: checkoutDeps.email,
    emailQueued: checkoutDeps.emailQueued,
    storage: fileStorage,
  };
  await app.register(contractorApplicationRoutes, { ...vettingDeps, limits });
  await app.register(contractorDocumentRoutes, vettingDeps);
  await app.register(adminEmailRoutes, {
    db,
    clock,
    appUrl: env.APP_URL,
    email: checkoutDeps.email,
    emailQueued: checkoutDeps.emailQueued,
  });
  await app.register(pipelineRoutes, {
    db,
    clock,
    appUrl: env.APP_URL,
    email: checkoutDeps.email,
    emailQueued: checkoutDeps.emailQueued,
    businessTimeZone: env.BUSINESS_TIME_ZONE,
  });
  await app.register(stripeWebhookRoutes, checkoutDeps);
  await app.register(apiDocsRoutes, { production: env.production });
  if (paymentProvider?.kind === 'test') {
    await app.register(testCheckoutRoutes, {
      db,
      clock,
      onPaid: (session) => fulfilCheckout(checkoutDeps, session),
      limits,
    });
  }

  // /reviews gets the page its address asks for with its HTML; a bad address gets page one.
  const firstReviewPage = (query: unknown) => {
    const parsed = publicReviewQuery.safeParse(query);
    return publicReviewPage(db, parsed.success ? parsed.data : publicReviewQuery.parse({}));
  };
  await registerSpa(
    app,
    {
      clientDir: deps.clientDir,
      production: env.production,
      ga4MeasurementId: env.GA4_MEASUREMENT_ID,
    },
    async (pathname, request) => ({
      pricing: publicPricing(await reference.prices()),
      ...(await signedInCustomerFor(sessionDeps, request)),
      ...(await signedInStaffFor(sessionDeps, request)),
      paymentMode: paymentProvider?.kind ?? 'none',
      ...(pathname === '/faq' ? { faq: await publicFaq(db, reference) } : {}),
      ...(pathname === '/get-quote'
        ? {
            dropdownOptions: await reference.dropdownOptions(),
            estimateTable: await reference.estimateTable(),
          }
        : {}),
      siteRating: await reference.siteRating(),
      ...(pathname === '/reviews' ? { reviews: await firstReviewPage(request.query) } : {}),
      ...(env.DEMO_MODE
        ? { demoAccounts: { ...demoAccounts, contractor: demoContractorAccount } }
        : {}),
    }),
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
