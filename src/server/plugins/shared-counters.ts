import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { queryRows, type Db } from '../db/client.ts';

type Window = { count: number; resetAt: number; unsynced: number };

/**
 * Fixed-window counters shared by every app instance through PostgreSQL (rate_limit_hits), but
 * counted in memory: each instance adds its new hits to the shared rows in one statement every
 * `syncMs` and reads back the totals. A request never waits for the database, and instances
 * agree within about a second, which is what a rate limit needs (a per-request round trip cost
 * the quote endpoint a third of its throughput: bench/README.md).
 */
export class SharedCounters {
  private readonly windows = new Map<string, Window>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private syncing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly syncMs = 1_000,
  ) {}

  /** Counts one hit; answers the count in the current window and the time left in it. */
  hit(key: string, windowMs: number) {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs, unsynced: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    window.unsynced += 1;
    this.schedule();
    return { current: window.count, ttl: window.resetAt - now };
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
    const batch = [...this.windows]
      .filter(([, window]) => window.unsynced > 0)
      .map(([key, window]) => ({ key, delta: window.unsynced, resetAt: new Date(window.resetAt) }));
    for (const { key } of batch) this.windows.get(key)!.unsynced = 0;
    this.prune(now.getTime());
    if (batch.length === 0) return;
    this.syncing = this.write(batch, now).finally(() => {
      this.syncing = undefined;
    });
    await this.syncing;
  }

  private async write(batch: { key: string; delta: number; resetAt: Date }[], now: Date) {
    try {
      const rows = await queryRows<{ key: string; count: number; reset_at: Date | string }>(
        this.db,
        sql`insert into rate_limit_hits (key, count, reset_at)
            values ${sql.join(
              batch.map((b) => sql`(${b.key}, ${b.delta}, ${b.resetAt})`),
              sql`, `,
            )}
            on conflict (key) do update set
              count = case when rate_limit_hits.reset_at <= ${now} then excluded.count
                           else rate_limit_hits.count + excluded.count end,
              reset_at = case when rate_limit_hits.reset_at <= ${now} then excluded.reset_at
                              else rate_limit_hits.reset_at end
            returning key, count, reset_at`,
      );
      for (const row of rows) {
        const window = this.windows.get(row.key);
        if (!window) continue;
        // The shared total, plus whatever arrived here while the statement ran.
        window.count = Math.max(window.count, Number(row.count) + window.unsynced);
        window.resetAt = new Date(row.reset_at).getTime();
      }
    } catch (err) {
      // Not lost: the hits go with the next sync.
      for (const { key, delta } of batch) {
        const window = this.windows.get(key);
        if (window) window.unsynced += delta;
      }
      this.log.warn({ err }, 'rate-limit counters could not be shared');
      this.schedule();
    }
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now && window.unsynced === 0) this.windows.delete(key);
    }
  }

  async close() {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.sync();
  }
}
