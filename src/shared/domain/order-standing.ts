import { auctionStateLabels, type AuctionState } from './auction.ts';

/**
 * Where an order stands, in the same words on every screen that shows one (My Orders, the
 * sign-in dialog's order history, the portal's auction, the admin's customers, orders and
 * auctions): the auction's state and the money, each fee with its amount and dates.
 */

export const feeStatuses = ['paid', 'refund_pending', 'refunded'] as const;
export type FeeStatus = (typeof feeStatuses)[number];

/** One fee the owner paid: the publishing fee or the reveal fee. */
export type FeeFact = {
  amountCents: number;
  currency: string;
  status: FeeStatus;
  paidAt: string | null;
  refundedAt: string | null;
};

export type OrderFees = { publishing: FeeFact | null; reveal: FeeFact | null };

export const noFees: OrderFees = { publishing: null, reveal: null };

const refundedOrOwed = (fee: FeeFact | null) =>
  fee?.status === 'refunded' || fee?.status === 'refund_pending';

/**
 * The order's state in words. A closed auction says why: without bids (the publishing fee goes
 * back) or because the owner declined them. An order that is not an auction says its status.
 */
export function standingLabel(
  auctionState: AuctionState | null,
  fees: OrderFees,
  orderStatusLabel = 'Paid',
): string {
  if (!auctionState) return orderStatusLabel;
  if (auctionState === 'closed') {
    return refundedOrOwed(fees.publishing) ? 'Closed without bids' : 'Closed: bids declined';
  }
  return auctionStateLabels[auctionState];
}

/** Badge tone for a state: something to do, done well, or over. */
export function standingTone(
  auctionState: AuctionState | null,
): 'info' | 'warning' | 'success' | 'secondary' {
  switch (auctionState) {
    case 'decision':
    case 'revealed':
    case 'completed':
      return 'warning';
    case 'awarded':
    case 'refunded':
      return 'success';
    case 'closed':
    case 'expired':
      return 'secondary';
    default:
      return 'info';
  }
}

const feeNames = { publishing: 'Publishing fee', reveal: 'Reveal fee' } as const;

/**
 * Each fee in words: "Publishing fee $99.99 paid on Nov 3, 2026", "... refunded on Nov 14,
 * 2026", "... refund under way". The caller passes its own money and date formatting.
 */
export function feeLines(
  fees: OrderFees,
  format: { money: (cents: number, currency: string) => string; date: (iso: string) => string },
): string[] {
  const lines: string[] = [];
  for (const key of ['publishing', 'reveal'] as const) {
    const fee = fees[key];
    if (!fee) continue;
    const amount = format.money(fee.amountCents, fee.currency);
    const paid = fee.paidAt ? ` paid on ${format.date(fee.paidAt)}` : ' paid';
    if (fee.status === 'refunded') {
      lines.push(
        `${feeNames[key]} ${amount}${paid}, refunded${fee.refundedAt ? ` on ${format.date(fee.refundedAt)}` : ''}`,
      );
    } else if (fee.status === 'refund_pending') {
      lines.push(`${feeNames[key]} ${amount}${paid}, refund under way`);
    } else {
      lines.push(`${feeNames[key]} ${amount}${paid}`);
    }
  }
  return lines;
}

/** The owner's "what happens next" on a closed auction depends on why it closed. */
export function closedNextStep(fees: OrderFees): string {
  return refundedOrOwed(fees.publishing)
    ? 'No bid is left on this auction, so it closed and your publishing fee is refunded in full. You are welcome to publish again any time.'
    : 'You declined every bid, so this auction is closed. The publishing fee is kept.';
}
