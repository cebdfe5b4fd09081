import { preferenceChecks, type PreferenceCheck } from '#shared/domain/contractor-preferences.ts';
import type { Db } from '../../db/client.ts';
import type { sellerBids } from '../../db/schema/bids.ts';
import type { contractors } from '../../db/schema/contractors.ts';
import {
  findPreferences,
  verifiedReviewCounts,
} from '../auctions/contractor-preferences.queries.ts';

type BidRow = {
  bid: typeof sellerBids.$inferSelect;
  contractor: typeof contractors.$inferSelect | null;
};

/**
 * The owner's preferences for the auction and each bid against them (issue #23 part 2): the
 * comparison marks every preference met, not met or not known. A bid staff typed in without a
 * contractor record is judged on what staff entered; its verified reviews are not known.
 */
export async function bidsAgainstPreferences(
  db: Db,
  order: { contactSubmissionId: string | null },
  rows: BidRow[],
) {
  const preferences = await findPreferences(db, order.contactSubmissionId);
  const reviews = preferences.verifiedReviewsOnly
    ? await verifiedReviewCounts(
        db,
        rows.flatMap((row) => (row.contractor ? [row.contractor.id] : [])),
      )
    : new Map<string, number>();
  const checks = new Map<string, PreferenceCheck[]>();
  for (const { bid, contractor } of rows) {
    const facts = contractor
      ? {
          bonded: contractor.bonded,
          yearsInBusiness: contractor.yearsInBusiness,
          verifiedReviewCount: reviews.get(contractor.id) ?? 0,
        }
      : { bonded: bid.bonded, yearsInBusiness: bid.yearsInBusiness, verifiedReviewCount: null };
    checks.set(
      bid.id,
      preferenceChecks(preferences, facts, {
        workmanshipWarrantyYears: bid.workmanshipWarrantyYears,
      }),
    );
  }
  return { preferences, checks };
}
