import { useState } from 'react';
import type { ComparedBid } from '#shared/schemas/customer-auctions.ts';
import { BidderProfileDialog } from './bidder-profile-dialog.tsx';
import { ComparedBidCard } from './compared-bid-card.tsx';
import { ComparisonTable } from './comparison-table.tsx';

/**
 * The bids compared: a table with one column per bid from a tablet up, stacked cards on a phone.
 * Both are rendered and CSS shows one, so the layout follows the width without a flash; the
 * hidden one (display: none) is out of the accessibility tree. Before the reveal each bidder is
 * "Bidder A".."D"; after it, the company with its licence and contacts, and its name opens the
 * bidder's profile.
 */
export function BidComparison({
  orderId,
  ...rest
}: {
  orderId: string;
  bids: ComparedBid[];
  currency: string;
  revealed: boolean;
  canAward: boolean;
  onAward: (bid: ComparedBid) => void;
}) {
  const [profileOf, setProfileOf] = useState<ComparedBid | null>(null);
  const props = { ...rest, onProfile: setProfileOf };
  const { bids, ...shared } = props;
  return (
    <>
      <div className="hidden md:block">
        <ComparisonTable {...props} />
      </div>
      <ul aria-label="Bids compared" className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:hidden">
        {bids.map((bid) => (
          <li key={bid.id} className="min-w-0">
            <ComparedBidCard bid={bid} {...shared} />
          </li>
        ))}
      </ul>
      <BidderProfileDialog orderId={orderId} bid={profileOf} onClose={() => setProfileOf(null)} />
    </>
  );
}
