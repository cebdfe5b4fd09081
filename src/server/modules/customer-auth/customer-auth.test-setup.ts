import { desc } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

// What the customer sign-in, password and signup tests share: appTestFile's database and app
// per file, a fresh database and the same moment before each test.
export { app, clock, database, settle } from '../../test-support/app-test-file.ts';

/**
 * Registers the hooks in the calling test file; call it once at its top level. It returns the
 * request and read helpers (they read the live app and database, so they work in every test).
 */
export function useCustomerAuthApp() {
  appTestFile({ at: '2026-11-21T12:00:00Z' });
  return { post, get, lastEmail, linkToken, auditActions };
}

const post = (
  url: string,
  payload: object,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const lastEmail = async () =>
  (await database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1))[0];
const linkToken = (text: string, param: string) =>
  new RegExp(`[?&]${param}=([\\w-]+)`).exec(text)?.[1] ?? '';
const auditActions = async () => (await database.db.select().from(auditLog)).map((a) => a.action);
