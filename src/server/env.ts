import { isIP } from 'node:net';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

// Names proxy-addr (Fastify's trustProxy) knows for whole address ranges.
const trustedRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string) {
  if (trustedRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none (`false`), every hop
 * (`true`, refused in production), the nearest N hops (a number), or the proxies' addresses and
 * CIDR ranges (a comma-separated list), as Fastify's trustProxy takes them.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count, an IP address or a CIDR range: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return name !== '';
  } catch {
    return false;
  }
}

/** Every variable the server reads. `.env.example` documents each with its default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  // Public address of the site, used in e-mailed links and payment redirects.
  APP_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),

  DATABASE_URL: optionalString.pipe(z.url().optional()),
  PGLITE_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DEMO_MODE: flag.optional(),
  // Quote requests an hour from one client address (a home show shares one network).
  CONTACT_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(200),
  // Browser-reported analytics stored a UTC day, from every address together: past these the
  // events are counted and answered, not stored (docs/decisions/analytics.md).
  ANALYTICS_PAGE_VIEWS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  ANALYTICS_QUOTE_STARTS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(2_000),
  // Where "today" is for the pipeline's follow-ups and the reps' daily digest (an IANA zone).
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .default('America/Edmonton')
    .refine(isTimeZone, 'not an IANA time zone such as America/Edmonton'),

  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12).optional()),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  TEST_CHECKOUT_ENABLED: flag.optional(),

  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('RoofBid <no-reply@roofbid.ca>'),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),

  // Rate-limit counters in Redis instead of PostgreSQL (docs/decisions/rate-limit-counters.md).
  REDIS_URL: optionalString.pipe(
    z.url({ protocol: /^rediss?$/, error: 'not a redis:// or rediss:// URL' }).optional(),
  ),
  // Put before every key the app writes, so that several sites (or test runs) share one Redis.
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('roofbid:'),

  // Uploads go to this S3-compatible bucket when it is configured, else into the database.
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag.optional(),

  // Prometheus metrics (docs/decisions/metrics.md): /metrics on the app's port with this bearer
  // token, and/or a listener of its own that serves only /metrics; neither set, none is served.
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(32, 'at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_PORT: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(65535).optional(),
  ),

  // Google Analytics 4: page views also go there when set (the CSP then allows its hosts).
  GA4_MEASUREMENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'a GA4 measurement id such as G-ABC123XYZ')
      .optional(),
  ),
});

const s3Variables = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;
const s3Required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

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
  if (production && source.TRUST_PROXY?.trim() === 'true') {
    problems.push(
      'TRUST_PROXY: "true" believes any X-Forwarded-For a client sends; in production give the ' +
        "number of proxy hops or the proxies' addresses",
    );
  }
  if (set('ADMIN_EMAIL') && !set('ADMIN_PASSWORD')) {
    problems.push('ADMIN_PASSWORD: required with ADMIN_EMAIL');
  }
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET')) {
    problems.push('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  }
  if (set('METRICS_PORT') && source.METRICS_PORT?.trim() === (source.PORT?.trim() || '5000')) {
    problems.push("METRICS_PORT: must differ from PORT (the app's own port)");
  }
  // Half a bucket configuration would silently store uploads in the database instead.
  const s3Given = s3Variables.filter(set);
  if (s3Given.length > 0) {
    for (const name of s3Required.filter((name) => !set(name))) {
      const given = `${s3Given.join(', ')} ${s3Given.length > 1 ? 'are' : 'is'} set`;
      problems.push(`${name}: required for S3 storage (${given})`);
    }
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
    // S3-compatible services behind a custom endpoint mostly want bucket names in the path.
    S3_FORCE_PATH_STYLE: raw.S3_FORCE_PATH_STYLE ?? Boolean(raw.S3_ENDPOINT),
  };
}

/**
 * Env.TRUST_PROXY as Fastify's trustProxy option. A hop count becomes a function: Fastify itself
 * trusts nothing for a bare number. With N hops the client address is the one the Nth proxy
 * from the app saw (and appended to X-Forwarded-For); anything a client wrote before it is
 * ignored.
 */
export function fastifyTrustProxy(value: Env['TRUST_PROXY']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
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
