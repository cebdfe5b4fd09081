import type { FastifyRequest } from 'fastify';
import { emailOutbox } from '../../db/schema/email.ts';
import { signedInContractor } from '../../plugins/auth.ts';
import { admin, app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { inviteStaffUser } from './staff-invite.service.ts';

// What the staff invitation tests share: appTestFile's database and app per file, and before
// each test a fresh database, the same moment and a signed-in admin.
export { admin, app, clock, database } from '../../test-support/app-test-file.ts';

/**
 * Registers the hooks in the calling test file; call it once at its top level. It returns the
 * invitation helpers (they read the live app and database, so they work in every test).
 */
export function useStaffInviteApp() {
  appTestFile({
    app: {
      // A stand-in for the contractor portal's routes (built elsewhere): who the session is.
      register: (app) => {
        app.get('/api/test/contractor-whoami', { config: { access: 'contractor' } }, (request) =>
          signedInContractor(request),
        );
      },
    },
    at: '2026-11-21T12:00:00Z',
    admin: true,
  });
  return { NEW_PASSWORD, invite, accept, invitationTokenFor, inviteRitaAsSales };
}

const NEW_PASSWORD = 'shingles and flashing';

const invite = (contractorId: string, body: object) =>
  admin('POST', `/api/admin/contractors/${contractorId}/invite`, body);
const accept = (payload: object, target = app, remoteAddress?: string) =>
  target.inject({
    method: 'POST',
    url: '/api/staff/accept-invite',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The token of the newest invitation e-mailed to an address, read from the outbox's link. */
async function invitationTokenFor(to: string) {
  const sent = (await database.db.select().from(emailOutbox)).filter((e) => e.toAddress === to);
  const link = /http:\/\/localhost:5000\/staff-invite\?token=([\w-]+)/.exec(
    sent.at(-1)?.textBody ?? '',
  );
  return link?.[1];
}

/** Rita Rep invited as a sales person through the service, as the admin's Add Sales Person does. */
function inviteRitaAsSales() {
  const deps = {
    db: database.db,
    clock,
    appUrl: 'http://localhost:5000',
    email: { deliver: true },
    emailQueued: () => {},
  };
  return inviteStaffUser(deps, { ip: '127.0.0.1' } as FastifyRequest, {
    name: 'Rita Rep',
    email: 'rita@roofbid.ca',
    role: 'sales',
  });
}
