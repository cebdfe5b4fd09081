import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/content.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

appTestFile();

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
