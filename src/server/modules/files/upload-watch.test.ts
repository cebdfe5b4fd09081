import { describe, expect, it } from 'vitest';
import { watchUpload } from './upload-watch.ts';

const arrivesIn = (ms: number) => new Promise((resolve) => setTimeout(() => resolve('bytes'), ms));

describe('the time limits of an upload', () => {
  it('refuse a wait for the client longer than the idle limit', async () => {
    const watch = watchUpload({ idleMs: 250, deadlineMs: 60_000 });
    try {
      await expect(watch.wait(arrivesIn(5))).resolves.toBe('bytes');
      await expect(watch.wait(arrivesIn(2_000))).rejects.toMatchObject({
        status: 408,
        code: 'REQUEST_TIMEOUT',
        message: 'The upload stopped arriving. Please try again.',
      });
    } finally {
      watch.stop();
    }
  });

  it('do not count the time spent storing what arrived', async () => {
    const watch = watchUpload({ idleMs: 250, deadlineMs: 60_000 });
    try {
      await watch.wait(arrivesIn(5));
      // Storing takes longer than the idle limit; the client is not to blame.
      await new Promise((resolve) => setTimeout(resolve, 600));
      await expect(watch.wait(arrivesIn(5))).resolves.toBe('bytes');
    } finally {
      watch.stop();
    }
  });

  it('end an upload that keeps trickling past its deadline', async () => {
    const watch = watchUpload({ idleMs: 250, deadlineMs: 500 });
    try {
      const trickle = async () => {
        for (;;) await watch.wait(arrivesIn(20));
      };
      await expect(trickle()).rejects.toMatchObject({
        status: 408,
        message: 'The upload took too long. Please try again.',
      });
    } finally {
      watch.stop();
    }
  });
});
