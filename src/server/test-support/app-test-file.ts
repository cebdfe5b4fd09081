import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { signedInAdmin, type asUser } from './accounts.ts';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase, resetDatabase } from './test-database.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/*
 * The opening most server test files share: one database and one real app for the file. A test
 * file calls appTestFile() at its top and imports the names it uses: ES module bindings are
 * live, so each name reads the value the hooks set. The hooks run before the file's own, so a
 * file's beforeAll or beforeEach can build on the app and the fresh database.
 */
export let database: Database;
export let app: App;
export let clock: TestApp['clock'];
export let settle: TestApp['settle'];
/** With `admin: true`: an admin signed in afresh before each test. */
export let admin: ReturnType<typeof asUser>;

export function appTestFile(
  options: {
    /** Options for buildTestApp (environment, payment provider, ...). */
    app?: Parameters<typeof buildTestApp>[1];
    /** Set the clock to this time before each test. */
    at?: string | Date;
    /** Empty the database before each test (the default); false keeps one for the file. */
    reset?: boolean;
    /** Sign an admin in before each test, as `admin`. */
    admin?: boolean;
  } = {},
) {
  const { at, reset = true } = options;
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, clock, settle } = await buildTestApp(database, options.app));
  });
  if (reset || at !== undefined || options.admin) {
    beforeEach(async () => {
      if (reset) await resetDatabase(database);
      if (at !== undefined) clock.set(at);
      if (options.admin) admin = await signedInAdmin(app, database);
    });
  }
  afterAll(() => app.close());
}

/** A test that signs the admin in again (after a session timed out) makes that the admin. */
export function setAdmin(next: typeof admin) {
  admin = next;
}
