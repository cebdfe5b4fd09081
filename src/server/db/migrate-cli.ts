// `npm run db:migrate`: applies pending migrations to the configured database. The app also
// does this at start; this is for deploy pipelines that migrate before rolling out.
import { loadEnv } from '../env.ts';
import { migrateDatabase } from './migrate.ts';
import { openConfiguredDatabase } from './open.ts';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
try {
  await migrateDatabase(database);
  console.log('Migrations applied.');
} finally {
  await database.close();
}
