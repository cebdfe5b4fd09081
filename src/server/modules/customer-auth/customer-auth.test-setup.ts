import { desc } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

// What the customer sign-in, password and signup tests share: appTestFile's database and app
// per file, a fresh database and the same moment before each test.
export { app, clock, database, settle } from '../../test-support/app-test-file.ts';

/** Registers the hooks in the calling test file; call it once at its top level. */
export function useCustomerAuthApp() {
  appTestFile({ at: '2026-11-21T12:00:00Z' });
}

export const post = (
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
export const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
export const lastEmail = async () =>
  (await database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1))[0];
export const linkToken = (text: string, param: string) =>
  new RegExp(`[?&]${param}=([\\w-]+)`).exec(text)?.[1] ?? '';
export const auditActions = async () =>
  (await database.db.select().from(auditLog)).map((a) => a.action);
