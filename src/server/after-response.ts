import type { FastifyBaseLogger } from 'fastify';

/** Starts work a request does not wait for; `name` goes into the log if it fails. */
export type AfterResponse = (name: string, task: () => Promise<unknown>) => void;

/**
 * Work that runs once the answer has been written (setImmediate comes after the reply's own
 * I/O), so its cost never shows in the answer's timing. A task must be safe to lose: whatever
 * must not be lost is written before the answer and picked up again by a job (see
 * password-reset.service.ts). `settle()` waits for the tasks still running, at shutdown.
 */
export function createAfterResponse(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  const run: AfterResponse = (name, task) => {
    const done: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => log.error({ err, task: name }, 'work after the answer failed'),
      )
      .finally(() => running.delete(done));
    running.add(done);
  };
  const settle = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  return { run, settle };
}
