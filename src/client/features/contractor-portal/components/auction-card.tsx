import { useState, type ReactNode } from 'react';
import { formatDollars } from '#shared/domain/money.ts';
import type { ContractorAuction } from '#shared/schemas/contractor-bids.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AuctionFacts } from './auction-facts.tsx';
import { BidDialog } from './bid-dialog.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** A section the route adds under an auction's facts (the Questions, from its own feature). */
export type AuctionSlot = (auction: ContractorAuction) => ReactNode;

/**
 * One auction: the roof, my bid if I placed one, and what I may do. `canBid` is false for a
 * contractor who is suspended or whose licence or insurance lapsed (the banner says why).
 */
export function AuctionCard({
  auction,
  canBid,
  changeable = auction.open,
  inList = false,
  children,
  slot,
}: {
  auction: ContractorAuction;
  canBid: boolean;
  /** Whether my bid may still be changed or withdrawn (until the reveal). */
  changeable?: boolean;
  /** Opened from a row of the open auctions list, which shows its heading already. */
  inList?: boolean;
  children?: ReactNode;
  slot?: AuctionSlot;
}) {
  const [bidding, setBidding] = useState(false);
  const mine = auction.myBid;
  const heading = `${auction.projectType}${auction.city ? ` in ${auction.city}` : ''}`;
  return (
    <article
      aria-label={`${auction.orderNumber}: ${heading}`}
      className={
        inList
          ? 'space-y-4'
          : 'space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5'
      }
    >
      {!inList && (
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold break-words">{heading}</h3>
            <p className="text-sm text-muted">{auction.orderNumber}</p>
          </div>
          {mine && <Badge variant="info">You bid {formatDollars(mine.amountCents)}</Badge>}
        </header>
      )}
      <AuctionFacts auction={auction} />
      {children}
      {slot?.(auction)}
      <div className="flex flex-wrap gap-3">
        {!mine && auction.open && (
          <Button disabled={!canBid} onClick={() => setBidding(true)}>
            Place a bid
          </Button>
        )}
        {mine && changeable && (
          <>
            <Button variant="secondary" disabled={!canBid} onClick={() => setBidding(true)}>
              Change bid
            </Button>
            <WithdrawButton bidId={mine.id} orderNumber={auction.orderNumber} />
          </>
        )}
      </div>
      {bidding && <BidDialog auction={auction} open={bidding} onOpenChange={setBidding} />}
    </article>
  );
}
