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

export const paymentPurposeLabels = { auction_fee: 'Publishing fee', reveal_fee: 'Reveal fee' };
