import { MIN_BIDS_FOR_FIGURE } from '#shared/domain/contractor-figures.ts';
import { verificationLine } from '#shared/domain/verification-line.ts';
import type { ContractorDirectory, ContractorProfile } from '#shared/schemas/contractor-profile.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { isRevealed, ownAuctionOr404 } from '../customer-auctions/customer-auctions.service.ts';
import {
  awardCounts,
  completedJobCount,
  findBidOnAuction,
  responseTimes,
  vettedContractorNames,
  verifiedRating,
} from './contractor-profiles.queries.ts';

export const PROFILE_BEFORE_REVEAL =
  "Bidders' profiles open once you have revealed the bidders: reveal them to see who they are.";

/**
 * GET /api/customer/auctions/{id}/bids/{bidId}/profile: one bidder's profile for the auction's
 * owner, after the reveal only (before it the owner compares anonymous bids, DECISIONS.md §4).
 * Someone else's auction answers the same 404 as a missing one.
 */
export async function bidderProfile(
  db: Db,
  customerId: string,
  orderId: string,
  bidId: string,
): Promise<ContractorProfile> {
  const order = await ownAuctionOr404(db, customerId, orderId);
  if (!isRevealed(order.auctionState)) throw conflict(PROFILE_BEFORE_REVEAL);
  const found = await findBidOnAuction(db, order.id, bidId);
  if (!found) throw notFound('Bid not found');
  const { contractor } = found;
  if (!contractor) {
    throw notFound('RoofBid staff took this bid by phone: the bidder has no RoofBid profile.');
  }
  const [completedJobs, rating, response, awards] = await Promise.all([
    completedJobCount(db, contractor.id),
    verifiedRating(db, contractor.id),
    responseTimes(db, contractor.id),
    awardCounts(db, contractor.id),
  ]);
  return {
    bidId: found.bid.id,
    companyName: contractor.companyName,
    // Until documents are verified one by one (issue #23 part 1), the vetting date stands for
    // the licence check and the recorded expiry for the insurance's.
    verification: verificationLine({
      licenceVerifiedOn: contractor.vettedAt?.toISOString().slice(0, 10) ?? null,
      insuranceVerifiedUntil: contractor.vettedAt ? contractor.insuranceExpiresOn : null,
    }),
    bonded: contractor.bonded,
    yearsInBusiness: contractor.yearsInBusiness,
    serviceArea: contractor.serviceArea,
    completedJobs,
    rating,
    responseTime: {
      medianSeconds:
        response.bids >= MIN_BIDS_FOR_FIGURE && response.median !== null
          ? Math.round(response.median)
          : null,
      bids: response.bids,
    },
    awardRate: {
      rate: awards.decided >= MIN_BIDS_FOR_FIGURE ? awards.awarded / awards.decided : null,
      awarded: awards.awarded,
      decidedBids: awards.decided,
    },
  };
}

/** More than any one market's vetted roofers; the picker is a plain list (the decision doc). */
const DIRECTORY_LIMIT = 2000;

export async function contractorDirectory(db: Db): Promise<ContractorDirectory> {
  return { data: await vettedContractorNames(db, DIRECTORY_LIMIT) };
}
