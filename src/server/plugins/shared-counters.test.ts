import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/staff.ts';
import {
  createSeparateTestDatabase,
  createTestDatabase,
  resetDatabase,
} from '../test-support/test-database.ts';
import { postgresCounterStore } from './postgres-counter-store.ts';
import { SharedCounters } from './shared-counters.ts';

let database: Database;
const log = { warn: () => {}, info: () => {} } as never;

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => resetDatabase(database));

describe('shared counters', () => {
  it('add up the hits of several instances after a sync', async () => {
    const clock = fixedClock();
    const a = new SharedCounters(postgresCounterStore(database.db), clock, log, 60_000);
    const b = new SharedCounters(postgresCounterStore(database.db), clock, log, 60_000);
    for (let i = 0; i < 3; i++) a.hit('login:1.2.3.4', 60_000);
    expect(b.hit('login:1.2.3.4', 60_000).current).toBe(1);
    await a.sync();
    await b.sync();
    // b now knows the shared total (4) and counts on from it.
    expect(b.hit('login:1.2.3.4', 60_000).current).toBe(5);
    const [row] = await database.db.select().from(rateLimitHits);
    expect(row?.count).toBe(4);
    await a.close();
    await b.close();
    const [after] = await database.db.select().from(rateLimitHits);
    expect(after?.count).toBe(5);
  });

  it('starts a new window when the old one has passed, locally and in the database', async () => {
    const clock = fixedClock();
    const counters = new SharedCounters(postgresCounterStore(database.db), clock, log, 60_000);
    counters.hit('coupon:x', 1_000);
    counters.hit('coupon:x', 1_000);
    await counters.sync();
    clock.advance(1_001);
    expect(counters.hit('coupon:x', 1_000)).toEqual({ current: 1, ttl: 1_000 });
    await counters.sync();
    const [row] = await database.db.select().from(rateLimitHits);
    expect(row?.count).toBe(1);
  });

  it('keeps hits it could not write, and shares them with the next sync', async () => {
    const clock = fixedClock();
    const broken = await createSeparateTestDatabase();
    const counters = new SharedCounters(postgresCounterStore(broken.db), clock, log, 60_000);
    counters.hit('signup:y', 60_000);
    await broken.close();
    await counters.sync();
    expect(counters.hit('signup:y', 60_000).current).toBe(2);
  });
});
