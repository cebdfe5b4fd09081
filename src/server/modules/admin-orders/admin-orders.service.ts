import type { FastifyRequest } from 'fastify';
import { normalizeOption, orderStatusLabels } from '#shared/constants/options.ts';
import { centsToAmount, formatDollars } from '#shared/domain/money.ts';
import { noFees, standingLabel, type OrderFees } from '#shared/domain/order-standing.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { pageAnswer } from '../../db/paging.ts';
import type { sellerBids } from '../../db/schema/bids.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { findOrCreateCustomer } from '../customers/customers.queries.ts';
import { markLeadConvertedById, markLeadsConverted } from '../leads/leads.queries.ts';
import { feesOfOrders } from '../orders/order-fees.queries.ts';
import { insertOrder, type Order } from '../orders/orders.queries.ts';
import { lockLead } from '../admin-leads/admin-leads.queries.ts';
import { moveOrderToEmail, type OrderCustomerDeps } from './order-customer.service.ts';
import {
  allOrders,
  countOrders,
  findOrderForLead,
  findOrderWithBidCount,
  listBids,
  listOrders,
  lockOrder,
  updateOrder,
  type OrderFilters,
} from './admin-orders.queries.ts';

type Deps = { db: Db; clock: Clock };
type Bid = typeof sellerBids.$inferSelect;

/**
 * An order as the admin lists it. Its standing and fees are the homeowner's words for it: an
 * auction refunded for want of bids reads "Closed without bids" with its refunded fee, not
 * "Confirmed $99.99".
 */
export function orderRow(order: Order, bidCount: number, fees: OrderFees) {
  const data = order.orderData;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paid: order.paidAt !== null,
    paidViaStripe: Boolean(data.paidViaStripe),
    fromLead: order.contactSubmissionId !== null,
    bidCount: Number(bidCount),
    customerEmail: data.customerEmail,
    customerName: data.customerName,
    totalAmount: centsToAmount(order.totalAmountCents),
    totalAmountCents: order.totalAmountCents,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
    projectType: data.projectType ?? null,
    budget: data.budget ?? null,
    urgency: data.urgency ?? null,
    auctionState: order.auctionState,
    standing: standingLabel(order.auctionState, fees, orderStatusLabels[order.status]),
    fees,
  };
}

export function bidRow(bid: Bid, currency = 'CAD') {
  return {
    id: bid.id,
    orderId: bid.orderId,
    slot: bid.slot,
    sellerName: bid.sellerName,
    starRating: bid.starRating === null ? null : Number(bid.starRating),
    yearsInBusiness: bid.yearsInBusiness,
    insuredAmountCents: bid.insuredAmountCents,
    bonded: bid.bonded,
    validLicense: bid.validLicense,
    bidAmount: formatDollars(bid.bidAmountCents, currency),
    bidAmountCents: bid.bidAmountCents,
    description: bid.description,
    status: bid.status,
    bidStatus: bid.bidStatus,
    createdAt: bid.createdAt.toISOString(),
  };
}

export async function orderPage(deps: Deps, filters: OrderFilters, page: number, pageSize: number) {
  const [rows, counted] = await Promise.all([
    listOrders(deps.db, filters, page, pageSize),
    countOrders(deps.db, filters),
  ]);
  // The page's fees in one query, never one per row.
  const fees = await feesOfOrders(
    deps.db,
    rows.map((row) => row.order),
  );
  return pageAnswer(
    rows.map((row) => orderRow(row.order, row.bidCount, fees.get(row.order.id) ?? noFees)),
    counted,
    page,
    pageSize,
  );
}

/**
 * Every matching order for the CSV export, a batch at a time with the batch's fees (one query
 * per batch, like a page).
 */
export async function* exportedOrders(deps: Deps, filters: OrderFilters) {
  for await (const batch of allOrders(deps.db, filters)) {
    const fees = await feesOfOrders(
      deps.db,
      batch.map((row) => row.order),
    );
    for (const row of batch) {
      yield orderRow(row.order, row.bidCount, fees.get(row.order.id) ?? noFees);
    }
  }
}

export async function orderDetail(deps: Deps, id: string) {
  const found = await findOrderWithBidCount(deps.db, id);
  if (!found) throw notFound('Order not found');
  const { order } = found;
  const [bids, fees] = await Promise.all([listBids(deps.db, id), feesOfOrders(deps.db, [order])]);
  return {
    ...orderRow(order, found.bidCount, fees.get(order.id) ?? noFees),
    customerId: order.customerId,
    contactSubmissionId: order.contactSubmissionId,
    phone: order.orderData.phone ?? null,
    address: order.orderData.address ?? null,
    message: order.orderData.message ?? null,
    bids: bids.map((bid) => bidRow(bid, order.currency)),
  };
}

type OrderFields = {
  customerEmail: string;
  customerName: string;
  totalAmount: number;
  phone?: string;
  address?: string;
  projectType?: string;
  budget?: string;
  urgency?: string;
  message?: string;
};

// The edit forms' spellings (SPEC.md §5) are stored as the canonical values.
const normalizedProject = (fields: OrderFields) => ({
  projectType: fields.projectType ? normalizeOption('projectType', fields.projectType) : undefined,
  budget: fields.budget ? normalizeOption('budget', fields.budget) : undefined,
  urgency: fields.urgency ? normalizeOption('urgency', fields.urgency) : undefined,
});

/** "category:value" of every active option of the quote form (reference-data.ts). */
export type OptionValues = () => Promise<Set<string>>;

/**
 * Project type, budget and urgency must be options of the quote form's lists, as a quote
 * request's are (leads.service.ts). An order's current value is kept even if its option has been
 * retired since, so editing another field of an old order never fails on it. `allowed` is read
 * before the order's transaction (the options are read outside it).
 */
export function checkOrderOptions(
  allowed: Set<string>,
  fields: OrderFields,
  current: Partial<Record<'projectType' | 'budget' | 'urgency', string>> = {},
) {
  const refused: Record<string, string> = {};
  for (const field of ['projectType', 'budget', 'urgency'] as const) {
    const given = fields[field];
    if (!given) continue;
    const value = normalizeOption(field, given);
    if (allowed.has(`${field}:${value}`) || value === current[field]) continue;
    refused[field] = 'Choose an option from the list';
  }
  if (Object.keys(refused).length > 0) {
    throw badRequest('Please correct the highlighted fields', refused);
  }
}

export async function editOrder(
  deps: Deps & OrderCustomerDeps & { emailQueued: () => void; optionValues: OptionValues },
  request: FastifyRequest,
  id: string,
  input: OrderFields & { status: Order['status'] },
) {
  const now = deps.clock.now();
  const allowed = await deps.optionValues();
  const queuedEmail = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order not found');
    checkOrderOptions(allowed, input, order.orderData);
    const queued = await moveOrderToEmail(tx, deps, request, now, order, {
      email: input.customerEmail,
      name: input.customerName,
    });
    await updateOrder(tx, id, {
      status: input.status,
      totalAmountCents: input.totalAmount,
      orderData: {
        ...order.orderData,
        customerEmail: input.customerEmail,
        customerName: input.customerName,
        phone: input.phone,
        address: input.address,
        message: input.message,
        ...normalizedProject(input),
      },
      completedAt: input.status === 'completed' ? (order.completedAt ?? now) : order.completedAt,
      updatedAt: now,
    });
    await markLeadsConverted(tx, input.customerEmail, now);
    await auditStaff(tx, request, now, {
      action: 'order.updated',
      entityType: 'order',
      entityId: id,
      details: { status: input.status, totalAmountCents: input.totalAmount },
    });
    return queued;
  });
  if (queuedEmail) deps.emailQueued();
  return orderDetail(deps, id);
}

/**
 * A manual order: the customer is found or created by e-mail; the order waits for payment
 * (status pending, not an auction yet). With a lead, that lead must not have an order already.
 */
export async function createManualOrder(
  deps: Deps,
  request: FastifyRequest,
  input: OrderFields & { contactSubmissionId?: string },
  lockLeadForOrder: (db: Db, leadId: string) => Promise<void>,
  /** More work in the order's transaction (Convert to Sale moves the pipeline row to won). */
  onOrderCreated?: (tx: Db, order: Order, at: Date) => Promise<unknown>,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (input.contactSubmissionId) await lockLeadForOrder(tx, input.contactSubmissionId);
    const [firstName = input.customerName, ...rest] = input.customerName.trim().split(/\s+/);
    const customer = await findOrCreateCustomer(tx, {
      email: input.customerEmail,
      firstName,
      lastName: rest.join(' '),
      phone: input.phone,
      address: input.address,
      createdAt: now,
    });
    const order = await insertOrder(tx, {
      customerId: customer.id,
      contactSubmissionId: input.contactSubmissionId,
      totalAmountCents: input.totalAmount,
      status: 'pending',
      paymentMethod: 'Manual (admin)',
      orderData: {
        customerEmail: input.customerEmail,
        customerName: input.customerName,
        phone: input.phone,
        address: input.address,
        message: input.message,
        paidViaStripe: false,
        submissionId: input.contactSubmissionId,
        ...normalizedProject(input),
      },
      createdAt: now,
    });
    await markLeadsConverted(tx, input.customerEmail, now);
    if (input.contactSubmissionId) await markLeadConvertedById(tx, input.contactSubmissionId, now);
    await onOrderCreated?.(tx, order, now);
    await auditStaff(tx, request, now, {
      action: 'order.created',
      entityType: 'order',
      entityId: order.id,
      details: {
        contactSubmissionId: input.contactSubmissionId,
        totalAmountCents: input.totalAmount,
      },
    });
    return { id: order.id, orderNumber: order.orderNumber };
  });
}

export const leadAlreadyHasOrder = () =>
  conflict('Already Customer: this lead already has an order');

/** The lead may become an order only once: locked, then checked, inside the order's transaction. */
export async function lockLeadWithoutOrder(db: Db, leadId: string) {
  if (!(await lockLead(db, leadId))) throw notFound('Lead not found');
  if (await findOrderForLead(db, leadId)) throw leadAlreadyHasOrder();
}
