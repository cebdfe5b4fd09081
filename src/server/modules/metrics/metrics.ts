import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';

/** How a paid checkout ended when the fulfilment decided it (fulfilment.service.ts). */
export type PaymentOutcome = 'fulfilled' | 'refunded' | 'mismatch';
/** How a refund through the provider ended (refunds.service.ts). */
export type RefundOutcome = 'succeeded' | 'failed';
/** One run of a scheduled job, as the scheduler timed it. */
export type JobRun = { startedAt: number; seconds: number; failed: boolean };

/** What the app counts as it works; the counts only, never who or what (no personal data). */
export type MetricCounts = {
  rateLimitRefused(limit: string): void;
  paymentDecided(outcome: PaymentOutcome): void;
  refundTried(outcome: RefundOutcome): void;
  jobRan(job: string, run: JobRun): void;
};

export type Scrape = { contentType: string; text: string };

export type AppMetrics = MetricCounts & {
  /** Prometheus text of every metric; undefined when metrics are off. */
  scrape?: () => Promise<Scrape>;
  /** Times one answered request (the app's onResponse hook); absent when metrics are off. */
  requestDone?: (method: string, route: string | undefined, status: number, ms: number) => void;
  /** The scheduled jobs, so that each shows 0 failures before its first run. */
  declareJobs?: (names: readonly string[]) => void;
};

/** Metrics off: counting costs a function call that does nothing. */
export const noMetrics: AppMetrics = {
  rateLimitRefused: () => {},
  paymentDecided: () => {},
  refundTried: () => {},
  jobRan: () => {},
};

export const metricsEnabled = (env: Pick<Env, 'METRICS_TOKEN' | 'METRICS_PORT'>) =>
  Boolean(env.METRICS_TOKEN || env.METRICS_PORT);

/**
 * This app's metrics. prom-client (a twelfth of a second to load) is loaded only when a
 * metrics endpoint is configured; each app gets a registry of its own, so several apps in one
 * process (the tests) do not share counts.
 */
export async function createMetrics(deps: {
  env: Pick<Env, 'METRICS_TOKEN' | 'METRICS_PORT'>;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}): Promise<AppMetrics> {
  if (!metricsEnabled(deps.env)) return noMetrics;
  const { prometheusMetrics } = await import('./prometheus-metrics.ts');
  return prometheusMetrics(deps);
}
