import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.queries.ts';
import { replaceCustomerToken, RESET_TOKEN_TTL_MS } from '../auth/password-tokens.ts';
import { findCustomerByEmail } from '../customers/customers.queries.ts';
import { enqueueEmail } from '../email/email.service.ts';
import type { CustomerAuthDeps } from './customer-auth-deps.ts';
import {
  insertResetRequest,
  listLeftoverResetRequests,
  takeResetRequest,
} from './password-reset.queries.ts';

export type PasswordResetDeps = Pick<
  CustomerAuthDeps,
  'db' | 'clock' | 'appUrl' | 'email' | 'emailQueued' | 'log'
>;

// A request still waiting after this long was left by an instance that stopped.
const LEFTOVER_AFTER_MS = 60_000;

/**
 * Forgot password: answers the same whether or not the account exists (no account
 * enumeration), and at the same cost: before answering it only writes the request down; the
 * account lookup, the one-hour link and the e-mail come after the answer.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps & Pick<CustomerAuthDeps, 'afterResponse'>,
  request: FastifyRequest,
  email: string,
) {
  const id = await insertResetRequest(deps.db, {
    email: email.toLowerCase(),
    ip: request.ip,
    requestedAt: deps.clock.now(),
  });
  deps.afterResponse('password reset e-mail', () => handleResetRequest(deps, id));
  return {
    success: true,
    message: "If an account exists with that email, you'll receive password reset instructions.",
  };
}

/**
 * Queues the reset e-mail of one waiting request, if its e-mail has an account. Safe to call
 * more than once and from several instances: the request is taken (deleted) in the transaction
 * that queues the e-mail, so it is handled exactly once. Answers whether an e-mail was queued.
 */
export async function handleResetRequest(deps: PasswordResetDeps, id: string) {
  const now = deps.clock.now();
  const queued = await deps.db.transaction(async (tx) => {
    const waiting = await takeResetRequest(tx, id);
    if (!waiting) return false;
    const customer = await findCustomerByEmail(tx, waiting.email);
    if (!customer?.isActive) return false;
    const token = await replaceCustomerToken(tx, customer.id, 'reset', now, RESET_TOKEN_TTL_MS);
    await enqueueEmail(tx, deps.email, {
      to: customer.email,
      at: now,
      template: 'password_reset',
      values: {
        customerName: customer.firstName,
        setupLink: `${deps.appUrl}/setup-password?setup=${token}`,
      },
      customerId: customer.id,
    });
    await recordAudit(tx, {
      actorType: 'anonymous',
      action: 'customer.password_reset_requested',
      entityType: 'customer',
      entityId: customer.id,
      ip: waiting.ip ?? undefined,
      at: waiting.requestedAt,
    });
    return true;
  });
  if (queued) deps.emailQueued();
  return queued;
}

/** Handles the requests an instance answered but stopped before handling (the sweeper job). */
export async function handleLeftoverResetRequests(deps: PasswordResetDeps) {
  const before = new Date(deps.clock.now().getTime() - LEFTOVER_AFTER_MS);
  const ids = await listLeftoverResetRequests(deps.db, before, 100);
  let queued = 0;
  for (const id of ids) if (await handleResetRequest(deps, id)) queued += 1;
  return queued;
}
