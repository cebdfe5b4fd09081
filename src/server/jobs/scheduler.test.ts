import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { noMetrics, type JobRun } from '../modules/metrics/metrics.ts';
import { runAndRecord, runExclusively, startScheduler, type Job } from './scheduler.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const silentLog = {
  debug: () => {},
  error: () => {},
} as unknown as Parameters<typeof startScheduler>[0]['log'];

/** A job whose runs wait until `release()`, counting how many started. */
function blockingJob(lockKey: number) {
  let release = () => {};
  let started = 0;
  const job: Job = {
    name: 'blocking',
    everyMs: 60_000,
    lockKey,
    run: async () => {
      started += 1;
      await new Promise<void>((resolve) => (release = resolve));
    },
  };
  return { job, started: () => started, release: () => release() };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the job scheduler', () => {
  it('runs a job on one instance at a time; the others skip that round', async () => {
    const { job, started, release } = blockingJob(7_399_001);
    const first = runExclusively(database, job);
    await until(() => started() === 1);
    // Another instance (another connection) while the first run holds the lock.
    expect(await runExclusively(database, job)).toBe('skipped');
    release();
    expect(await first).toBe('ran');
    expect(started()).toBe(1);

    const again = runExclusively(database, job);
    await until(() => started() === 2);
    release();
    expect(await again).toBe('ran');
  });

  it('frees the lock when a run fails', async () => {
    const failing: Job = {
      name: 'failing',
      everyMs: 60_000,
      lockKey: 7_399_002,
      run: () => Promise.reject(new Error('boom')),
    };
    await expect(runExclusively(database, failing)).rejects.toThrow('boom');
    expect(await runExclusively(database, { ...failing, run: async () => {} })).toBe('ran');
  });

  it('runs each job on its interval and waits for a run under way when stopped', async () => {
    let runs = 0;
    let finished = 0;
    const job: Job = {
      name: 'counting',
      everyMs: 10,
      lockKey: 7_399_003,
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished += 1;
      },
    };
    const scheduler = startScheduler({ database, log: silentLog, metrics: noMetrics }, [job]);
    await until(() => runs >= 2);
    await scheduler.stop();
    expect(finished).toBe(runs);
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stoppedAt);
  });

  it('reports the runs it made, failed or not, and not the ones it skipped', async () => {
    const runs: [string, JobRun][] = [];
    const record = { jobRan: (name: string, run: JobRun) => void runs.push([name, run]) };
    const job: Job = { name: 'timed', everyMs: 60_000, lockKey: 7_399_004, run: async () => {} };
    const before = Date.now();
    expect(await runAndRecord(database, job, record)).toBe('ran');
    const failing = { ...job, run: () => Promise.reject(new Error('boom')) };
    await expect(runAndRecord(database, failing, record)).rejects.toThrow('boom');
    const held = await database.tryWithLock(job.lockKey, () => runAndRecord(database, job, record));
    expect(held).toEqual({ ran: true, value: 'skipped' });
    expect(runs.map(([name, run]) => [name, run.failed])).toEqual([
      ['timed', false],
      ['timed', true],
    ]);
    for (const [, run] of runs) {
      expect(run.startedAt).toBeGreaterThanOrEqual(before);
      expect(run.seconds).toBeGreaterThanOrEqual(0);
    }
  });
});
