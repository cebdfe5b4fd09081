import { greetingName } from '#shared/domain/greeting.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contractorInviteEmail } from '#shared/domain/email-template.ts';
import { INVITE_LINK_INVALID } from '#shared/schemas/staff-invite.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, isUniqueViolation } from '../../errors.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { hashPassword } from '../auth/password.ts';
import {
  createPasswordToken,
  lockUsableToken,
  retireStaffTokens,
  SETUP_TOKEN_TTL_MS,
} from '../auth/password-tokens.ts';
import { startSession, type SessionDeps } from '../auth/sessions.ts';
import { enqueueEmail, type EmailSettings } from '../email/email.service.ts';
import {
  findStaffByEmail,
  findStaffById,
  insertStaffUser,
  recordStaffLogin,
  renameStaffUser,
  setStaffPassword,
  type StaffUser,
} from './staff.queries.ts';

export type StaffInviteDeps = {
  db: Db;
  clock: Clock;
  appUrl: string;
  email: EmailSettings;
  /** Wakes the outbox sender after the invitation committed. */
  emailQueued: () => void;
};

export type Invitation = {
  name: string;
  email: string;
  role: StaffUser['role'];
  /** The contractor a 'contractor' user signs in for. */
  contractorId?: string;
  /** What the e-mail says the person joins (a contractor's company name); RoofBid otherwise. */
  joins?: string;
};

export const EMAIL_TAKEN = 'An account with this e-mail address already exists';
export const ALREADY_JOINED = 'This person has already set a password and can sign in';

/** Where a newly signed-in user starts. */
export const startPageFor = (role: StaffUser['role']) =>
  role === 'contractor' ? '/contractor' : role === 'admin' ? '/admin' : '/pipeline';

// Typed names go in as values, never into the template's text (where braces would be read as
// placeholders).
function inviteEmail(deps: StaffInviteDeps, invitation: Invitation) {
  if (invitation.role !== 'contractor') return { values: {} };
  return {
    ...contractorInviteEmail,
    values: {
      companyName: invitation.joins ?? 'Your company',
      signInLink: `${deps.appUrl}/contractor`,
    },
  };
}

/**
 * Adds a person who signs in with a staff account (any role) without a password, or gives an
 * invited person who has not yet chosen one a fresh link (the older links stop working). The
 * link is e-mailed through the outbox in the same transaction; only its hash is stored. An
 * e-mail address that already belongs to anybody else is refused with 409.
 */
export async function inviteStaffUser<T = undefined>(
  deps: StaffInviteDeps,
  request: FastifyRequest,
  invitation: Invitation,
  /** More writes in the invitation's transaction (the sales person the account is for). */
  alsoInside?: (tx: Db, user: StaffUser) => Promise<T>,
) {
  const now = deps.clock.now();
  try {
    const result = await deps.db.transaction(async (tx) => {
      const existing = await findStaffByEmail(tx, invitation.email);
      if (existing) refuseExisting(existing, invitation);
      const user =
        existing ??
        (await insertStaffUser(tx, {
          email: invitation.email.toLowerCase(),
          name: invitation.name,
          role: invitation.role,
          contractorId: invitation.contractorId,
          createdAt: now,
          updatedAt: now,
        }));
      if (existing) {
        await renameStaffUser(tx, existing.id, invitation.name, now);
        await retireStaffTokens(tx, existing.id, ['invite'], now);
      }
      const token = await createPasswordToken(
        tx,
        { staffUserId: user.id },
        'invite',
        now,
        SETUP_TOKEN_TTL_MS,
      );
      const { values, ...texts } = inviteEmail(deps, invitation);
      await enqueueEmail(tx, deps.email, {
        to: user.email,
        at: now,
        template: 'staff_invite',
        ...texts,
        values: {
          ...values,
          customerName: greetingName(invitation.name),
          setupLink: `${deps.appUrl}/staff-invite?token=${token}`,
        },
        createdBy: request.staff?.id,
      });
      await auditStaff(tx, request, now, {
        action: existing ? 'staff.reinvited' : 'staff.invited',
        entityType: 'staff_user',
        entityId: user.id,
        details: { role: user.role, contractorId: user.contractorId },
      });
      const added = await alsoInside?.(tx, user);
      return {
        user: { id: user.id, name: invitation.name, email: user.email },
        reinvited: !!existing,
        added,
      };
    });
    deps.emailQueued();
    return result;
  } catch (error) {
    // Two admins inviting the same address at once: the second insert meets the unique index.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}

/** Only a pending invitation of the same person, for the same role and company, is sent again. */
function refuseExisting(existing: StaffUser, invitation: Invitation) {
  const samePlace =
    existing.role === invitation.role &&
    (existing.contractorId ?? undefined) === invitation.contractorId &&
    existing.isActive;
  if (!samePlace) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  if (existing.passwordHash) throw conflict(ALREADY_JOINED, { email: ALREADY_JOINED });
}

const summary = (staff: StaffUser) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
});

/**
 * /staff-invite: the invited person chooses a password with the e-mailed link. The token is
 * locked, checked and spent in one transaction, so a link works exactly once, even when two
 * tabs submit it together. The person is signed in afterwards and told where to start.
 */
export async function acceptStaffInvite(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { token: string; password: string },
) {
  const now = deps.clock.now();
  const staff = await deps.db.transaction(async (tx) => {
    const token = await lockUsableToken(tx, input.token, ['invite'], now);
    const user = token?.staffUserId ? await findStaffById(tx, token.staffUserId) : undefined;
    if (!token || !user?.isActive) throw badRequest(INVITE_LINK_INVALID);
    await setStaffPassword(tx, user.id, await hashPassword(input.password), now);
    await retireStaffTokens(tx, user.id, ['invite', 'reset', 'setup'], now);
    await recordAudit(tx, {
      actorType: 'staff',
      actorId: user.id,
      action: 'staff.invite_accepted',
      entityType: 'staff_user',
      entityId: user.id,
      ip: request.ip,
      at: now,
    });
    return user;
  });
  await startSession(deps, request, reply, { kind: 'staff', staffUserId: staff.id });
  await recordStaffLogin(deps.db, staff.id, now);
  return { success: true, staff: summary(staff), redirectTo: startPageFor(staff.role) };
}
