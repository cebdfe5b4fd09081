import type { FastifyRequest } from 'fastify';
import { optionLabel, optionText, yearsInBusinessText } from '#shared/constants/options.ts';
import {
  emailTemplateNames,
  hasSetupLink,
  promisesOneTimeLink,
  staffTemplateFor,
  type StaffTemplateName,
  type TemplateValues,
} from '#shared/domain/email-template.ts';
import {
  ONE_TIME_LINK_MISSING,
  SETUP_LINK_NO_ACCOUNT,
  SETUP_LINK_PASSWORD_SET,
} from '#shared/schemas/admin/email.ts';
import { gstIncludedCents } from '#shared/domain/gst.ts';
import { formatDollars, formatMoney } from '#shared/domain/money.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { cappedCount, pageAnswer } from '../../db/paging.ts';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { createPasswordToken, SETUP_TOKEN_TTL_MS } from '../auth/password-tokens.ts';
import { findCustomerByEmail } from '../customers/customers.queries.ts';
import { badRequest, notFound } from '../../errors.ts';
import { enqueueEmail, type EmailSettings } from '../email/email.service.ts';
import { withoutOneTimeLinks } from '../email/one-time-links.ts';
import { findLatestLeadByEmail } from '../leads/leads.queries.ts';
import {
  bidsOfOrder,
  customerSearch,
  findEmail,
  latestOrderForEmail,
  listCustomers,
  listEmails,
} from './admin-email.queries.ts';

export type AdminEmailDeps = {
  db: Db;
  clock: Clock;
  appUrl: string;
  email: EmailSettings;
  emailQueued: () => void;
};

const SETUP_LINK_PREVIEW = '[one-time set-password link]';

/**
 * The template variables for one recipient, from what we know of that e-mail: the customer,
 * their latest order and its bids (anonymous, as the homeowner sees them), their latest lead.
 */
export async function recipientValues(deps: AdminEmailDeps, recipient: string) {
  const [customer, lead, order] = await Promise.all([
    findCustomerByEmail(deps.db, recipient),
    findLatestLeadByEmail(deps.db, recipient),
    latestOrderForEmail(deps.db, recipient),
  ]);
  const bids = order ? await bidsOfOrder(deps.db, order.id) : [];
  const canSetPassword = Boolean(customer && !customer.passwordHash);
  const projectType = order?.orderData.projectType ?? lead?.projectType ?? undefined;
  const budget = order?.orderData.budget ?? lead?.budget;
  const values: TemplateValues = {
    customerName: customer?.firstName ?? lead?.name.split(' ')[0] ?? '',
    projectType: optionLabel('projectType', projectType) || 'your roof',
    budget: optionText('budget', budget),
    orderNumber: order?.orderNumber ?? '',
    amount: order
      ? formatMoney(order.totalAmountCents, order.currency)
      : lead
        ? formatMoney(lead.finalPriceCents, 'CAD')
        : '',
    gstAmount: order
      ? formatMoney(gstIncludedCents(order.totalAmountCents), order.currency)
      : lead
        ? formatMoney(gstIncludedCents(lead.finalPriceCents), 'CAD')
        : '',
    paymentLink: lead && !order ? `${deps.appUrl}/payment-checkout?submissionId=${lead.id}` : '',
    // Minted at send time, and only for a customer without a password (sendCustomEmail).
    setupLink: canSetPassword ? SETUP_LINK_PREVIEW : '',
    portalLink: `${deps.appUrl}/customer-portal`,
    bidList: bids
      .map(
        (bid) =>
          `Contractor ${String.fromCharCode(64 + bid.slot)}: ${formatDollars(bid.bidAmountCents, order?.currency ?? 'CAD')} · ${Number(bid.starRating).toFixed(1)} stars · ${yearsInBusinessText(bid.yearsInBusiness)} · insured ${formatDollars(bid.insuredAmountCents, 'CAD')}`,
      )
      .join('\n'),
  };
  const templates = Object.fromEntries(
    emailTemplateNames.map((name) => [name, staffTemplateFor(name, canSetPassword)]),
  ) as Record<StaffTemplateName, { subject: string; content: string }>;
  return { values, customer, templates, known: Boolean(customer || lead || order) };
}

/**
 * A set-password link goes only to a customer without a password, and words promising a link
 * that works once go only with that link: anything else is refused before anything is queued.
 */
function checkOneTimeLink(content: string, customer: { passwordHash: string | null } | undefined) {
  let problem: string | undefined;
  if (hasSetupLink(content)) {
    if (!customer) problem = SETUP_LINK_NO_ACCOUNT;
    else if (customer.passwordHash) problem = SETUP_LINK_PASSWORD_SET;
  } else if (promisesOneTimeLink(content)) {
    problem = ONE_TIME_LINK_MISSING;
  }
  if (problem) throw badRequest(problem, { content: problem });
}

/**
 * Sends an e-mail from the Email Center through the outbox. A set-password link is minted, at
 * send time, when the content asks for one; only a customer without a password can have one.
 */
export async function sendCustomEmail(
  deps: AdminEmailDeps,
  request: FastifyRequest,
  input: { recipient: string; template: StaffTemplateName; subject: string; content: string },
) {
  const now = deps.clock.now();
  const { values, customer } = await recipientValues(deps, input.recipient);
  checkOneTimeLink(input.content, customer);
  const email = await deps.db.transaction(async (tx) => {
    const finalValues = { ...values };
    if (customer && hasSetupLink(input.content)) {
      const token = await createPasswordToken(
        tx,
        { customerId: customer.id },
        'setup',
        now,
        SETUP_TOKEN_TTL_MS,
      );
      finalValues.setupLink = `${deps.appUrl}/setup-password?setup=${token}`;
    }
    const queued = await enqueueEmail(tx, deps.email, {
      to: input.recipient,
      at: now,
      template: input.template,
      subject: input.subject,
      content: input.content,
      values: finalValues,
      customerId: customer?.id,
      createdBy: request.staff?.id,
    });
    await auditStaff(tx, request, now, {
      action: 'email.sent',
      entityType: 'email',
      entityId: queued?.id,
      details: { to: input.recipient, template: input.template, subject: input.subject },
    });
    return queued!;
  });
  deps.emailQueued();
  return { success: true, id: email.id, status: email.status };
}

type OutboxEmail = typeof emailOutbox.$inferSelect;

const logRow = (email: OutboxEmail, createdByName: string | null) => ({
  id: email.id,
  toAddress: email.toAddress,
  template: email.template,
  subject: email.subject,
  status: email.status,
  attempts: email.attempts,
  lastError: email.lastError,
  sentAt: email.sentAt?.toISOString() ?? null,
  createdAt: email.createdAt.toISOString(),
  createdBy: createdByName,
});

export async function emailLog(deps: AdminEmailDeps, page: number, pageSize: number) {
  const [rows, counted] = await Promise.all([
    listEmails(deps.db, page, pageSize),
    cappedCount(deps.db, emailOutbox, undefined),
  ]);
  return pageAnswer(
    rows.map(({ email, createdByName }) => logRow(email, createdByName)),
    counted,
    page,
    pageSize,
  );
}

/**
 * One e-mail as its recipient reads it, for the e-mail log. A one-time link is never shown: an
 * e-mail still waiting for delivery holds it, and it is the recipient's alone.
 */
export async function emailDetail(deps: AdminEmailDeps, id: string) {
  const found = await findEmail(deps.db, id);
  if (!found) throw notFound('E-mail not found');
  return {
    ...logRow(found.email, found.createdByName),
    textBody: withoutOneTimeLinks(found.email.textBody),
  };
}

export async function customerPage(
  deps: AdminEmailDeps,
  search: string | undefined,
  page: number,
  pageSize: number,
) {
  const [rows, counted] = await Promise.all([
    listCustomers(deps.db, search, page, pageSize),
    cappedCount(deps.db, customers, customerSearch(search)),
  ]);
  return pageAnswer(
    rows.map(({ customer, orderCount }) => ({
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      accountSetup: customer.accountSetup,
      orderCount: Number(orderCount),
      createdAt: customer.createdAt.toISOString(),
    })),
    counted,
    page,
    pageSize,
  );
}
