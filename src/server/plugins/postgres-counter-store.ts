import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { CounterStore } from './shared-counters.ts';

/**
 * Rate-limit counts in PostgreSQL: one unlogged row per key (rate_limit_hits), every key of a
 * sync in one statement. The default, and what PGlite uses; the maintenance job deletes
 * finished windows.
 */
export function postgresCounterStore(db: Db): CounterStore {
  return {
    kind: 'postgresql',
    async add(hits, now) {
      const rows = await queryRows<{ key: string; count: number; reset_at: Date | string }>(
        db,
        // Three arrays rather than three parameters a key: a sync under load carries thousands
        // of keys, and building that many parameters stalled the event loop.
        sql`insert into rate_limit_hits (key, count, reset_at)
            select * from unnest(${sql.param(hits.map((h) => h.key))}::text[],
              ${sql.param(hits.map((h) => h.delta))}::integer[],
              ${sql.param(hits.map((h) => h.resetAt))}::timestamptz[])
            on conflict (key) do update set
              count = case when rate_limit_hits.reset_at <= ${now} then excluded.count
                           else rate_limit_hits.count + excluded.count end,
              reset_at = case when rate_limit_hits.reset_at <= ${now} then excluded.reset_at
                              else rate_limit_hits.reset_at end
            returning key, count, reset_at`,
      );
      return rows.map((row) => ({
        key: row.key,
        count: Number(row.count),
        resetAt: new Date(row.reset_at),
      }));
    },
    // The database is the app's, closed by whoever opened it.
    close: async () => {},
  };
}
