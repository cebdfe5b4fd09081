import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import { loadEnv } from '../../env.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { createPasswordToken, RESET_TOKEN_TTL_MS } from '../../modules/auth/password-tokens.ts';
import { signIn } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { demoRuleBreaks } from '../../test-support/demo-rules.ts';
import { buildTestApp, productionEnv } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';
import type { Database } from '../client.ts';
import { prepareDatabase } from '../prepare.ts';
import { settings } from '../schema/content.ts';
import { customers } from '../schema/customers.ts';
import { emailOutbox } from '../schema/email.ts';
import { staffUsers } from '../schema/staff.ts';
import { demoContractorAccount } from '../demo-contractors.ts';
import { demoAccounts } from './demo.ts';

let database: Database;
const apps: App[] = [];
const clock = fixedClock('2026-11-21T12:00:00Z');

const developmentEnv = loadEnv({ NODE_ENV: 'development', DEMO_MODE: 'true' });
const productionStart = (extra: Record<string, string> = {}) =>
  loadEnv({ ...productionEnv, APP_URL: 'https://roofbid.example', ...extra });

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => resetDatabase(database));
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(env: Record<string, string>) {
  const built = await buildTestApp(database, { env });
  apps.push(built.app);
  return built;
}

const attempt = (app: App, url: string, email: string, password: string) =>
  app.inject({ method: 'POST', url, payload: { email, password } });

/** A demo customer who set a password while the database ran in demo mode. */
async function demoCustomerWithPassword() {
  const [customer] = await database.db.select().from(customers).limit(1);
  await database.db
    .update(customers)
    .set({ passwordHash: await hashPassword('demo-customer-pw'), accountSetup: true })
    .where(eq(customers.id, customer!.id));
  return customer!;
}

describe('demo accounts after demo mode', () => {
  it('cannot sign in once the same database starts in production, and the log says so', async () => {
    await prepareDatabase(database, developmentEnv, clock);
    const customer = await demoCustomerWithPassword();
    const { app: demoApp } = await appWith({});
    const adminSession = await signIn(
      demoApp,
      'staff',
      demoAccounts.admin.email,
      demoAccounts.admin.password,
    );
    const customerSession = await signIn(demoApp, 'customer', customer.email, 'demo-customer-pw');
    const resetToken = await createPasswordToken(
      database.db,
      { customerId: customer.id },
      'reset',
      clock.now(),
      RESET_TOKEN_TTL_MS,
    );

    const prepared = await prepareDatabase(database, productionStart(), clock);

    const { app, settle } = await appWith(productionEnv);
    for (const { email, password } of [demoAccounts.admin, demoAccounts.sales]) {
      expect((await attempt(app, '/api/staff/login', email, password)).statusCode).toBe(401);
    }
    expect((await attempt(app, '/api/login', customer.email, 'demo-customer-pw')).statusCode).toBe(
      401,
    );
    // Sessions from demo days are over.
    const me = await app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { cookie: adminSession },
    });
    expect(me.statusCode).toBe(401);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { cookie: customerSession },
    });
    expect(profile.statusCode).toBe(401);
    // No way back in through a password link either.
    await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: customer.email },
    });
    await settle();
    expect(await rowCount(database, emailOutbox)).toBe(0);
    const setPassword = await app.inject({
      method: 'POST',
      url: '/api/setup-password',
      payload: { token: resetToken, email: customer.email, password: 'taken-over-password' },
    });
    expect(setPassword.statusCode).toBe(400);

    // main.ts logs these counts.
    // admin, sales and the demo contractor user (demo-contractors.ts); 8 demo customers with
    // orders and the demo homeowner of the demo auctions.
    expect(prepared.demoAccountsDisabled).toEqual({ staff: 3, customers: 9 });
    // Started again: nothing more to disable.
    expect(
      (await prepareDatabase(database, productionStart(), clock)).demoAccountsDisabled,
    ).toEqual({
      staff: 0,
      customers: 0,
    });
  });

  it('does not stop ADMIN_EMAIL from creating the real first admin', async () => {
    await prepareDatabase(database, developmentEnv, clock);
    const prepared = await prepareDatabase(
      database,
      productionStart({
        ADMIN_EMAIL: 'owner@roofbid.example',
        ADMIN_PASSWORD: 'a long admin password',
      }),
      clock,
    );
    expect(prepared.firstAdmin).toBe('owner@roofbid.example');
    const { app } = await appWith(productionEnv);
    const res = await attempt(
      app,
      '/api/staff/login',
      'owner@roofbid.example',
      'a long admin password',
    );
    expect(res.statusCode).toBe(200);
  });

  it('works again when the database is back in demo mode', async () => {
    await prepareDatabase(database, developmentEnv, clock);
    await prepareDatabase(
      database,
      loadEnv({ NODE_ENV: 'development', DEMO_MODE: 'false' }),
      clock,
    );
    const { app } = await appWith({});
    const { email, password } = demoAccounts.admin;
    expect((await attempt(app, '/api/staff/login', email, password)).statusCode).toBe(401);
    await prepareDatabase(database, developmentEnv, clock);
    expect((await attempt(app, '/api/staff/login', email, password)).statusCode).toBe(200);
  });

  it('recognises the demo accounts an earlier version seeded', async () => {
    await prepareDatabase(database, developmentEnv, clock);
    // As an earlier version left them: nothing said "demo".
    await database.db.update(staffUsers).set({ isDemo: false });
    await database.db.update(customers).set({ isDemo: false });
    await database.db
      .insert(customers)
      .values({ email: 'real.person@gmail.com', firstName: 'Real' });
    const migration = readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        '../migrations/0015_mark_demo_accounts.sql',
      ),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await database.db.execute(sql.raw(statement));
    }
    const demoStaff = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.isDemo, true));
    expect(demoStaff.map((s) => s.email).sort()).toEqual([
      demoAccounts.admin.email,
      demoContractorAccount.email,
      demoAccounts.sales.email,
    ]);
    const demoCustomers = await database.db
      .select()
      .from(customers)
      .where(eq(customers.isDemo, true));
    expect(demoCustomers).toHaveLength(8);
    expect(demoCustomers.map((c) => c.email)).not.toContain('real.person@gmail.com');

    // Without demo data in the database no customer is taken for a demo one.
    await database.db.update(customers).set({ isDemo: false });
    await database.db.delete(settings).where(eq(settings.key, 'demo.seededAt'));
    await database.db.execute(sql.raw(migration.split('--> statement-breakpoint')[1]!));
    expect(await database.db.select().from(customers).where(eq(customers.isDemo, true))).toEqual(
      [],
    );
  });
});

describe('the whole demo as a start in demo mode seeds it', () => {
  it('obeys the rules it demonstrates: full auctions closed, nothing dated ahead, deadlines from publishing, reviews in their own words', async () => {
    // At the wall-clock time: rows the database dates itself must not look ahead of the demo's.
    const now = fixedClock(new Date());
    expect((await prepareDatabase(database, developmentEnv, now)).demoSeeded).toBe(true);
    expect(await demoRuleBreaks(database.db, now.now())).toEqual([]);
  });
});
