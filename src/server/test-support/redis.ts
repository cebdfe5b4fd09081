import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** The Redis the tests use when it answers: TEST_REDIS_URL, else the local default. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at `url` within half a second (tests skip their Redis cases if not). */
export async function redisAnswers(url = testRedisUrl) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A key prefix of this run's own, and a way to read and delete what was written under it. */
export function redisTestKeys(url = testRedisUrl) {
  const prefix = `roofbid-test:${randomBytes(4).toString('hex')}:`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return found.sort();
  };
  return {
    prefix,
    client,
    keys,
    /** Deletes this run's keys and disconnects. */
    async cleanUp() {
      if (client.status === 'wait') await client.connect();
      const found = await keys();
      if (found.length > 0) await client.del(...found);
      client.disconnect();
    },
  };
}

/** A loopback port nothing listens on (for "Redis is down"). */
export async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
