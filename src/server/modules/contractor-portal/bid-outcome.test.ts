import { describe, expect, it } from 'vitest';
import { auctionStates, type AuctionState } from '#shared/domain/auction.ts';
import { bidOutcome, changeableStates } from './bid-outcome.ts';
import { cityOf } from './contractor-auction.ts';

const expected: Record<AuctionState, [mine: string, other: string]> = {
  published: ['open', 'open'],
  bidding: ['open', 'open'],
  decision: ['in_review', 'in_review'],
  revealed: ['in_review', 'in_review'],
  awarded: ['won', 'not_chosen'],
  completed: ['won', 'not_chosen'],
  refunded: ['won', 'not_chosen'],
  closed: ['closed', 'closed'],
  expired: ['expired', 'expired'],
};

describe('bidOutcome', () => {
  it.each(auctionStates)('in state %s', (state) => {
    const auction = { state, awardedBidId: 'bid-a' };
    expect([bidOutcome(auction, 'bid-a'), bidOutcome(auction, 'bid-b')]).toEqual(expected[state]);
    expect(bidOutcome(auction, null)).toBe('withdrawn');
  });

  it('lets bids change until the reveal', () => {
    expect(changeableStates).toEqual(['published', 'bidding', 'decision']);
  });
});

describe('cityOf', () => {
  it.each([
    ['123 Elbow Dr SW, Calgary', 'Calgary'],
    ['Unit 4, 55 Main St, Red Deer', 'Red Deer'],
    ['123 Elbow Dr SW', null],
    ['123 Elbow Dr SW, Apt 4', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (address, city) => {
    expect(cityOf(address)).toBe(city);
  });
});
