import { CheckCircle2 } from 'lucide-react';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import { biddingStates } from '#shared/domain/auction.ts';
import { standingTone } from '#shared/domain/order-standing.ts';
import type { CustomerAuctionDetail } from '#shared/schemas/customer-auctions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { orderFeeLines } from '../../../lib/fee-lines.ts';

/**
 * Where the auction stands: its state and each fee in the words My Orders uses for the same
 * order, the dates that matter, and what happens next. `showNextStep` is false when the empty
 * state below already says it (a closed or expired auction without bids).
 */
export function AuctionHeader({
  auction,
  showNextStep = true,
}: {
  auction: CustomerAuctionDetail;
  showNextStep?: boolean;
}) {
  const fees = orderFeeLines(auction.fees);
  const open = biddingStates.includes(auction.state);
  // The award deadline matters only while the owner can still decide.
  const deciding = auction.state === 'decision' || auction.state === 'revealed';
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`auction-${auction.id}`} className="text-xl font-semibold">
          Bids on {auction.orderNumber} ({auction.bidCount}/{MAX_BIDS_PER_ORDER})
        </h2>
        <Badge variant={standingTone(auction.state)} wrap>
          {auction.stateLabel}
        </Badge>
      </div>
      {fees.length > 0 && (
        <ul aria-label="Fees" className="space-y-0.5 text-sm text-muted">
          {fees.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {/* Only while open: four bids close it early, and the timeline says when. */}
        {auction.biddingClosesAt && open && (
          <div>
            <dt className="inline text-muted">Bidding closes: </dt>
            <dd className="inline whitespace-nowrap">{formatDate(auction.biddingClosesAt)}</dd>
          </div>
        )}
        {auction.awardDeadlineAt && deciding && (
          <div>
            <dt className="inline text-muted">Award deadline: </dt>
            <dd className="inline whitespace-nowrap">{formatDate(auction.awardDeadlineAt)}</dd>
          </div>
        )}
      </dl>
      {auction.state === 'refunded' ? (
        <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-green-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Refunded.</strong> {auction.nextStep}
          </span>
        </p>
      ) : (
        showNextStep && (
          <p className="rounded-lg bg-surface p-3">
            <strong>What happens next: </strong>
            {auction.nextStep}
          </p>
        )
      )}
    </header>
  );
}
