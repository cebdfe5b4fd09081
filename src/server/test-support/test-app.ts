import type { FastifyBaseLogger } from 'fastify';
import { createAfterResponse } from '../after-response.ts';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { fixedClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { defaultRateLimits, type RateLimits } from '../plugins/rate-limit.ts';

const roomyLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { max: 100_000, windowMs: 60_000 }]),
) as RateLimits;

export function testEnv(overrides: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:5000',
    ...overrides,
  });
}

/** What production insists on (src/server/env.ts); the database URL is never opened here. */
export const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused@127.0.0.1/x',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

/** The real app on a test database, with a clock the test controls and no log output. */
export async function buildTestApp(
  database: Database,
  options: {
    env?: Record<string, string>;
    /** Adds routes before the app is ready (a test's own route around a server function). */
    register?: (app: App) => void | Promise<void>;
  } & Partial<Omit<AppDeps, 'database' | 'env'>> = {},
) {
  const { env, rateLimits, register, ...rest } = options;
  const clock = fixedClock();
  // Work after the answer runs as in production; settle() waits for it and reports failures.
  const failures: unknown[] = [];
  const afterResponse = createAfterResponse({
    error: (details: unknown) => failures.push(details),
  } as unknown as FastifyBaseLogger);
  const app = await buildApp({
    env: testEnv(env),
    database,
    clock,
    logger: false,
    // Tests change prices and options in the database directly and expect to see it at once.
    referenceCacheMs: 0,
    // Every test of a file signs in from the same address; the limits under test are set
    // explicitly (src/server/plugins/rate-limit.test.ts).
    rateLimits: { ...roomyLimits, ...rateLimits },
    afterResponse: afterResponse.run,
    ...rest,
  });
  await register?.(app);
  app.addHook('onClose', () => afterResponse.settle());
  await app.ready();
  const settle = async () => {
    await afterResponse.settle();
    const reasons = failures.map((f) => String((f as { err?: unknown }).err ?? f));
    if (reasons.length > 0) throw new Error(`work after an answer failed: ${reasons.join('; ')}`);
  };
  return { app, clock, settle };
}
