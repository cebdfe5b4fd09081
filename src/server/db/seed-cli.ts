// `npm run db:seed`: migrates, then seeds reference data (and demo data in demo mode). Safe to
// run again: existing rows are left alone.
import { systemClock } from '../clock.ts';
import { loadEnv } from '../env.ts';
import { openConfiguredDatabase } from './open.ts';
import { prepareDatabase } from './prepare.ts';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
try {
  const { demoSeeded } = await prepareDatabase(database, env, systemClock);
  console.log(`Reference data seeded.${demoSeeded ? ' Demo data seeded.' : ''}`);
} finally {
  await database.close();
}
