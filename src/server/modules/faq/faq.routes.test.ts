import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { faqEntries } from '../../db/schema/content.ts';
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

describe('GET /api/faq', () => {
  it('lists the seeded entries in several categories, ordered', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/faq' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: { category: string; sortOrder: number; question: string }[];
    };
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.map((e) => e.category)).size).toBeGreaterThanOrEqual(3);
    const keys = data.map((e) => `${e.category}|${String(e.sortOrder).padStart(6, '0')}`);
    expect(keys).toEqual([...keys].sort());
    expect(Object.keys(data[0]!).sort()).toEqual([
      'answer',
      'category',
      'id',
      'question',
      'sortOrder',
    ]);
  });

  it('hides inactive entries', async () => {
    const [first] = await database.db.select().from(faqEntries).limit(1);
    await database.db
      .update(faqEntries)
      .set({ isActive: false })
      .where(eq(faqEntries.id, first!.id));
    const { data } = (await app.inject({ method: 'GET', url: '/api/faq' })).json() as {
      data: { id: string }[];
    };
    expect(data.map((e) => e.id)).not.toContain(first!.id);
  });

  it('returns an empty list when there are none', async () => {
    await database.db.delete(faqEntries);
    const res = await app.inject({ method: 'GET', url: '/api/faq' });
    expect(res.json()).toEqual({ data: [] });
  });
});
