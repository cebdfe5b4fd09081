import { AppError } from '../errors.ts';

/** How many uploads one instance receives at once, and how long one may take. */
export type UploadLimits = {
  /** Uploads received at once by the instance, from everyone. */
  atOnce: number;
  /** Uploads received at once from one client address. */
  atOncePerAddress: number;
  /** An upload that sends nothing for this long is refused (408). */
  idleMs: number;
  /**
   * The slowest an upload may be on average: a form may take a minute plus its largest size at
   * this rate (a 5 MB review invoice: about 4 minutes), then it is refused (408).
   */
  minBytesPerSecond: number;
};

/**
 * Each upload holds its bytes in memory (a bucket's PutObject needs them whole) and writes to
 * the database while it lasts; on the embedded PGlite database every write shares the event
 * loop with every request. Eight at once keeps both bounded. Two per address, and the time
 * limits, keep one client from holding all eight with uploads that never finish: Node and
 * Fastify put no time limit on a request body by default.
 */
export const defaultUploadLimits: UploadLimits = {
  atOnce: 8,
  atOncePerAddress: 2,
  idleMs: 30_000,
  minBytesPerSecond: 32 * 1024,
};

const RETRY_AFTER_SECONDS = '30';

/** Counts the uploads under way on this instance; `take` refuses one over a limit. */
export function uploadSlots(limits: UploadLimits) {
  let total = 0;
  const byAddress = new Map<string, number>();
  return {
    limits,
    /** Holds a slot for an upload from `address`; call the answer once it is over. */
    take(address: string): () => void {
      if (total >= limits.atOnce) {
        throw new AppError(
          'SERVER_BUSY',
          'Many uploads are arriving right now. Please try again in a minute.',
          503,
          undefined,
          { 'retry-after': RETRY_AFTER_SECONDS },
        );
      }
      const mine = byAddress.get(address) ?? 0;
      if (mine >= limits.atOncePerAddress) {
        throw new AppError(
          'RATE_LIMITED',
          'Another upload from your network is still arriving. Please wait for it to finish and try again.',
          429,
          undefined,
          { 'retry-after': RETRY_AFTER_SECONDS },
        );
      }
      total++;
      byAddress.set(address, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
    /** Uploads under way (tests). */
    inUse: () => total,
  };
}

export type UploadSlots = ReturnType<typeof uploadSlots>;
