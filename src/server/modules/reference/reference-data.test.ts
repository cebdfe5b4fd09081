import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/content.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { createReferenceData } from './reference-data.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});

const setLaunchPrice = (cents: number) =>
  database.db
    .update(settings)
    .set({ value: cents })
    .where(eq(settings.key, 'price.launchPriceCents'));

describe('reference data', () => {
  it('keeps prices for its time-to-live, and drops them when invalidated', async () => {
    const clock = fixedClock();
    const reference = createReferenceData(database.db, clock, 5_000);
    expect((await reference.prices()).launchPriceCents).toBe(9999);
    await setLaunchPrice(8888);
    expect((await reference.prices()).launchPriceCents).toBe(9999);
    clock.advance(5_001);
    expect((await reference.prices()).launchPriceCents).toBe(8888);
    await setLaunchPrice(7777);
    reference.invalidate();
    expect((await reference.prices()).launchPriceCents).toBe(7777);
    expect((await reference.optionValues()).has('budget:10k-20k')).toBe(true);
  });

  it('reads every time with no time-to-live', async () => {
    const reference = createReferenceData(database.db, fixedClock(), 0);
    await setLaunchPrice(6666);
    expect((await reference.prices()).launchPriceCents).toBe(6666);
  });
});
