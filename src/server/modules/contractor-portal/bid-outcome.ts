import type { AuctionState, BidOutcome } from '#shared/domain/auction.ts';

/** States in which a contractor may still change or withdraw a bid: until the reveal. */
export const changeableStates: readonly AuctionState[] = ['published', 'bidding', 'decision'];

/** States after an award: one bid won, the others were not chosen. */
const afterAward: readonly AuctionState[] = ['awarded', 'completed', 'refunded'];

/**
 * What "My bids" says about one bid, from its auction's state: the one rule, used for every
 * row. `bidId` is null for a bid the contractor withdrew.
 */
export function bidOutcome(
  auction: { state: AuctionState | null; awardedBidId: string | null },
  bidId: string | null,
): BidOutcome {
  if (bidId === null) return 'withdrawn';
  const state = auction.state;
  if (state === 'published' || state === 'bidding') return 'open';
  if (state === 'decision' || state === 'revealed') return 'in_review';
  if (state && afterAward.includes(state))
    return auction.awardedBidId === bidId ? 'won' : 'not_chosen';
  if (state === 'expired') return 'expired';
  return 'closed';
}

/** Whether the owner's contact details go to this bid's contractor: the winner, after award. */
export const seesOwner = (outcome: BidOutcome) => outcome === 'won';
