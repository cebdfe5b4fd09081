import type { CustomerOrder } from '#shared/schemas/customer-account.ts';
import { optionLabel } from '#shared/constants/options.ts';
import { auctionStates, type AuctionState } from '#shared/domain/auction.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { standingTone } from '#shared/domain/order-standing.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { orderFeeLines } from '../../../lib/fee-lines.ts';

type OrderData = { projectType?: string; budget?: string; urgency?: string; address?: string };

function parseOrderData(text: string): OrderData {
  try {
    return JSON.parse(text) as OrderData;
  } catch {
    return {};
  }
}

const auctionStateOf = (state: string | null) =>
  (auctionStates as readonly string[]).includes(state ?? '') ? (state as AuctionState) : null;

/**
 * An order as a card: number, where it stands (the words the portal's auction uses for it),
 * date, total with each fee and its dates, payment method, project details.
 */
export function OrderCard({ order, selected }: { order: CustomerOrder; selected?: boolean }) {
  const data = parseOrderData(order.orderData);
  const details = [
    optionLabel('projectType', data.projectType),
    data.budget && `Budget ${optionLabel('budget', data.budget)}`,
    data.urgency && optionLabel('urgency', data.urgency),
  ].filter(Boolean);
  const fees = orderFeeLines(order.fees);
  return (
    <div
      className={
        selected ? 'rounded-xl border-2 border-brand-500 p-4' : 'rounded-xl border border-line p-4'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{order.orderNumber}</span>
        <Badge variant={standingTone(auctionStateOf(order.auctionState))} wrap>
          {order.standing}
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
        {fees.length > 0 && (
          <>
            <dt className="sr-only">Fees</dt>
            {/* Lines, not a list: the card sits in lists (and a button) of its own. */}
            <dd className="col-span-2 text-muted">
              {fees.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </dd>
          </>
        )}
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
