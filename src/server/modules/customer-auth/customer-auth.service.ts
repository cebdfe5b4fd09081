import type { FastifyReply, FastifyRequest } from 'fastify';
import type { customers } from '../../db/schema/customers.ts';
import { AppError, badRequest, unauthorized } from '../../errors.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import {
  lockUsableToken,
  retireCustomerTokens,
  type TokenPurpose,
} from '../auth/password-tokens.ts';
import { deleteCustomerSessions } from '../auth/sessions.queries.ts';
import { startSession } from '../auth/sessions.ts';
import { claimSignInAttempt, type SignInThrottleDeps } from '../auth/sign-in-throttle.ts';
import {
  findCustomerByEmail,
  findCustomerById,
  setCustomerPassword,
} from '../customers/customers.queries.ts';
import type { CustomerAuthDeps } from './customer-auth-deps.ts';

type Customer = typeof customers.$inferSelect;

const INVALID_LOGIN = 'Invalid email or password';
export const INVALID_TOKEN = 'Invalid or expired setup token';
export const ALREADY_SET_UP = 'Account has already been set up';
export const EMAIL_MISMATCH = 'This e-mail address does not match the link';

export const customerSummary = (c: Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email'>) => ({
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
    attempt.failed();
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
    if (!token || !owner?.isActive) throw badRequest(INVALID_TOKEN);
    // A valid link with a mistyped e-mail: say so (the link still works with the right one).
    // Only whoever holds the link learns that much, and not the address it was sent to.
    if (owner.email !== input.email) {
      throw badRequest(EMAIL_MISMATCH, { email: 'Enter the e-mail address this link was sent to' });
    }
    if (token.purpose === 'setup' && owner.accountSetup && owner.passwordHash) {
      throw new AppError('CONFLICT', ALREADY_SET_UP, 409);
    }
    if (token.purpose === 'signup' && token.pendingPasswordHash) {
      // A signup confirmation e-mailed before signup links came first (see
      // customer-signup.service.ts): only whoever chose the password then can confirm it.
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
