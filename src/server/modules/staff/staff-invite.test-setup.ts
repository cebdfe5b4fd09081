import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { signedInContractor } from '../../plugins/auth.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

// What the staff invitation tests share: one database and app per file, and before each test
// a fresh database, the same moment and a signed-in admin. These bindings are live: a test
// file imports them and sees what its own hooks set.
export let database: Database;
export let app: App;
export let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
export let admin: Awaited<ReturnType<typeof signedInAdmin>>;

/** Registers the hooks in the calling test file; call it once at its top level. */
export function useStaffInviteApp() {
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, clock } = await buildTestApp(database, {
      // A stand-in for the contractor portal's routes (built elsewhere): who the session is.
      register: (app) => {
        app.get('/api/test/contractor-whoami', { config: { access: 'contractor' } }, (request) =>
          signedInContractor(request),
        );
      },
    }));
  });
  beforeEach(async () => {
    await resetDatabase(database);
    clock.set('2026-11-21T12:00:00Z');
    admin = await signedInAdmin(app, database);
  });
  afterAll(() => app.close());
}

export const NEW_PASSWORD = 'shingles and flashing';

export const invite = (contractorId: string, body: object) =>
  admin('POST', `/api/admin/contractors/${contractorId}/invite`, body);
export const accept = (payload: object, target = app, remoteAddress?: string) =>
  target.inject({
    method: 'POST',
    url: '/api/staff/accept-invite',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The token of the newest invitation e-mailed to an address, read from the outbox's link. */
export async function invitationTokenFor(to: string) {
  const sent = (await database.db.select().from(emailOutbox)).filter((e) => e.toAddress === to);
  const link = /http:\/\/localhost:5000\/staff-invite\?token=([\w-]+)/.exec(
    sent.at(-1)?.textBody ?? '',
  );
  return link?.[1];
}
