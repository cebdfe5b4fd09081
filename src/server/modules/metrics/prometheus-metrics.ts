import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { AppMetrics, JobRun } from './metrics.ts';
import {
  countAuctionsByState,
  FAILED_EMAILS_COUNTED_DAYS,
  readOutboxSummary,
} from './metrics.queries.ts';

/** The label of a request that matched no route: one series, whatever address was asked. */
export const UNMATCHED_ROUTE = 'unmatched';

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The app's metrics on a registry of its own: Node's process metrics under their usual names,
 * the app's own under roofbid_. Every label value comes from a fixed list (route patterns, limit
 * names, job names, states, outcomes), never from what a client sent.
 */
export function prometheusMetrics(deps: {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  // Event-loop lag, heap, RSS, handles, GC.
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'roofbid_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const refusals = new Counter({
    name: 'roofbid_rate_limit_refusals_total',
    help: 'Requests answered 429 by a rate limit, by limit name',
    labelNames: ['limit'],
    registers,
  });
  const payments = new Counter({
    name: 'roofbid_payments_total',
    help: 'Paid checkouts by what the fulfilment decided: fulfilled, refunded or mismatch',
    labelNames: ['outcome'],
    registers,
  });
  const refunds = new Counter({
    name: 'roofbid_refunds_total',
    help: 'Refunds through the payment provider by outcome: succeeded or failed (retried later)',
    labelNames: ['outcome'],
    registers,
  });
  const jobLastRun = new Gauge({
    name: 'roofbid_job_last_run_timestamp_seconds',
    help: "When each scheduled job's last run on this instance started (unix seconds)",
    labelNames: ['job'],
    registers,
  });
  const jobDuration = new Gauge({
    name: 'roofbid_job_last_duration_seconds',
    help: "How long each scheduled job's last run on this instance took",
    labelNames: ['job'],
    registers,
  });
  const jobFailures = new Counter({
    name: 'roofbid_job_failures_total',
    help: 'Scheduled job runs that failed on this instance',
    labelNames: ['job'],
    registers,
  });
  const poolInUse = new Gauge({
    name: 'roofbid_db_pool_connections_in_use',
    help: 'PostgreSQL connections in use, by pool (main, lock); not reported on PGlite',
    labelNames: ['pool'],
    registers,
  });
  const poolWaiting = new Gauge({
    name: 'roofbid_db_pool_requests_waiting',
    help: 'Queries waiting for a PostgreSQL connection, by pool; not reported on PGlite',
    labelNames: ['pool'],
    registers,
  });
  const outbox = new Gauge({
    name: 'roofbid_outbox_emails',
    help: `E-mails in the outbox: pending and sending, and failed in the last ${FAILED_EMAILS_COUNTED_DAYS} days`,
    labelNames: ['status'],
    registers,
  });
  const oldestPending = new Gauge({
    name: 'roofbid_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail waiting to be sent (0 with none)',
    registers,
  });
  const auctions = new Gauge({
    name: 'roofbid_auctions',
    help: 'Auctions by state',
    labelNames: ['state'],
    registers,
  });
  // Read from the database at scrape time; a failed read empties those families, not the scrape.
  const scrapeErrors = new Counter({
    name: 'roofbid_metrics_read_errors_total',
    help: 'Scrapes whose database reads (outbox, auctions) failed',
    registers,
  });

  // A state or status that empties drops to 0 rather than keeping its last count.
  for (const status of ['pending', 'sending', 'failed']) outbox.set({ status }, 0);

  async function readDatabase() {
    const db = deps.database.db;
    const [summary, states] = await Promise.all([
      readOutboxSummary(db, deps.clock.now()),
      countAuctionsByState(db),
    ]);
    for (const status of ['pending', 'sending', 'failed']) outbox.set({ status }, 0);
    for (const row of summary.byStatus) outbox.set({ status: row.status }, row.count);
    oldestPending.set(summary.oldestPendingSeconds);
    auctions.reset();
    for (const row of states) auctions.set({ state: row.state }, row.count);
  }

  return {
    rateLimitRefused: (limit) => refusals.inc({ limit }),
    paymentDecided: (outcome) => payments.inc({ outcome }),
    refundTried: (outcome) => refunds.inc({ outcome }),
    jobRan(job: string, run: JobRun) {
      jobLastRun.set({ job }, run.startedAt / 1000);
      jobDuration.set({ job }, run.seconds);
      if (run.failed) jobFailures.inc({ job });
    },
    declareJobs(names) {
      for (const job of names) jobFailures.inc({ job }, 0);
    },
    requestDone(method, route, status, ms) {
      requests.observe(
        { route: route ?? UNMATCHED_ROUTE, method, status_class: statusClass(status) },
        ms / 1000,
      );
    },
    async scrape() {
      for (const use of deps.database.poolUse?.() ?? []) {
        poolInUse.set({ pool: use.pool }, use.inUse);
        poolWaiting.set({ pool: use.pool }, use.waiting);
      }
      try {
        await readDatabase();
      } catch (err) {
        scrapeErrors.inc();
        // No stale counts that look current.
        outbox.reset();
        oldestPending.reset();
        auctions.reset();
        deps.log.warn({ err }, 'metrics: database read failed');
      }
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
