import type { Clock } from '../clock.ts';
import type { Env } from '../env.ts';
import { ensureFirstAdmin } from '../modules/staff/first-admin.ts';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDemoData } from './seed/demo.ts';
import { seedReferenceData } from './seed/reference.ts';

/** Everything a database needs before the app serves: schema, reference data, demo data. */
export async function prepareDatabase(database: Database, env: Env, clock: Clock) {
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const firstAdmin = await ensureFirstAdmin(database.db, env);
  const demoSeeded = env.DEMO_MODE ? await seedDemoData(database.db, clock) : false;
  return { firstAdmin, demoSeeded };
}
