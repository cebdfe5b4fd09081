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
    events: [{ kind: 'published', to: 'published', actor: 'system', day: -1 }],
  },
  {
    state: 'bidding',
    published: -4,
    city: 'Airdrie',
    postal: 'T4B2A3',
    bids: 2,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -4 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -3 },
      { kind: 'bid_placed', actor: 'staff', day: -2 },
    ],
  },
  {
    state: 'decision',
    published: -11,
    city: 'Calgary',
    postal: 'T3A0B1',
    bids: 3,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -11 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -10 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -1 },
    ],
  },
  {
    state: 'revealed',
    published: -13,
    city: 'Cochrane',
    postal: 'T4C1A1',
    bids: 3,
    reveal: 'paid',
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -13 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -12 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -3 },
      { kind: 'reveal', from: 'decision', to: 'revealed', actor: 'customer', day: -2 },
    ],
  },
  {
    state: 'awarded',
    published: -18,
    city: 'Okotoks',
    postal: 'T1S1A1',
    bids: 3,
    reveal: 'paid',
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -18 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -17 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -8 },
      { kind: 'reveal', from: 'decision', to: 'revealed', actor: 'customer', day: -7 },
      { kind: 'award', from: 'revealed', to: 'awarded', actor: 'customer', day: -6 },
    ],
  },
  {
    state: 'completed',
    published: -40,
    city: 'Calgary',
    postal: 'T2T0A1',
    bids: 2,
    reveal: 'paid',
    invoice: true,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -40 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -39 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -30 },
      { kind: 'reveal', from: 'decision', to: 'revealed', actor: 'customer', day: -29 },
      { kind: 'award', from: 'revealed', to: 'awarded', actor: 'customer', day: -28 },
      { kind: 'complete', from: 'awarded', to: 'completed', actor: 'customer', day: -2 },
    ],
  },
  {
    state: 'refunded',
    published: -70,
    city: 'Canmore',
    postal: 'T1W1A1',
    bids: 3,
    reveal: 'refunded',
    invoice: true,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -70 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -69 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -60 },
      { kind: 'reveal', from: 'decision', to: 'revealed', actor: 'customer', day: -59 },
      { kind: 'award', from: 'revealed', to: 'awarded', actor: 'customer', day: -58 },
      { kind: 'complete', from: 'awarded', to: 'completed', actor: 'customer', day: -20 },
      { kind: 'approveCompletion', from: 'completed', to: 'refunded', actor: 'staff', day: -18 },
    ],
  },
  {
    state: 'closed',
    published: -16,
    city: 'Chestermere',
    postal: 'T1X1A1',
    bids: 0,
    publishingFee: 'refunded',
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -16 },
      { kind: 'noBids', from: 'published', to: 'closed', actor: 'system', day: -6 },
    ],
  },
  {
    state: 'expired',
    published: -35,
    city: 'Calgary',
    postal: 'T2E0A1',
    bids: 2,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -35 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -34 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -25 },
      { kind: 'expire', from: 'decision', to: 'expired', actor: 'system', day: -5 },
    ],
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
