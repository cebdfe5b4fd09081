import type { AuctionState } from '#shared/domain/auction.ts';

/** The order of the chips: the lifecycle, then the side exits. */
export const chipOrder: AuctionState[] = [
  'published',
  'bidding',
  'decision',
  'revealed',
  'awarded',
  'completed',
  'refunded',
  'closed',
  'expired',
];

export const stateVariant: Record<
  AuctionState,
  'info' | 'warning' | 'success' | 'secondary' | 'danger' | 'outline'
> = {
  published: 'info',
  bidding: 'info',
  decision: 'warning',
  revealed: 'warning',
  awarded: 'success',
  completed: 'warning',
  refunded: 'success',
  closed: 'secondary',
  expired: 'secondary',
};

/** Timeline rows in words. */
export const eventLabels: Record<string, string> = {
  published: 'Published; matching contractors notified',
  firstBid: 'First bid arrived',
  bid_placed: 'Bid placed',
  closeBidding: 'Bidding closed',
  noBids: 'Closed without bids; publishing fee refunded',
  reveal: 'Owner revealed the bidders',
  decline: 'Owner declined every bid',
  award: 'Owner awarded the job',
  complete: 'Owner sent the completion form',
  approveCompletion: 'Staff approved the completion',
  expire: 'Expired at the award deadline',
  award_reminder: 'Award reminder sent',
};

export const actorLabels: Record<string, string> = {
  staff: 'staff or contractor',
  customer: 'owner',
  system: 'automatic',
  anonymous: 'anonymous',
};

export const paymentPurposeLabels = { auction_fee: 'Publishing fee', reveal_fee: 'Reveal fee' };
