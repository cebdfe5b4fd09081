import type { AuctionState } from '#shared/domain/auction.ts';

/**
 * What the demo auctions are (demo-auctions.ts seeds them): the demo homeowner, the bidders, one
 * auction per state with its timeline, and the bids each bidder makes.
 */

/** The demo homeowner who owns the demo auctions (printed at start in demo mode). */
export const demoHomeowner = {
  email: 'homeowner@demo.roofbid.ca',
  password: 'demo-homeowner-roofbid',
  firstName: 'Hannah',
  lastName: 'Homeowner',
} as const;

/** The demo contractors who bid (their records: demo-contractors.ts). */
export const demoBidders = [
  'Prairie Peak Roofing',
  'Slate & Cedar Roofing',
  'Bow Valley Exteriors',
] as const;

export type DemoAuctionEvent = {
  kind: string;
  from?: AuctionState;
  to?: AuctionState;
  actor: 'system' | 'staff' | 'customer';
  day: number;
};

/** Each step of an auction's life as its timeline records it: the move and who made it. */
const steps = {
  published: { to: 'published', actor: 'system' },
  firstBid: { from: 'published', to: 'bidding', actor: 'staff' },
  bid_placed: { actor: 'staff' },
  closeBidding: { from: 'bidding', to: 'decision', actor: 'system' },
  reveal: { from: 'decision', to: 'revealed', actor: 'customer' },
  award: { from: 'revealed', to: 'awarded', actor: 'customer' },
  complete: { from: 'awarded', to: 'completed', actor: 'customer' },
  approveCompletion: { from: 'completed', to: 'refunded', actor: 'staff' },
  noBids: { from: 'published', to: 'closed', actor: 'system' },
  expire: { from: 'decision', to: 'expired', actor: 'system' },
} as const satisfies Record<string, Omit<DemoAuctionEvent, 'kind' | 'day'>>;

/** An auction's timeline from the day of each step it took, in the order written. */
const timeline = (days: Partial<Record<keyof typeof steps, number>>): DemoAuctionEvent[] =>
  Object.entries(days).map(([kind, day]) => ({
    kind,
    ...steps[kind as keyof typeof steps],
    day: day!,
  }));

/**
 * One demo auction per state. Days are relative to `now` (negative: in the past), chosen so the
 * deadline job leaves every one where it is: open auctions have their bidding window and award
 * deadline ahead, and the finished ones are final. The window and the deadline themselves come
 * from the day of publishing and the default auction settings (auctionDates), as for a real one.
 */
export const demoAuctionPlan: {
  state: AuctionState;
  published: number;
  city: string;
  postal: string;
  bids: number;
  reveal?: 'paid' | 'refunded';
  publishingFee?: 'refunded';
  invoice?: boolean;
  events: DemoAuctionEvent[];
}[] = [
  {
    state: 'published',
    published: -1,
    city: 'Calgary',
    postal: 'T2P1J9',
    bids: 0,
    events: timeline({ published: -1 }),
  },
  {
    state: 'bidding',
    published: -4,
    city: 'Airdrie',
    postal: 'T4B2A3',
    bids: 2,
    events: timeline({ published: -4, firstBid: -3, bid_placed: -2 }),
  },
  {
    state: 'decision',
    published: -11,
    city: 'Calgary',
    postal: 'T3A0B1',
    bids: 3,
    events: timeline({ published: -11, firstBid: -10, closeBidding: -1 }),
  },
  {
    state: 'revealed',
    published: -13,
    city: 'Cochrane',
    postal: 'T4C1A1',
    bids: 3,
    reveal: 'paid',
    events: timeline({ published: -13, firstBid: -12, closeBidding: -3, reveal: -2 }),
  },
  {
    state: 'awarded',
    published: -18,
    city: 'Okotoks',
    postal: 'T1S1A1',
    bids: 3,
    reveal: 'paid',
    events: timeline({ published: -18, firstBid: -17, closeBidding: -8, reveal: -7, award: -6 }),
  },
  {
    state: 'completed',
    published: -40,
    city: 'Calgary',
    postal: 'T2T0A1',
    bids: 2,
    reveal: 'paid',
    invoice: true,
    events: timeline({
      published: -40,
      firstBid: -39,
      closeBidding: -30,
      reveal: -29,
      award: -28,
      complete: -2,
    }),
  },
  {
    state: 'refunded',
    published: -70,
    city: 'Canmore',
    postal: 'T1W1A1',
    bids: 3,
    reveal: 'refunded',
    invoice: true,
    events: timeline({
      published: -70,
      firstBid: -69,
      closeBidding: -60,
      reveal: -59,
      award: -58,
      complete: -20,
      approveCompletion: -18,
    }),
  },
  {
    state: 'closed',
    published: -16,
    city: 'Chestermere',
    postal: 'T1X1A1',
    bids: 0,
    publishingFee: 'refunded',
    events: timeline({ published: -16, noBids: -6 }),
  },
  {
    state: 'expired',
    published: -35,
    city: 'Calgary',
    postal: 'T2E0A1',
    bids: 2,
    events: timeline({ published: -35, firstBid: -34, closeBidding: -25, expire: -5 }),
  },
];

/**
 * What each bidder offers, in bidder order (the first bidder's bid is the one awarded). An
 * auction's bids cost a little more the later it comes in the plan (`step` per auction).
 */
export const demoBidOffers = {
  step: 10_000,
  bids: [
    {
      starRating: '4.9',
      yearsInBusiness: 18,
      insuredAmountCents: 200_000_000,
      bonded: true,
      bidAmountCents: 1_185_000,
      tearOffLayers: 1,
      ventilation: 'Ridge vent',
      materialLine: 'GAF Timberline HDZ',
      workmanshipWarrantyYears: 10,
      manufacturerWarrantyYears: 50,
      durationDays: 2,
    },
    {
      starRating: '4.7',
      yearsInBusiness: 11,
      insuredAmountCents: 500_000_000,
      bonded: false,
      bidAmountCents: 1_249_000,
      tearOffLayers: 2,
      ventilation: 'Box vents',
      materialLine: 'IKO Dynasty',
      workmanshipWarrantyYears: 5,
      manufacturerWarrantyYears: 25,
      durationDays: 3,
    },
    {
      starRating: '4.8',
      yearsInBusiness: 24,
      insuredAmountCents: 200_000_000,
      bonded: true,
      bidAmountCents: 1_120_000,
      tearOffLayers: 1,
      ventilation: 'Ridge vent',
      materialLine: 'CertainTeed Landmark',
      workmanshipWarrantyYears: 15,
      manufacturerWarrantyYears: 50,
      durationDays: 2,
    },
  ],
  description:
    'Full tear-off to the deck, synthetic underlayment with ice and water shield at eaves and valleys, architectural shingles, new ridge vents.',
  underlayment: 'Synthetic, ice and water shield at eaves and valleys',
} as const;
