import { preferenceMisses, type BidFacts } from '#shared/domain/contractor-preferences.ts';
import type { Db } from '../../db/client.ts';
import type { contractors } from '../../db/schema/contractors.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { findPreferences, verifiedReviewCounts } from './contractor-preferences.queries.ts';

type Contractor = Pick<
  typeof contractors.$inferSelect,
  'id' | 'companyName' | 'bonded' | 'yearsInBusiness'
>;

/** The bid's side of the preferences, from its columns (a warranty left blank is none). */
export const bidFacts = (bid: { workmanshipWarrantyYears?: number | null }): BidFacts => ({
  workmanshipWarrantyYears: bid.workmanshipWarrantyYears ?? null,
});

/**
 * Refuses a bid that does not meet the auction owner's preferences (issue #23 part 2), naming
 * each reason: 403 when the company itself does not (bonded, years in business, verified
 * reviews), 400 with a field error when only the bid's workmanship warranty is too short, so
 * the form shows it beside that field. Staff taking a phone bid read the company's name first.
 * Separate from biddingBlock (service-area.ts), which is RoofBid's own rule.
 */
export async function refuseUnmetPreferences(
  tx: Db,
  order: { contactSubmissionId: string | null },
  contractor: Contractor,
  bid: BidFacts,
  byStaff: boolean,
) {
  const prefs = await findPreferences(tx, order.contactSubmissionId);
  const reviews = prefs.verifiedReviewsOnly
    ? await verifiedReviewCounts(tx, [contractor.id])
    : new Map<string, number>();
  const misses = preferenceMisses(
    prefs,
    {
      bonded: contractor.bonded,
      yearsInBusiness: contractor.yearsInBusiness,
      verifiedReviewCount: reviews.get(contractor.id) ?? 0,
    },
    bid,
  );
  if (misses.length === 0) return;
  const reasons = misses.map((miss) => miss.reason).join(' ');
  const message = byStaff ? `${contractor.companyName} cannot bid: ${reasons}` : reasons;
  const warranty = misses.find((miss) => miss.key === 'minWorkmanshipWarrantyYears');
  if (warranty && misses.length === 1) {
    throw badRequest(message, { workmanshipWarrantyYears: warranty.reason });
  }
  throw forbidden(message);
}
