import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every variable the server reads. `.env.example` documents each with its default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  // Public address of the site, used in e-mailed links and payment redirects.
  APP_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),

  DATABASE_URL: optionalString.pipe(z.url().optional()),
  PGLITE_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DEMO_MODE: flag.optional(),

  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12).optional()),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  TEST_CHECKOUT_ENABLED: flag.optional(),

  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('RoofBid <no-reply@roofbid.ca>'),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),

  REDIS_URL: optionalString.pipe(z.url().optional()),
});

/** Rules across variables; checked on the raw values so they are reported with any others. */
function crossFieldProblems(source: Record<string, string | undefined>) {
  const set = (name: string) => Boolean(source[name]?.trim());
  const problems: string[] = [];
  const production = source.NODE_ENV === 'production';
  if (production && ['true', '1', 'yes'].includes(source.DEMO_MODE ?? '')) {
    problems.push('DEMO_MODE: demo mode is off in production');
  }
  // Without these a production site would e-mail links to localhost (and refuse its own pages
  // as cross-site), or keep every set-password and reset e-mail in the outbox unsent.
  if (production && !set('APP_URL')) {
    problems.push(
      'APP_URL: required in production: the public address of the site, e.g. https://roofbid.ca',
    );
  }
  if (production && !set('SMTP_URL')) {
    problems.push(
      'SMTP_URL: required in production: without it no e-mail (set-password and reset links) is sent',
    );
  }
  if (set('ADMIN_EMAIL') && !set('ADMIN_PASSWORD')) {
    problems.push('ADMIN_PASSWORD: required with ADMIN_EMAIL');
  }
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET')) {
    problems.push('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  }
  return problems;
}

export type Env = ReturnType<typeof finish>;

function finish(raw: z.infer<typeof envSchema>) {
  const production = raw.NODE_ENV === 'production';
  const embedded = !raw.DATABASE_URL;
  return {
    ...raw,
    production,
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    // Demo data is the default on the embedded database, never implied in production.
    DEMO_MODE: raw.DEMO_MODE ?? (embedded && !production),
    // The built-in test checkout stands in for Stripe, but never silently in production.
    TEST_CHECKOUT_ENABLED: raw.TEST_CHECKOUT_ENABLED ?? !production,
  };
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/** Parses the environment once at start; throws naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
    ...crossFieldProblems(source),
  ];
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  return finish(result.data);
}
