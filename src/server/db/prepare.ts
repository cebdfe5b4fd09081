import type { Clock } from '../clock.ts';
import type { Env } from '../env.ts';
import { ensureFirstAdmin } from '../modules/staff/first-admin.ts';
import type { Database } from './client.ts';
import { seedDemoAnalytics } from './demo-analytics.ts';
import { seedDemoContractors } from './demo-contractors.ts';
import { seedDemoAuctions } from './demo-auctions.ts';
import { seedDemoPipeline } from './demo-pipeline.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDemoData } from './seed/demo.ts';
import { disableDemoAccounts, enableDemoAccounts } from './seed/demo-accounts.ts';
import { seedReferenceData } from './seed/reference.ts';

/**
 * Everything a database needs before the app serves: schema, reference data, demo data. Demo
 * accounts sign in only in demo mode: a database that ran in demo mode and now starts without
 * it (in production, say) has them disabled.
 */
export async function prepareDatabase(database: Database, env: Env, clock: Clock) {
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const firstAdmin = await ensureFirstAdmin(database.db, env);
  let demoSeeded = false;
  let demoAccountsDisabled = { staff: 0, customers: 0 };
  if (env.DEMO_MODE) {
    demoSeeded = await seedDemoData(database.db, clock);
    // The demo auctions' bidders are the demo contractors (ids by company name).
    const bidders = await seedDemoContractors(database.db, clock.now());
    await seedDemoAuctions(database.db, clock.now(), bidders);
    // The demo sales rep's pipeline, over the demo leads and orders seeded above.
    await seedDemoPipeline(database.db, clock.now(), env.BUSINESS_TIME_ZONE);
    // The Analytics tab's demo traffic: once, with the demo data (seedDemoData's marker).
    if (demoSeeded) await seedDemoAnalytics(database.db, clock.now());
    await enableDemoAccounts(database.db, clock.now());
  } else {
    demoAccountsDisabled = await disableDemoAccounts(database.db, clock.now());
  }
  return { firstAdmin, demoSeeded, demoAccountsDisabled };
}
