import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, signIn } from '../test-support/accounts.ts';
import { app, appTestFile, database } from '../test-support/app-test-file.ts';
import {
  demoContractorAccount,
  demoContractorNames,
  seedDemoContractors,
} from './demo-contractors.ts';
import { contractors } from './schema/contractors.ts';

appTestFile({ reset: false });

describe('demo contractors', () => {
  it('seeds four Alberta firms once and a contractor sign-in for Prairie Peak Roofing', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const ids = await seedDemoContractors(database.db, now);
    expect(Object.keys(ids).sort()).toEqual([...demoContractorNames].sort());
    expect(await seedDemoContractors(database.db, now)).toEqual(ids);
    const rows = await database.db.select().from(contractors);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.serviceArea).toEqual(['AB']);

    const cookie = await signIn(
      app,
      'staff',
      demoContractorAccount.email,
      demoContractorAccount.password,
    );
    const me = (await asUser(app, cookie)('GET', '/api/contractor/me')).json();
    expect(me).toMatchObject({ companyName: 'Prairie Peak Roofing', canBid: true });

    const [lapsed] = await database.db
      .select()
      .from(contractors)
      .where(eq(contractors.id, ids['Northern Lights Roofing']));
    expect(lapsed!.insuranceExpiresOn! < '2026-11-21').toBe(true);
  });
});
