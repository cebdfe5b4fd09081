import type { FastifyReply, FastifyRequest } from 'fastify';
import type { customers } from '../../db/schema/customers.ts';
import { AppError, badRequest, unauthorized } from '../../errors.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import {
  createPasswordToken,
  lockUsableToken,
  retireCustomerTokens,
  SETUP_TOKEN_TTL_MS,
  type TokenPurpose,
} from '../auth/password-tokens.ts';
import { deleteCustomerSessions } from '../auth/sessions.queries.ts';
import { startSession } from '../auth/sessions.ts';
import { claimSignInAttempt, type SignInThrottleDeps } from '../auth/sign-in-throttle.ts';
import {
  findCustomerByEmail,
  findCustomerById,
  findOrCreateCustomer,
  setCustomerPassword,
  updateUnclaimedCustomer,
} from '../customers/customers.queries.ts';
import { enqueueEmail } from '../email/email.service.ts';
import { findLatestLeadByEmail, findLeadById } from '../leads/leads.queries.ts';
import type { CustomerAuthDeps } from './customer-auth-deps.ts';

type Customer = typeof customers.$inferSelect;

const INVALID_LOGIN = 'Invalid email or password';
export const INVALID_TOKEN = 'Invalid or expired setup token';
export const ALREADY_SET_UP = 'Account has already been set up';

export const customerSummary = (c: Customer) => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
});

// Verifying against a throwaway hash when the account does not exist keeps a wrong e-mail and
// a wrong password equally slow, so timing does not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that never matches'));

export async function loginCustomer(
  deps: CustomerAuthDeps & SignInThrottleDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string },
) {
  const customer = await findCustomerByEmail(deps.db, input.email);
  const attempt = await claimSignInAttempt(deps, reply, {
    kind: 'customer',
    email: input.email,
    ip: request.ip,
    accountId: customer?.id,
  });
  const usable = customer?.isActive && customer.passwordHash;
  const valid = usable
    ? await verifyPassword(customer.passwordHash, input.password)
    : (await verifyPassword(await decoy(), input.password), false);
  const at = deps.clock.now();
  if (!customer || !valid) {
    await recordAudit(deps.db, {
      actorType: 'anonymous',
      action: 'customer.sign_in_failed',
      entityType: 'customer',
      entityId: customer?.id,
      details: { email: input.email },
      ip: request.ip,
      at,
    });
    throw unauthorized(INVALID_LOGIN);
  }
  await attempt.succeeded();
  await startSession(deps, request, reply, { kind: 'customer', customerId: customer.id });
  await recordAudit(deps.db, {
    actorType: 'customer',
    actorId: customer.id,
    action: 'customer.sign_in',
    ip: request.ip,
    at,
  });
  return { success: true, customer: customerSummary(customer) };
}

/**
 * Sets a password from an e-mailed link: the set-password link after a payment, a reset link,
 * or (with the password typed again) a signup confirmation. The link works once; a reset ends
 * every other session of the account. The customer is signed in afterwards.
 */
export async function completePasswordLink(
  deps: CustomerAuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { token: string; email: string; password: string },
) {
  const now = deps.clock.now();
  const customer = await deps.db.transaction(async (tx) => {
    const purposes: TokenPurpose[] = ['setup', 'reset', 'signup'];
    const token = await lockUsableToken(tx, input.token, purposes, now);
    const owner = token?.customerId ? await findCustomerById(tx, token.customerId) : undefined;
    if (!token || !owner?.isActive || owner.email !== input.email) throw badRequest(INVALID_TOKEN);
    if (token.purpose === 'setup' && owner.accountSetup && owner.passwordHash) {
      throw new AppError('CONFLICT', ALREADY_SET_UP, 409);
    }
    if (token.purpose === 'signup') {
      // Only whoever chose the password at signup can confirm it.
      if (!(await verifyPassword(token.pendingPasswordHash, input.password))) {
        throw badRequest('Enter the password you chose when you signed up', {
          password: 'Enter the password you chose when you signed up',
        });
      }
    }
    await setCustomerPassword(tx, owner.id, await hashPassword(input.password), now);
    await retireCustomerTokens(tx, owner.id, ['setup', 'reset', 'signup'], now);
    if (token.purpose === 'reset') await deleteCustomerSessions(tx, owner.id);
    await recordAudit(tx, {
      actorType: 'customer',
      actorId: owner.id,
      action: token.purpose === 'reset' ? 'customer.password_reset' : 'customer.password_set',
      ip: request.ip,
      at: now,
    });
    return owner;
  });
  await startSession(deps, request, reply, { kind: 'customer', customerId: customer.id });
  return { success: true, customer: customerSummary(customer) };
}

export async function changePassword(
  deps: CustomerAuthDeps,
  request: FastifyRequest,
  customer: Customer,
  input: { currentPassword: string; newPassword: string },
) {
  if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
    throw badRequest('Current password is incorrect', {
      currentPassword: 'Current password is incorrect',
    });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setCustomerPassword(tx, customer.id, await hashPassword(input.newPassword), now);
    // Other devices must sign in again; this one stays signed in.
    await deleteCustomerSessions(tx, customer.id, request.customerSessionHash);
    await recordAudit(tx, {
      actorType: 'customer',
      actorId: customer.id,
      action: 'customer.password_changed',
      ip: request.ip,
      at: now,
    });
  });
  return { success: true, message: 'Your password has been changed.' };
}

/** The signup's first step: is there a quote request for this e-mail? */
export async function checkEmail(deps: CustomerAuthDeps, email: string) {
  const lead = await findLatestLeadByEmail(deps.db, email);
  if (!lead) return { hasSubmission: false };
  return {
    hasSubmission: true,
    submission: { id: lead.id, name: lead.name, projectType: lead.projectType },
  };
}

/**
 * Signup for a homeowner with a quote request. Nothing is usable until the e-mailed link is
 * opened and the same password typed again, so nobody can take over an address they cannot
 * read. An address that already has an account gets an e-mail saying so; the answer on screen
 * is the same either way.
 */
export async function signup(
  deps: CustomerAuthDeps,
  request: FastifyRequest,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    password: string;
    submissionId: string;
  },
) {
  const lead = await findLeadById(deps.db, input.submissionId);
  if (!lead || lead.email !== input.email) {
    throw badRequest('No submission found for this email', {
      email: 'No submission found for this email',
    });
  }
  const now = deps.clock.now();
  const pendingHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const customer = await findOrCreateCustomer(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      address: lead.address,
      state: lead.province,
      postalCode: lead.postalCode,
      createdAt: now,
    });
    // A disabled account (a demo one outside demo mode) gets nothing; the answer is the same.
    if (!customer.isActive) return;
    if (customer.accountSetup && customer.passwordHash) {
      await enqueueEmail(tx, deps.email, {
        to: customer.email,
        at: now,
        template: 'account_exists',
        values: { customerName: customer.firstName, setupLink: `${deps.appUrl}/customer-portal` },
        customerId: customer.id,
      });
      return;
    }
    await updateUnclaimedCustomer(tx, customer.id, input, now);
    await retireCustomerTokens(tx, customer.id, ['signup'], now);
    const token = await createPasswordToken(
      tx,
      { customerId: customer.id },
      'signup',
      now,
      SETUP_TOKEN_TTL_MS,
      pendingHash,
    );
    const link = `${deps.appUrl}/account-setup?email=${encodeURIComponent(customer.email)}&setupToken=${token}`;
    await enqueueEmail(tx, deps.email, {
      to: customer.email,
      at: now,
      template: 'account_confirm',
      values: { customerName: input.firstName, setupLink: link },
      customerId: customer.id,
    });
    await recordAudit(tx, {
      actorType: 'anonymous',
      action: 'customer.signup_requested',
      entityType: 'customer',
      entityId: customer.id,
      ip: request.ip,
      at: now,
    });
  });
  deps.emailQueued();
  return {
    success: true,
    message: 'Check your e-mail: we sent you a link to confirm your account.',
  };
}
