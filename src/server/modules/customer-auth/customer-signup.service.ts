import type { FastifyReply, FastifyRequest } from 'fastify';
import { noQuoteRequestEmail } from '#shared/domain/email-template.ts';
import { SIGNUP_LINK_INVALID } from '#shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { hashPassword } from '../auth/password.ts';
import {
  replaceCustomerToken,
  lockUsableToken,
  retireCustomerTokens,
  SETUP_TOKEN_TTL_MS,
} from '../auth/password-tokens.ts';
import {
  findCustomerById,
  findOrCreateCustomer,
  setCustomerPassword,
  updateUnclaimedCustomer,
} from '../customers/customers.queries.ts';
import { enqueueEmail } from '../email/email.service.ts';
import { findLatestLeadByEmail, findLeadById } from '../leads/leads.queries.ts';
import type { CustomerAuthDeps } from './customer-auth-deps.ts';
import { ALREADY_SET_UP, signInCustomer } from './customer-auth.service.ts';

/*
 * Self-service signup for a homeowner with a quote request (docs/decisions/signup-confirmation.md):
 * the e-mail check says only whether to go on; the e-mailed link proves the address; only then
 * does the details form show what the quote request holds, and only its submission changes the
 * account. Whoever cannot read the mailbox learns nothing and changes nothing.
 */

const invalidLink = () => badRequest(SIGNUP_LINK_INVALID);

/** The customer whose unused signup link this is, if it was sent to this e-mail. */
async function linkOwner(db: Db, token: string, email: string, now: Date) {
  const row = await lockUsableToken(db, token, ['signup'], now);
  const owner = row?.customerId ? await findCustomerById(db, row.customerId) : undefined;
  return owner?.isActive && owner.email === email ? owner : undefined;
}

/**
 * The details form's prefill, from the e-mailed link: the quote request's details. Without the
 * link it answers the same for every address (`hasSubmission: null`, not said): whether an
 * e-mail has a quote request is told only to its mailbox, by the signup link's e-mail.
 */
export async function checkEmail(deps: CustomerAuthDeps, input: { email: string; token?: string }) {
  if (!input.token) return { hasSubmission: null };
  if (!(await linkOwner(deps.db, input.token, input.email, deps.clock.now()))) {
    throw invalidLink();
  }
  const lead = await findLatestLeadByEmail(deps.db, input.email);
  if (!lead) return { hasSubmission: false };
  return {
    hasSubmission: true,
    submission: {
      id: lead.id,
      name: lead.name,
      phone: lead.phone,
      projectType: lead.projectType,
    },
  };
}

const LINK_SENT = 'Check your e-mail: we sent it the next step to create your account.';

/**
 * E-mails the next step of the signup: the link that continues it to an address with a quote
 * request; to an address that already has an account, that it has one; to an address without
 * a quote request, how to send one. The answer is the same for all three, so only the mailbox
 * learns which it is; the route limits these e-mails per recipient as well as per address.
 * Nothing stored about anybody changes.
 */
export async function requestSignupLink(
  deps: CustomerAuthDeps,
  request: FastifyRequest,
  email: string,
) {
  const now = deps.clock.now();
  const queued = await deps.db.transaction(async (tx) => {
    const lead = await findLatestLeadByEmail(tx, email);
    if (!lead) {
      await enqueueEmail(tx, deps.email, {
        to: email,
        at: now,
        template: 'account_confirm',
        ...noQuoteRequestEmail,
        values: { quoteLink: `${deps.appUrl}/get-quote` },
      });
      return true;
    }
    // A customer of this e-mail keeps the details they have; a new one starts from the request.
    const [firstName = lead.name, ...rest] = lead.name.trim().split(/\s+/);
    const customer = await findOrCreateCustomer(tx, {
      email,
      firstName,
      lastName: rest.join(' '),
      phone: lead.phone,
      address: lead.address,
      state: lead.province,
      postalCode: lead.postalCode,
      createdAt: now,
    });
    // A disabled account (a demo one outside demo mode) gets nothing; the answer is the same.
    if (!customer.isActive) return false;
    if (customer.accountSetup && customer.passwordHash) {
      await enqueueEmail(tx, deps.email, {
        to: customer.email,
        at: now,
        template: 'account_exists',
        values: { customerName: customer.firstName, setupLink: `${deps.appUrl}/customer-portal` },
        customerId: customer.id,
      });
      return true;
    }
    const token = await replaceCustomerToken(tx, customer.id, 'signup', now, SETUP_TOKEN_TTL_MS);
    // No name in this e-mail: the quote request's name was typed by whoever sent it.
    await enqueueEmail(tx, deps.email, {
      to: customer.email,
      at: now,
      template: 'account_confirm',
      values: {
        setupLink: `${deps.appUrl}/customer-signup?email=${encodeURIComponent(email)}&token=${token}`,
      },
      customerId: customer.id,
    });
    await recordAudit(tx, {
      actorType: 'anonymous',
      action: 'customer.signup_link_requested',
      entityType: 'customer',
      entityId: customer.id,
      ip: request.ip,
      at: now,
    });
    return true;
  });
  if (queued) deps.emailQueued();
  return { success: true, message: LINK_SENT };
}

/**
 * Creates the account from the details form opened by the e-mailed link: the link's token proves
 * the address, so the names, phone and password are stored now, and the customer is signed in.
 * The link works once.
 */
export async function signup(
  deps: CustomerAuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    password: string;
    submissionId: string;
    token: string;
  },
) {
  const now = deps.clock.now();
  const customer = await deps.db.transaction(async (tx) => {
    const owner = await linkOwner(tx, input.token, input.email, now);
    if (!owner) throw invalidLink();
    const lead = await findLeadById(tx, input.submissionId);
    if (!lead || lead.email !== input.email) {
      throw badRequest('No submission found for this email', {
        email: 'No submission found for this email',
      });
    }
    if (owner.accountSetup && owner.passwordHash) {
      throw new AppError('CONFLICT', ALREADY_SET_UP, 409);
    }
    const details = { firstName: input.firstName, lastName: input.lastName, phone: input.phone };
    await updateUnclaimedCustomer(tx, owner.id, details, now);
    await setCustomerPassword(tx, owner.id, await hashPassword(input.password), now);
    await retireCustomerTokens(tx, owner.id, ['setup', 'reset', 'signup'], now);
    await recordAudit(tx, {
      actorType: 'customer',
      actorId: owner.id,
      action: 'customer.signed_up',
      entityType: 'customer',
      entityId: owner.id,
      ip: request.ip,
      at: now,
    });
    return { ...owner, ...details };
  });
  return { success: true, customer: await signInCustomer(deps, request, reply, customer.id) };
}
