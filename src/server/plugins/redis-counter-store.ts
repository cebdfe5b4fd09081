import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CounterStore } from './shared-counters.ts';

/**
 * Every key of a sync in one atomic script: add each key's new hits and, when the key is new
 * (or has lost its expiry), start its fixed window. ARGV holds each key's hits and window (ms);
 * the answer is each key's total and the time left in its window (ms).
 */
const ADD_HITS = `
local totals = {}
for i = 1, #KEYS do
  local count = redis.call('INCRBY', KEYS[i], ARGV[2 * i - 1])
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[i], ARGV[2 * i])
    ttl = tonumber(ARGV[2 * i])
  end
  totals[i] = {count, ttl}
end
return totals`;

type RateLimitRedis = Redis & {
  /** ADD_HITS: the number of keys, the keys, then each key's hits and window. */
  addHits(keyCount: number, ...keysThenArgs: (string | number)[]): Promise<[number, number][]>;
};

/**
 * Rate-limit counts in Redis (REDIS_URL): one key per counter, `REDIS_KEY_PREFIX` before it,
 * expiring with its window, so nothing needs cleaning up. A sync is one script call for every
 * key (so one Redis, not a Redis Cluster, whose keys of one call must share a slot). Commands fail at once while Redis cannot be reached (no offline queue): the
 * counters then keep their hits and the instance limits on its own counts
 * (docs/decisions/rate-limit-counters.md); the client reconnects by itself.
 */
export function redisCounterStore(options: {
  url: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
}): CounterStore {
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // Reconnect forever, at most every 5 s.
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  }) as RateLimitRedis;
  redis.defineCommand('addHits', { lua: ADD_HITS });
  // The first sync waits for the first connection (or its failure); later ones never wait.
  const connected = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', resolve);
  });
  // An unreachable Redis is logged once per outage (the address, never the password).
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    options.log.warn(
      { err },
      'Redis (rate-limit counters) cannot be reached; each instance limits on its own counts until it can',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    options.log.info('Redis (rate-limit counters) reached again; the counts are shared again');
  });

  return {
    kind: 'redis',
    logsOutages: true,
    async add(hits, now) {
      if (redis.status !== 'ready') await connected;
      const totals = await redis.addHits(
        hits.length,
        ...hits.map((h) => h.key),
        ...hits.flatMap((h) => [h.delta, h.windowMs]),
      );
      return hits.map((h, i) => {
        const [count, ttl] = totals[i]!;
        return { key: h.key, count, resetAt: new Date(now.getTime() + ttl) };
      });
    },
    async close() {
      if (redis.status === 'ready') {
        await redis.quit().catch(() => redis.disconnect());
      } else {
        redis.disconnect();
      }
    },
  };
}
