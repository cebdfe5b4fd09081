import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { prepareDatabase } from './db/prepare.ts';
import { demoContractorAccount } from './db/demo-contractors.ts';
import { demoHomeowner } from './db/demo-auctions.plan.ts';
import { demoAccounts } from './db/seed/demo.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { createConsoleMailer } from './integrations/email/console-mailer.ts';
import { mailDelivery } from './integrations/email/mailer.ts';
import { startOutboxSender } from './jobs/outbox-sender.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { startMetricsListener } from './modules/metrics/metrics-listener.ts';
import { loggerOptions, wantsReadableLogs } from './logger.ts';

/** How long a stopping server still takes connections, to answer them 503 rather than reset them. */
const DRAIN_MS = 500;
/** How long connections taken just before the listener closed have to send their request. */
const LINGER_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// dist/server/main.js serves dist/client; in development Vite serves the client instead.
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const env = readEnv();
  const database = await openConfiguredDatabase(env).catch((err: unknown) => {
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(`Cannot start: ${err.message}`);
    process.exit(1);
  });
  const prepared = await prepareDatabase(database, env, systemClock);

  // Bound once the sender exists; the app calls it after commits that queued e-mails.
  let wakeSender = () => {};
  const app = await buildApp({
    env,
    database,
    clientDir,
    logger: loggerOptions(env.LOG_LEVEL, wantsReadableLogs(process.stdout)),
    emailQueued: () => wakeSender(),
  });
  const delivery = mailDelivery(env);
  // nodemailer is loaded only by a server that sends over SMTP (a twentieth of a second).
  const mailer =
    delivery === 'smtp' && env.SMTP_URL
      ? (await import('./integrations/email/smtp-mailer.ts')).createSmtpMailer(env.SMTP_URL)
      : delivery === 'console'
        ? createConsoleMailer()
        : undefined;
  const sender = mailer
    ? startOutboxSender({
        db: database.db,
        mailer,
        clock: systemClock,
        from: env.MAIL_FROM,
        maxAttempts: env.EMAIL_MAX_ATTEMPTS,
        messageIdDomain: new URL(env.APP_URL).hostname,
        log: app.log,
      })
    : undefined;
  if (sender) wakeSender = sender.kick;
  // Housekeeping, checkout expiry, refund retries: each job on one instance at a time.
  const scheduler = startScheduler({ database, log: app.log, metrics: app.metrics }, app.jobs);
  // METRICS_PORT: /metrics without a token on a listener of its own (docs/decisions/metrics.md).
  const scrape = app.metrics.scrape;
  const metricsListener =
    env.METRICS_PORT && scrape
      ? await startMetricsListener({
          host: env.METRICS_HOST,
          port: env.METRICS_PORT,
          scrape,
          log: app.log,
        })
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // Connections the kernel has accepted but the server not yet taken (its event loop busy,
      // as PGlite keeps it) would be reset when the listener closes: for a moment more they are
      // taken and answered 503, as any request arriving now is (bench/shutdown.mjs).
      app.refuseNewRequests();
      await sleep(DRAIN_MS);
      // Then stop listening, but let the connections just taken send their request and get their
      // 503: Node's own close (inside app.close) counts a connection with no request yet as idle
      // and resets it.
      // (Its callback would wait for every connection to end: app.close below waits for that.)
      net.Server.prototype.close.call(app.server);
      await sleep(LINGER_MS);
      await metricsListener?.close();
      // Requests under way are answered; idle connections are closed.
      await app.close();
      app.log.info('requests answered; no new ones taken');
      await scheduler.stop();
      app.log.info('scheduled jobs stopped');
      await sender?.stop();
      if (sender) app.log.info('outbox sender stopped');
      await database.close();
      app.log.info({ signal }, 'shut down');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });

  const where = env.DATABASE_URL
    ? 'PostgreSQL'
    : `embedded PGlite in ${path.resolve(env.PGLITE_DIR)}`;
  const lines = [`RoofBid is running at ${env.APP_URL} (database: ${where})`];
  if (prepared.firstAdmin) lines.push(`Created the first admin: ${prepared.firstAdmin}`);
  const disabled = prepared.demoAccountsDisabled;
  if (disabled.staff + disabled.customers > 0) {
    app.log.warn(disabled, 'demo mode is off: disabled the demo accounts demo mode created');
    lines.push(
      `Demo mode is off: disabled ${disabled.staff} demo staff and ${disabled.customers} demo ` +
        'customer accounts that demo mode created; they can no longer sign in.',
    );
  }
  if (delivery === 'console') {
    lines.push(
      'E-mail: no SMTP_URL, so e-mails are not sent: each is printed here (recipient, subject, links) and kept in the admin e-mail log.',
    );
  } else if (delivery === 'none') {
    lines.push('E-mail: no SMTP_URL, so e-mails are stored (admin e-mail log), not sent.');
  }
  if (metricsListener) {
    lines.push(`Metrics: http://${env.METRICS_HOST}:${metricsListener.port}/metrics (no token).`);
  }
  if (env.METRICS_TOKEN) lines.push(`Metrics: ${env.APP_URL}/metrics with METRICS_TOKEN.`);
  if (env.REDIS_URL) {
    lines.push('Rate limits: counted in Redis (REDIS_URL), shared by every instance.');
  }
  if (!env.STRIPE_SECRET_KEY && env.TEST_CHECKOUT_ENABLED) {
    lines.push('Payments: built-in test checkout (card 4242 4242 4242 4242).');
  }
  if (env.DEMO_MODE) {
    lines.push(
      'Demo mode: demo data is loaded. Staff sign-ins (demo only):',
      `  admin  ${demoAccounts.admin.email} / ${demoAccounts.admin.password}   (${env.APP_URL}/admin)`,
      `  sales  ${demoAccounts.sales.email} / ${demoAccounts.sales.password}   (${env.APP_URL}/pipeline)`,
      `  contractor  ${demoContractorAccount.email} / ${demoContractorAccount.password}   (${env.APP_URL}/contractor)`,
      `Demo homeowner (auctions in every state): ${demoHomeowner.email} / ${demoHomeowner.password}   (${env.APP_URL}/login)`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
