import { describe, expect, it } from 'vitest';
import { rateLimitHits, sessions } from '../db/schema/staff.ts';
import { createCustomer, signIn } from '../test-support/accounts.ts';
import { rowCount } from '../test-support/counts.ts';
import { app, appTestFile, clock, database } from '../test-support/app-test-file.ts';
import { cleanUpExpired } from './maintenance.ts';

appTestFile();

describe('maintenance', () => {
  it('removes expired sessions and finished rate-limit windows, keeps live ones', async () => {
    await createCustomer(database, 'casey@example.com');
    await signIn(app, 'customer', 'casey@example.com');
    await database.db.insert(rateLimitHits).values({
      key: 'login:1.2.3.4',
      count: 3,
      resetAt: new Date(clock.now().getTime() + 60_000),
    });
    expect(await rowCount(database, sessions)).toBe(1);
    expect(await rowCount(database, rateLimitHits)).toBe(1);

    await cleanUpExpired(database.db, clock.now());
    expect(await rowCount(database, sessions)).toBe(1);
    expect(await rowCount(database, rateLimitHits)).toBe(1);

    await cleanUpExpired(database.db, new Date(clock.now().getTime() + 31 * 86_400_000));
    expect(await rowCount(database, sessions)).toBe(0);
    expect(await rowCount(database, rateLimitHits)).toBe(0);
  });
});
