import { admin, appTestFile } from '../../test-support/app-test-file.ts';

// What the order tests share: appTestFile's database and app per file, and before each test a
// fresh database and a signed-in admin.
export { admin, app, clock, database, setAdmin } from '../../test-support/app-test-file.ts';

/**
 * Registers the hooks in the calling test file; call it once at its top level. It returns the
 * file's helpers (they read the live app and database, so they work in every test).
 */
export function useAdminOrdersApp() {
  appTestFile({ admin: true });
  return { manualOrder };
}

const manualOrder = (overrides: object = {}) =>
  admin('POST', '/api/admin/create-customer-order', {
    customerEmail: 'Pat@Example.com',
    customerName: 'Pat Owner',
    totalAmount: '149.50',
    projectType: 'replacement',
    budget: '10000-20000',
    urgency: 'flexible',
    ...overrides,
  });
