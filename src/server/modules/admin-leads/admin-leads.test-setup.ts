import { admin, appTestFile } from '../../test-support/app-test-file.ts';

// What the leads list, conversion and export tests share: appTestFile's database and app per
// file, and before each test a fresh database, the same moment and a signed-in admin.
export { admin, app, clock, database, setAdmin } from '../../test-support/app-test-file.ts';

/**
 * Registers the hooks in the calling test file; call it once at its top level. It returns the
 * file's helpers (they read the live app and database, so they work in every test).
 */
export function useAdminLeadsApp() {
  appTestFile({ at: '2026-11-21T12:00:00Z', admin: true });
  return { list };
}

const list = async (query = '') =>
  (await admin('GET', `/api/admin/contact-submissions${query}`)).json();
