import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

// What the customer sign-in, password and signup tests share: one database and app per file,
// a fresh database and the same moment before each test. These bindings are live: a test file
// imports them and sees what its own beforeAll set.
export let database: Database;
export let app: App;
export let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
export let settle: () => Promise<void>;

/** Registers the hooks in the calling test file; call it once at its top level. */
export function useCustomerAuthApp() {
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, clock, settle } = await buildTestApp(database));
  });
  beforeEach(async () => {
    await resetDatabase(database);
    clock.set('2026-11-21T12:00:00Z');
  });
  afterAll(() => app.close());
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
