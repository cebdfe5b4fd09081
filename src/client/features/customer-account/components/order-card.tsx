import type { CustomerOrder } from '#shared/schemas/customer-account.ts';
import { optionLabel } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { Badge } from '../../../components/ui/badge.tsx';

type OrderData = { projectType?: string; budget?: string; urgency?: string; address?: string };

function parseOrderData(text: string): OrderData {
  try {
    return JSON.parse(text) as OrderData;
  } catch {
    return {};
  }
}

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** An order as a card: number, date, total, status badge, payment method, project details. */
export function OrderCard({ order, selected }: { order: CustomerOrder; selected?: boolean }) {
  const data = parseOrderData(order.orderData);
  const details = [
    optionLabel('projectType', data.projectType),
    data.budget && `Budget ${optionLabel('budget', data.budget)}`,
    data.urgency && optionLabel('urgency', data.urgency),
  ].filter(Boolean);
  return (
    <div
      className={
        selected ? 'rounded-xl border-2 border-brand-500 p-4' : 'rounded-xl border border-line p-4'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{order.orderNumber}</span>
        <Badge variant={order.status === 'completed' ? 'default' : 'secondary'}>
          {statusLabel(order.status)}
        </Badge>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Date</dt>
        <dd>{new Date(order.createdAt).toLocaleDateString()}</dd>
        <dt className="text-muted">Total</dt>
        <dd className="font-semibold">
          {formatMoney(Math.round(Number(order.totalAmount) * 100), order.currency)}
          <span className="block text-xs font-normal text-muted">
            includes {formatMoney(order.gstCents, order.currency)} GST
          </span>
        </dd>
        <dt className="text-muted">Payment</dt>
        <dd>{order.paymentMethod}</dd>
        <dt className="text-muted">Bids</dt>
        <dd>{order.bidCount}/4</dd>
      </dl>
      {details.length > 0 && <p className="mt-2 text-sm text-muted">{details.join(' · ')}</p>}
      {data.address && <p className="text-sm text-muted">{data.address}</p>}
    </div>
  );
}
