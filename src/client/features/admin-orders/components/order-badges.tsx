import { CircleCheck, Clock, CreditCard, Link2 } from 'lucide-react';
import { optionLabel } from '#shared/constants/options.ts';
import type { AdminOrderRow } from '#shared/schemas/admin/orders.ts';
import { Badge } from '../../../components/ui/badge.tsx';

export const MAX_BIDS = 4;

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * SPEC.md §4: green when paid, otherwise yellow. The text is the status; paid or not is also
 * told by the icon's shape and, for screen readers, in words.
 */
export function OrderStatusBadge({ order }: { order: Pick<AdminOrderRow, 'status' | 'paid'> }) {
  const Icon = order.paid ? CircleCheck : Clock;
  return (
    <Badge variant={order.paid ? 'success' : 'warning'}>
      <Icon className="size-3" aria-hidden="true" />
      {statusLabel(order.status)}
      <span className="sr-only">{order.paid ? ', paid' : ', not paid'}</span>
    </Badge>
  );
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
