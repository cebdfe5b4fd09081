import { bidderLabel } from './auction.ts';

/**
 * An auction's timeline row in words, for the owner ("You declined all bids") or staff ("The
 * owner declined every bid"): one place for every event kind, so no screen shows a code. A
 * bidder is named only by its letter: the timeline is read before the reveal too.
 */
export type TimelineEvent = {
  kind: string;
  actorType: string;
  details: Record<string, unknown>;
};
export type TimelineAudience = 'owner' | 'staff';

const bidder = (details: Record<string, unknown>) =>
  typeof details.slot === 'number' ? bidderLabel(details.slot) : 'A bidder';

function closed(details: Record<string, unknown>) {
  if (details.reason === 'fourth_bid') return 'Bidding closed: four bids are in';
  if (details.by === 'staff') return 'Bidding closed early by RoofBid staff';
  return 'Bidding closed: the bidding window ended';
}

const noBids: Record<string, string> = {
  staff: 'Closed by RoofBid staff without a bid; publishing fee refunded',
  withdrawn: 'Closed: the last bid was withdrawn; publishing fee refunded',
};

const byOwner: Record<string, [owner: string, staff: string]> = {
  reveal: ['You revealed the bidders', 'The owner revealed the bidders'],
  decline: ['You declined all bids', 'The owner declined every bid'],
  award: ['You awarded the job', 'The owner awarded the job'],
  complete: ['You sent the completion form', 'The owner sent the completion form'],
};

export function auctionEventText(event: TimelineEvent, audience: TimelineAudience): string {
  const { details } = event;
  switch (event.kind) {
    case 'published':
      return audience === 'owner'
        ? 'Auction published; contractors in your area were told'
        : 'Published; matching contractors notified';
    case 'bid_placed':
      return `${bidder(details)} placed a bid${
        audience === 'staff' && details.by === 'staff' ? ' (taken by phone by staff)' : ''
      }`;
    case 'bid_changed':
      return `${bidder(details)} changed its bid`;
    case 'bid_withdrawn':
      return `${bidder(details)} withdrew its bid`;
    case 'firstBid':
      return 'The first bid arrived';
    case 'closeBidding':
      return closed(details);
    case 'noBids':
      return noBids[String(details.cause)] ?? 'Closed without bids; publishing fee refunded';
    case 'approveCompletion':
      return audience === 'owner'
        ? 'Completion approved; reveal fee refunded'
        : 'Staff approved the completion; reveal fee refunded';
    case 'expire':
      return 'Expired at the award deadline without an award';
    case 'award_reminder':
      return typeof details.daysLeft === 'number'
        ? `Award deadline reminder sent (${details.daysLeft} days left)`
        : 'Award deadline reminder sent';
    default: {
      const pair = byOwner[event.kind];
      if (pair) return audience === 'owner' ? pair[0] : pair[1];
      const words = event.kind.replaceAll('_', ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    }
  }
}
