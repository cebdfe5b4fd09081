import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/content.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await buildTestApp(database));
});
beforeEach(() => resetDatabase(database));
afterAll(() => app.close());

describe('GET /api/pricing', () => {
  it('serves the seeded prices', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      listPriceCents: 19999,
      launchPriceCents: 9999,
      revealFeeCents: 9999,
      currency: 'CAD',
    });
  });

  it('follows an admin change and ignores a corrupt value', async () => {
    await database.db
      .update(settings)
      .set({ value: 7999 })
      .where(eq(settings.key, 'price.launchPriceCents'));
    await database.db
      .update(settings)
      .set({ value: 'lots' })
      .where(eq(settings.key, 'price.listPriceCents'));
    const body = (await app.inject({ method: 'GET', url: '/api/pricing' })).json();
    expect(body.launchPriceCents).toBe(7999);
    expect(body.listPriceCents).toBe(19999);
  });
});
