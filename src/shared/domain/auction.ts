import { codesOf } from '../constants/labelled-codes.ts';

/**
 * The states in the words every screen uses, for homeowners and staff alike (a closed auction
 * says why through standingLabel in order-standing.ts).
 */
export const auctionStateLabels = {
  published: 'Published',
  bidding: 'Bidding',
  decision: 'Decision due',
  revealed: 'Bidders revealed',
  awarded: 'Awarded',
  expired: 'Expired',
  completed: 'Completed',
  refunded: 'Refunded',
  closed: 'Closed',
};

/**
 * The auction's lifecycle (DECISIONS.md §4). The server is the authority: every change goes
 * through one transition (src/server/modules/auctions/auction-transition.ts) that checks it
 * against this table; the client uses the same table only to decide which buttons to show.
 */
export const auctionStates = codesOf(auctionStateLabels);
export type AuctionState = (typeof auctionStates)[number];

export type AuctionActor = 'customer' | 'contractor' | 'staff' | 'system';

/** Each action: the states it may start from, the state it leads to, and who may take it. */
export const auctionActions = {
  // The first bid arrives (a contractor, or staff typing in a bid taken by phone).
  firstBid: { from: ['published'], to: 'bidding', by: ['contractor', 'staff'] },
  // The bidding window closed with bids in, or the fourth bid arrived.
  closeBidding: { from: ['bidding'], to: 'decision', by: ['system', 'contractor', 'staff'] },
  // No bid is left to decide on: the bidding window closed without one (none came, or every
  // bid was withdrawn), staff closed a bidless auction early, or the last bidder withdrew after
  // bidding closed. The publishing fee is refunded.
  noBids: {
    from: ['published', 'bidding', 'decision'],
    to: 'closed',
    by: ['system', 'staff', 'contractor'],
  },
  reveal: { from: ['decision'], to: 'revealed', by: ['customer'] },
  decline: { from: ['decision', 'revealed'], to: 'closed', by: ['customer'] },
  award: { from: ['revealed'], to: 'awarded', by: ['customer'] },
  complete: { from: ['awarded'], to: 'completed', by: ['customer'] },
  approveCompletion: { from: ['completed'], to: 'refunded', by: ['staff'] },
  expire: { from: ['published', 'bidding', 'decision', 'revealed'], to: 'expired', by: ['system'] },
} as const satisfies Record<
  string,
  { from: readonly AuctionState[]; to: AuctionState; by: readonly AuctionActor[] }
>;
export type AuctionAction = keyof typeof auctionActions;

export function canTake(action: AuctionAction, state: AuctionState | null, actor: AuctionActor) {
  const rule = auctionActions[action];
  return (
    state !== null &&
    (rule.from as readonly AuctionState[]).includes(state) &&
    (rule.by as readonly AuctionActor[]).includes(actor)
  );
}

/** States in which contractors may still place, change or withdraw bids. */
export const biddingStates: readonly AuctionState[] = ['published', 'bidding'];
/** States that end the auction: nothing more happens to it. */
export const finalStates: readonly AuctionState[] = ['refunded', 'closed', 'expired'];

/**
 * What the owner has to do on an auction now, for the portal's auction switcher; null when
 * nothing waits on the owner.
 */
export const ownerAttention: Record<AuctionState, string | null> = {
  published: null,
  bidding: null,
  decision: 'Needs your decision',
  revealed: 'Choose your contractor',
  awarded: 'Send the completion form when the job is done',
  expired: null,
  completed: null,
  refunded: null,
  closed: null,
};

/** An anonymous bidder's name before the reveal: the bid's slot (1-4) as "Bidder A".."D". */
export const bidderLabel = (slot: number) => `Bidder ${String.fromCharCode(64 + slot)}`;

/** What the owner is told happens next, per state. */
export const auctionNextStep: Record<AuctionState, string> = {
  published:
    'Your auction is open to vetted contractors in your area. Bids appear here as they arrive.',
  bidding: 'Contractors are bidding. The window closes on its closing date or after four bids.',
  decision:
    'Bidding is closed. Compare the bids, then reveal the bidders (the reveal fee is refunded when the job is done) or decline them all.',
  revealed: 'Pick the contractor you want before the award deadline.',
  awarded:
    'Your contractor has your contact details. When the job is done, send the completion form to get your reveal fee back.',
  completed: 'We are checking your completion form; your reveal fee is refunded once approved.',
  refunded: 'Job done and your reveal fee has been refunded. Thank you for using RoofBid.',
  closed: 'This auction is closed.',
  expired: 'This auction expired without an award.',
};

/** Admin-editable timing (the settings table, keys `auction.*`); these are the defaults. */
export const defaultAuctionSettings = { biddingWindowDays: 10, awardDeadlineDays: 30 } as const;
export type AuctionSettings = { biddingWindowDays: number; awardDeadlineDays: number };

/** Days before the award deadline on which the owner is reminded. */
export const awardReminderDays = [7, 2] as const;

/** The outcome of a contractor's bid as "My bids" shows it. */
export type BidOutcome =
  'open' | 'in_review' | 'won' | 'not_chosen' | 'closed' | 'expired' | 'withdrawn';
