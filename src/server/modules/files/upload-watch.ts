import { AppError } from '../../errors.ts';

const timeout = (message: string) => new AppError('REQUEST_TIMEOUT', message, 408);

/**
 * Time limits on one upload: each wait for the client's next bytes may last `idleMs`, and the
 * whole form `deadlineMs`. Only waits for the client count towards the idle limit, never the
 * time spent storing what arrived. `wait` answers the awaited value or throws the 408.
 */
export function watchUpload(limits: { idleMs: number; deadlineMs: number }) {
  let passDeadline: (err: AppError) => void = () => {};
  const deadline = new Promise<never>((_resolve, reject) => {
    passDeadline = reject;
  });
  // Raced only while waiting for the client; unobserved otherwise.
  deadline.catch(() => {});
  const deadlineTimer = setTimeout(
    () => passDeadline(timeout('The upload took too long. Please try again.')),
    limits.deadlineMs,
  );
  return {
    async wait<T>(arriving: Promise<T>): Promise<T> {
      let idleTimer: NodeJS.Timeout | undefined;
      const idle = new Promise<never>((_resolve, reject) => {
        idleTimer = setTimeout(
          () => reject(timeout('The upload stopped arriving. Please try again.')),
          limits.idleMs,
        );
      });
      try {
        return await Promise.race([arriving, idle, deadline]);
      } finally {
        clearTimeout(idleTimer);
      }
    },
    stop() {
      clearTimeout(deadlineTimer);
    },
  };
}

export type UploadWatch = ReturnType<typeof watchUpload>;
