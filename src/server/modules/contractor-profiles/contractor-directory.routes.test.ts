import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { contractors } from '../../db/schema/contractors.ts';
import type { Database } from '../../db/client.ts';
import { createContractor } from '../../test-support/accounts.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

let database: Database;
let app: App;
let limitedApp: App;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await buildTestApp(database));
  ({ app: limitedApp } = await buildTestApp(database, {
    rateLimits: { contractorList: { max: 2, windowMs: 60_000 } },
  }));
});
beforeEach(() => resetDatabase(database));
afterAll(async () => {
  await app.close();
  await limitedApp.close();
});

const vetted = { vettedAt: new Date('2026-01-05T10:00:00Z') };
const directory = (on = app, remoteAddress = '203.0.113.9') =>
  on.inject({ method: 'GET', url: '/api/contractors/directory', remoteAddress });

describe('GET /api/contractors/directory (the /rate-contractor picker)', () => {
  it('lists active, vetted companies by name, with their id and name only', async () => {
    const zenith = await createContractor(database, 'Zenith Roofing', ['AB'], vetted);
    const apex = await createContractor(database, 'apex Shingle Co', ['BC'], vetted);
    await createContractor(database, 'Never Vetted Ltd');
    const suspended = await createContractor(database, 'Suspended Roofing', ['AB'], vetted);
    await database.db
      .update(contractors)
      .set({ isActive: false })
      .where(eq(contractors.id, suspended.id));

    const res = await directory();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      data: [
        { id: apex.id, companyName: 'apex Shingle Co' },
        { id: zenith.id, companyName: 'Zenith Roofing' },
      ],
    });
    for (const secret of [zenith.email, zenith.phone, zenith.contactName, zenith.licenceNumber]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('is rate limited per address', async () => {
    expect((await directory(limitedApp)).statusCode).toBe(200);
    expect((await directory(limitedApp)).statusCode).toBe(200);
    const refused = await directory(limitedApp);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await directory(limitedApp, '203.0.113.10')).statusCode).toBe(200);
  });
});
