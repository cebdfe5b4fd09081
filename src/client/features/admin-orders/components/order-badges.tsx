import { CircleCheck, Clock, CreditCard, Link2 } from 'lucide-react';
import { optionLabel } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { feeLines, standingTone } from '#shared/domain/order-standing.ts';
import type { AdminOrderRow } from '#shared/schemas/admin/orders.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/date-time.ts';

export const MAX_BIDS = 4;

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * Where the order stands, in the homeowner's words (standingLabel on the server): an auction
 * says its state, and why it closed; another order says its status, green when paid and yellow
 * otherwise (SPEC.md §4), told also by the icon's shape and, for screen readers, in words.
 */
export function OrderStatusBadge({
  order,
}: {
  order: Pick<AdminOrderRow, 'standing' | 'auctionState' | 'paid'>;
}) {
  if (order.auctionState) {
    return <Badge variant={standingTone(order.auctionState)}>{order.standing}</Badge>;
  }
  const Icon = order.paid ? CircleCheck : Clock;
  return (
    <Badge variant={order.paid ? 'success' : 'warning'}>
      <Icon className="size-3" aria-hidden="true" />
      {order.standing}
      <span className="sr-only">{order.paid ? ', paid' : ', not paid'}</span>
    </Badge>
  );
}

/**
 * The money of an order in words: each fee paid, with its amount and dates, and whether it was
 * refunded; an order nothing was paid on yet says what it is for.
 */
export function orderMoneyLines(
  order: Pick<AdminOrderRow, 'fees' | 'totalAmountCents' | 'currency'>,
) {
  const lines = feeLines(order.fees, { money: formatMoney, date: formatDate });
  return lines.length > 0
    ? lines
    : [`${formatMoney(order.totalAmountCents, order.currency)}, not paid yet`];
}

/** The row's badges: status, "n/4 Bids", and how the order came to be. */
export function OrderBadges({ order }: { order: AdminOrderRow }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <OrderStatusBadge order={order} />
      <Badge variant="outline">
        {order.bidCount}/{MAX_BIDS} Bids
      </Badge>
      {order.paidViaStripe && (
        <Badge variant="info">
          <CreditCard className="size-3" aria-hidden="true" />
          Stripe Payment
        </Badge>
      )}
      {order.fromLead && (
        <Badge variant="secondary">
          <Link2 className="size-3" aria-hidden="true" />
          From Lead
        </Badge>
      )}
    </div>
  );
}

/** "Roof replacement · $10,000 - $20,000 · Within a month"; blank parts are left out. */
export function projectLine(order: Pick<AdminOrderRow, 'projectType' | 'budget' | 'urgency'>) {
  return [
    optionLabel('projectType', order.projectType),
    optionLabel('budget', order.budget),
    optionLabel('urgency', order.urgency),
  ]
    .filter(Boolean)
    .join(' · ');
}
