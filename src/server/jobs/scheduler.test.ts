import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { runExclusively, startScheduler, type Job } from './scheduler.ts';

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
    const scheduler = startScheduler({ database, log: silentLog }, [job]);
    await until(() => runs >= 2);
    await scheduler.stop();
    expect(finished).toBe(runs);
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stoppedAt);
  });
});
