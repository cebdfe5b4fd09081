import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';

/** New hits of one key since the last sync, in a window that would end at `resetAt`. */
export type CounterHits = { key: string; delta: number; windowMs: number; resetAt: Date };
/** A key's shared count in its current window, over every instance. */
export type CounterTotal = { key: string; count: number; resetAt: Date };

/**
 * Where the instances' counts meet: PostgreSQL (rate_limit_hits, postgres-counter-store.ts) or,
 * with REDIS_URL, Redis (redis-counter-store.ts). `add` adds each key's new hits to its fixed
 * window (starting a window when there is none, or the old one has passed) and answers the
 * totals; it throws when the store cannot be reached, and then nothing of the batch counted.
 */
export type CounterStore = {
  readonly kind: 'postgresql' | 'redis';
  /**
   * The store logs its own outages (Redis: its connection's events, with the address), so the
   * counters do not log a second line for the same outage.
   */
  readonly logsOutages?: boolean;
  add(hits: CounterHits[], now: Date): Promise<CounterTotal[]>;
  close(): Promise<void>;
};

type Window = { count: number; resetAt: number; windowMs: number; unsynced: number };

/**
 * How many keys an instance counts at most (about 500 bytes each with its key, so some 25 MB): past it, a new
 * key counts in a coarser one its limit names (the address's, then the limit's overflow).
 */
export const MAX_COUNTER_KEYS = 50_000;

/**
 * Fixed-window counters shared by every app instance through a CounterStore, but counted in
 * memory: each instance adds its new hits to the shared counts in one round trip every
 * `syncMs` and reads back the totals. A request never waits for the store, and instances
 * agree within about a second, which is what a rate limit needs (a per-request round trip cost
 * the quote endpoint a third of its throughput: bench/README.md). While the store cannot be
 * reached, each instance goes on limiting with its own counts and keeps the hits for later.
 */
export class SharedCounters {
  private readonly windows = new Map<string, Window>();
  /** The windows with hits not yet shared: a sync reads these, not every window. */
  private readonly unsynced = new Map<string, Window>();
  private prunedAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private syncing: Promise<void> | undefined;
  private failing = false;
  private full = false;

  constructor(
    private readonly store: CounterStore,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly syncMs = 1_000,
    private readonly maxKeys = MAX_COUNTER_KEYS,
  ) {}

  /** How many keys this instance holds now. */
  get size() {
    return this.windows.size;
  }

  /**
   * Counts one hit in the first of `keys` (most precise first) that is counted already or that
   * there is room for; the last is always counted, so it must be one of a few (a limit's
   * overflow key). Answers the count in the current window and the time left in it.
   */
  hit(keys: string | readonly string[], windowMs: number) {
    const now = this.clock.now().getTime();
    const key = this.keyFor([keys].flat(), now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs, windowMs, unsynced: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    window.unsynced += 1;
    this.unsynced.set(key, window);
    this.schedule();
    return { current: window.count, ttl: window.resetAt - now };
  }

  private keyFor(keys: readonly string[], now: number) {
    if (this.windows.size >= this.maxKeys) this.prune(now, 1_000);
    const room = this.windows.size < this.maxKeys;
    const key = keys.find((k) => room || this.windows.has(k)) ?? keys.at(-1)!;
    if (!room && !this.full) {
      // Once per flood, with no key in it (a key may hold what a client typed).
      this.log.warn(
        { keys: this.windows.size },
        'rate-limit counters are full; new keys count per address until windows end',
      );
    }
    this.full = !room;
    return key;
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.sync();
    }, this.syncMs);
    this.timer.unref();
  }

  /** Adds this instance's new hits to the shared counts and takes the totals back. */
  async sync(): Promise<void> {
    if (this.syncing) await this.syncing;
    const now = this.clock.now();
    const batch: CounterHits[] = [];
    for (const [key, window] of this.unsynced) {
      batch.push({
        key,
        delta: window.unsynced,
        windowMs: window.windowMs,
        resetAt: new Date(window.resetAt),
      });
      window.unsynced = 0;
    }
    this.unsynced.clear();
    this.prune(now.getTime());
    if (batch.length === 0) return;
    this.syncing = this.write(batch, now).finally(() => {
      this.syncing = undefined;
    });
    await this.syncing;
  }

  private async write(batch: CounterHits[], now: Date) {
    try {
      const totals = await this.store.add(batch, now);
      for (const total of totals) {
        const window = this.windows.get(total.key);
        if (!window) continue;
        // The shared total, plus whatever arrived here while the round trip ran.
        window.count = Math.max(window.count, total.count + window.unsynced);
        window.resetAt = total.resetAt.getTime();
      }
      if (this.failing && !this.store.logsOutages) {
        this.log.info({ store: this.store.kind }, 'rate-limit counters are shared again');
      }
      this.failing = false;
    } catch (err) {
      // Not lost: the hits go with the next sync. Meanwhile this instance limits on its own.
      for (const { key, delta } of batch) {
        const window = this.windows.get(key);
        if (!window) continue;
        window.unsynced += delta;
        this.unsynced.set(key, window);
      }
      // Once per outage, not once a second (nor twice: see logsOutages).
      if (!this.failing && !this.store.logsOutages) {
        this.log.warn(
          { err, store: this.store.kind },
          'rate-limit counters could not be shared; each instance limits on its own counts until they can',
        );
      }
      this.failing = true;
      this.schedule();
    }
  }

  /**
   * Forgets finished windows, once a minute (once a second while the counters are full): under
   * load there are many thousands of keys.
   */
  private prune(now: number, everyMs = 60_000) {
    if (now - this.prunedAt < everyMs) return;
    this.prunedAt = now;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now && window.unsynced === 0) this.windows.delete(key);
    }
  }

  /** Shares the hits not yet written (one try), then closes the store. */
  async close() {
    clearTimeout(this.timer);
    this.timer = undefined;
    try {
      await this.sync();
    } finally {
      clearTimeout(this.timer);
      this.timer = undefined;
      await this.store.close();
    }
  }
}
