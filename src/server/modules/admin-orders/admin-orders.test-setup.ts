import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

// What the order tests share: one database and app per file, and before each test a fresh
// database and a signed-in admin. These bindings are live: a test file imports them and sees
// what its own hooks set.
export let database: Database;
export let app: App;
export let admin: Awaited<ReturnType<typeof signedInAdmin>>;
export let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];

/** Registers the hooks in the calling test file; call it once at its top level. */
export function useAdminOrdersApp() {
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, clock } = await buildTestApp(database));
  });
  beforeEach(async () => {
    await resetDatabase(database);
    admin = await signedInAdmin(app, database);
  });
  afterAll(() => app.close());
}

export const manualOrder = (overrides: object = {}) =>
  admin('POST', '/api/admin/create-customer-order', {
    customerEmail: 'Pat@Example.com',
    customerName: 'Pat Owner',
    totalAmount: '149.50',
    projectType: 'replacement',
    budget: '10000-20000',
    urgency: 'flexible',
    ...overrides,
  });

/** A test that signs the admin in again (after a session timed out) makes that the admin. */
export function setAdmin(next: typeof admin) {
  admin = next;
}
