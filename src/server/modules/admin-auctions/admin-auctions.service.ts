import { formatPostalCode } from '#shared/domain/postal-code.ts';
import type { FastifyRequest } from 'fastify';
import type { AdminAuctionDetail, AuctionListQuery } from '#shared/schemas/admin/auctions.ts';
import { MAX_COUNTED } from '#shared/schemas/admin/paging.ts';
import { auctionStates, biddingStates, type AuctionState } from '#shared/domain/auction.ts';
import { auctionEventText } from '#shared/domain/auction-timeline.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { noFees, standingLabel, type OrderFees } from '#shared/domain/order-standing.ts';
import { pageAnswer } from '../../db/paging.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { auctionTimeline } from '../auctions/auction-events.queries.ts';
import { queueAuctionNotice } from '../auctions/auction-email.ts';
import { queueBiddingClosedNotice } from '../auctions/deadline-notices.ts';
import { countLiveBids } from '../auctions/auction-deadlines.queries.ts';
import { lockAuction, transition, type Actor } from '../auctions/auction-transition.ts';
import { closeWithoutBids } from '../auctions/close-without-bids.ts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import { feesOfOrders } from '../orders/order-fees.queries.ts';
import {
  claimRefund,
  claimRefundRetry,
  findPaidPayment,
  type Payment,
} from '../checkout/payments.queries.ts';
import { refundPayment } from '../checkout/refunds.service.ts';
import {
  auctionBids,
  auctionFiles,
  auctionPayments,
  countAuctions,
  countByState,
  findAuction,
  listAuctions,
} from './admin-auctions.queries.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findAuction>>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function auctionRow(row: Omit<Row, 'ownerPhone'>, fees: OrderFees) {
  const order = row.order;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    state: order.auctionState!,
    stateLabel: standingLabel(order.auctionState, fees),
    ownerName: order.orderData.customerName,
    ownerEmail: order.orderData.customerEmail,
    city: row.city,
    province: order.province,
    // Stored without its space for service-area matching; shown as Canada Post writes it.
    postalCode: order.postalCode && formatPostalCode(order.postalCode),
    bidCount: Number(row.bidCount),
    publishedAt: iso(order.publishedAt),
    biddingClosesAt: iso(order.biddingClosesAt),
    awardDeadlineAt: iso(order.awardDeadlineAt),
    refundFailed: Boolean(row.refundFailed),
  };
}

export async function auctionPage(deps: CheckoutDeps, query: AuctionListQuery) {
  const { page, pageSize, ...filters } = query;
  const [rows, counted, perState] = await Promise.all([
    listAuctions(deps.db, filters, page, pageSize),
    countAuctions(deps.db, filters, MAX_COUNTED),
    countByState(deps.db, filters),
  ]);
  const fees = await feesOfOrders(
    deps.db,
    rows.map((row) => row.order),
  );
  const counts = Object.fromEntries(auctionStates.map((s) => [s, 0])) as Record<
    AuctionState,
    number
  >;
  for (const { state, n } of perState) if (state) counts[state] = Number(n);
  const answer = rows.map((row) => auctionRow(row, fees.get(row.order.id) ?? noFees));
  return { ...pageAnswer(answer, counted, page, pageSize), counts };
}

function revealRefundOf(payments: Payment[]): AdminAuctionDetail['revealRefund'] {
  const reveal = payments.filter((p) => p.purpose === 'reveal_fee');
  if (reveal.some((p) => p.status === 'refund_pending' && p.refundError)) return 'failed';
  if (reveal.some((p) => p.status === 'refund_pending')) return 'pending';
  if (reveal.some((p) => p.status === 'refunded' && p.refundReason === 'completion'))
    return 'refunded';
  return 'none';
}

export async function auctionDetail(deps: Pick<CheckoutDeps, 'db'>, id: string) {
  const row = await findAuction(deps.db, id);
  if (!row) throw notFound('Auction not found');
  const order = row.order;
  const [timeline, bids, fileRows, paymentRows, fees] = await Promise.all([
    auctionTimeline(deps.db, id),
    auctionBids(deps.db, id),
    auctionFiles(deps.db, id),
    auctionPayments(deps.db, id),
    feesOfOrders(deps.db, [order]),
  ]);
  const detail: AdminAuctionDetail = {
    ...auctionRow(row, fees.get(order.id) ?? noFees),
    ownerPhone: row.ownerPhone ?? order.orderData.phone ?? null,
    address: order.orderData.address ?? null,
    decisionAt: iso(order.decisionAt),
    revealedAt: iso(order.revealedAt),
    awardedAt: iso(order.awardedAt),
    completedAt: iso(order.completedAt),
    refundedAt: iso(order.refundedAt),
    expiredAt: iso(order.expiredAt),
    timeline: timeline.map((e) => ({
      kind: e.kind,
      label: auctionEventText(e, 'staff'),
      fromState: e.fromState,
      toState: e.toState,
      actorType: e.actorType,
      at: e.at.toISOString(),
    })),
    bids: bids.map(({ bid, companyName }) => ({
      id: bid.id,
      slot: bid.slot,
      contractorId: bid.contractorId,
      contractorName: companyName ?? bid.sellerName,
      bidAmountCents: bid.bidAmountCents,
      status: bid.status,
      workmanshipWarrantyYears: bid.workmanshipWarrantyYears,
      manufacturerWarrantyYears: bid.manufacturerWarrantyYears,
      earliestStartDate: bid.earliestStartDate,
      durationDays: bid.durationDays,
      awarded: bid.id === order.awardedBidId,
      createdAt: bid.createdAt.toISOString(),
    })),
    files: fileRows.map((f) => ({
      ...f,
      url: `/api/files/${f.id}`,
      createdAt: f.createdAt.toISOString(),
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      purpose: p.purpose,
      status: p.status,
      amountCents: p.amountCents,
      currency: p.currency,
      paidAt: iso(p.paidAt),
      refundedAt: iso(p.refundedAt),
      refundReason: p.refundReason,
      refundError: p.refundError,
    })),
    revealRefund: revealRefundOf(paymentRows),
  };
  return detail;
}

const staffActor = (request: FastifyRequest): Actor => ({
  kind: 'staff',
  id: request.staff?.id,
  ip: request.ip,
});

/**
 * "Approve completion": completed -> refunded, and the reveal fee back through the provider.
 *
 * Order of work (docs/decisions/admin-auctions.md): in one transaction on the locked order, the
 * transition, the claim of the refund (payment paid -> refund_pending) and the owner's e-mail;
 * after the commit, one provider call with the key `refund:<payment id>`; its result recorded.
 * The lock makes concurrent approvals queue: the first moves the state and calls the provider,
 * the others find the auction refunded with a refund already under way and only answer.
 * Pressed again after a failed refund, it claims the retry (clearing the error, so one caller
 * wins) and sends the same key again: the provider never refunds twice.
 */
export async function approveCompletion(
  deps: CheckoutDeps,
  request: FastifyRequest,
  orderId: string,
) {
  const now = deps.clock.now();
  const toRefund = await deps.db.transaction(async (tx) => {
    const order = await lockAuction(tx, orderId);
    if (order.auctionState === 'refunded') {
      const retry = await pendingRevealRefundRetry(tx, orderId, now);
      if (retry) {
        await recordAudit(tx, {
          actorType: 'staff',
          actorId: request.staff?.id,
          action: 'payment.refund_retried',
          entityType: 'payment',
          entityId: retry.id,
          details: { orderId, reason: retry.refundReason },
          ip: request.ip,
          at: now,
        });
      }
      return retry;
    }
    // Anything but 'completed' is refused here with the app's 409.
    const payment = await findPaidPayment(tx, orderId, 'reveal_fee');
    await transition(tx, order, 'approveCompletion', staffActor(request), now, {
      details: { revealPaymentId: payment?.id ?? null },
    });
    const claimed = payment ? await claimRefund(tx, payment.id, 'completion', now) : undefined;
    const fee = claimed
      ? ` Your reveal fee of ${formatMoney(claimed.amountCents, claimed.currency)} is on its way back to your card; it can take 5-10 business days to appear.`
      : '';
    await queueAuctionNotice(tx, deps, now, {
      to: order.orderData.customerEmail,
      orderId,
      customerId: order.customerId,
      greeting: order.orderData.customerName.split(' ')[0],
      subject: `Your roofing job ${order.orderNumber} is approved`,
      body: `We checked your completion form: thank you.${fee}\n\nSee your auction: ${deps.appUrl}/customer`,
      dedupeKey: `completion-approved:${orderId}`,
    });
    return claimed;
  });
  deps.emailQueued();
  if (toRefund && !(await refundPayment(deps, toRefund))) {
    const detail = await auctionDetail(deps, orderId);
    const reason = detail.payments.find((p) => p.id === toRefund.id)?.refundError;
    throw new AppError(
      'PAYMENT_FAILED',
      `The completion is approved, but the refund of the reveal fee failed${reason ? `: ${reason}` : ''}. Try again; it will never be refunded twice.`,
      502,
    );
  }
  return auctionDetail(deps, orderId);
}

/** The reveal fee's refund that failed last time, claimed for one retry. */
async function pendingRevealRefundRetry(tx: CheckoutDeps['db'], orderId: string, at: Date) {
  const payments = await auctionPayments(tx, orderId);
  const failed = payments.find(
    (p) => p.purpose === 'reveal_fee' && p.status === 'refund_pending' && p.refundError,
  );
  return failed ? claimRefundRetry(tx, failed.id, at) : undefined;
}

/**
 * "Close bidding now" for a support call. With bids in: bidding -> decision, the owner told.
 * With none (never any, or all withdrawn): closed the way a bidless window closes, the
 * publishing fee refunded after the commit.
 */
export async function closeBiddingNow(
  deps: CheckoutDeps,
  request: FastifyRequest,
  orderId: string,
) {
  const now = deps.clock.now();
  const refund = await deps.db.transaction(async (tx) => {
    const order = await lockAuction(tx, orderId);
    const actor = staffActor(request);
    if (biddingStates.includes(order.auctionState!) && (await countLiveBids(tx, orderId)) === 0) {
      return closeWithoutBids(tx, deps, order, actor, now, 'staff');
    }
    await transition(tx, order, 'closeBidding', actor, now, { details: { by: 'staff' } });
    await queueBiddingClosedNotice(tx, deps, order, now);
    return undefined;
  });
  deps.emailQueued();
  if (refund) await refundPayment(deps, refund);
  return auctionDetail(deps, orderId);
}
