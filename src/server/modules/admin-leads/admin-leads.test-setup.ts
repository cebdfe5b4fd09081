import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

// What the leads list, conversion and export tests share: one database and app per file, and
// before each test a fresh database, the same moment and a signed-in admin. These bindings are
// live: a test file imports them and sees what its own hooks set.
export let database: Database;
export let app: App;
export let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
export let admin: Awaited<ReturnType<typeof signedInAdmin>>;

/** Registers the hooks in the calling test file; call it once at its top level. */
export function useAdminLeadsApp() {
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, clock } = await buildTestApp(database));
  });
  beforeEach(async () => {
    await resetDatabase(database);
    clock.set('2026-11-21T12:00:00Z');
    admin = await signedInAdmin(app, database);
  });
  afterAll(() => app.close());
}

export const list = async (query = '') =>
  (await admin('GET', `/api/admin/contact-submissions${query}`)).json();

/** A test that signs the admin in again (after a session timed out) makes that the admin. */
export function setAdmin(next: typeof admin) {
  admin = next;
}
