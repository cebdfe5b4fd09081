import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { MetricCounts } from '../modules/metrics/metrics.ts';

/**
 * A periodic job. `run` is a plain function over its dependencies and the injectable clock
 * (tests call it directly with a moved clock); the scheduler only decides when, and makes sure
 * one instance at a time runs it. Jobs must still be safe to repeat: a lock can be lost with
 * its connection, so each job claims its rows with conditional updates too.
 */
export type Job = {
  name: string;
  everyMs: number;
  /** A PostgreSQL advisory lock key of its own (see `jobLocks`). */
  lockKey: number;
  run: () => Promise<unknown>;
};

/** Advisory lock keys, one per job; 7_302_001 is the migrator's (db/migrate.ts). */
export const jobLocks = {
  maintenance: 7_302_101,
  checkoutExpiry: 7_302_102,
  pendingRefunds: 7_302_103,
  passwordResetLeftovers: 7_302_104,
  auctionDeadlines: 7_302_105,
  pipelineDigest: 7_302_106,
  uploadRetention: 7_302_107,
  questionDigest: 7_302_110,
  documentExpiry: 7_302_108,
} as const;

/** Runs the job unless another run holds its lock (on this or any other instance). */
export async function runExclusively(
  database: Pick<Database, 'tryWithLock'>,
  job: Job,
): Promise<'ran' | 'skipped'> {
  const result = await database.tryWithLock(job.lockKey, () => job.run());
  return result.ran ? 'ran' : 'skipped';
}

/**
 * runExclusively, timed for the metrics: a run this instance made (not one it skipped because
 * another held the lock) is reported with its start, duration and whether it failed.
 */
export async function runAndRecord(
  database: Pick<Database, 'tryWithLock'>,
  job: Job,
  metrics: Pick<MetricCounts, 'jobRan'>,
): Promise<'ran' | 'skipped'> {
  const startedAt = Date.now();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const outcome = await runExclusively(database, job);
    if (outcome === 'ran')
      metrics.jobRan(job.name, { startedAt, seconds: seconds(), failed: false });
    return outcome;
  } catch (err) {
    metrics.jobRan(job.name, { startedAt, seconds: seconds(), failed: true });
    throw err;
  }
}

/** Starts every job on its own interval; `stop()` waits for runs under way to finish. */
export function startScheduler(
  deps: {
    database: Pick<Database, 'tryWithLock'>;
    log: FastifyBaseLogger;
    metrics: Pick<MetricCounts, 'jobRan'>;
  },
  jobs: readonly Job[],
) {
  const running = new Set<Promise<void>>();
  let stopped = false;
  const tick = (job: Job) => {
    if (stopped) return;
    const run = runAndRecord(deps.database, job, deps.metrics)
      .then((outcome) => deps.log.debug({ job: job.name, outcome }, 'scheduled job'))
      .catch((err: unknown) => deps.log.error({ err, job: job.name }, 'scheduled job failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
