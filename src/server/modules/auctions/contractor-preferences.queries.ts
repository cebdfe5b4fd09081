import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  defaultPreferences,
  type ContractorPreferences,
} from '#shared/constants/contractor-preferences.ts';
import type { Db } from '../../db/client.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';

/**
 * The owner's contractor preferences (issue #23 part 2) in SQL. They live on the auction's lead
 * (contact_submissions), read through orders.contact_submission_id; an auction without a lead
 * (an order staff made by hand) has none. A separate rule from canBidSql (service-area.ts):
 * that one is RoofBid's, this one each auction's; preferenceMisses
 * (src/shared/domain/contractor-preferences.ts) is the same rule in code.
 */

/** The preference columns of a lead, selected under these names. */
export const preferenceColumns = {
  bondedRequired: contactSubmissions.bondedRequired,
  minYearsInBusiness: contactSubmissions.minYearsInBusiness,
  minWorkmanshipWarrantyYears: contactSubmissions.minWorkmanshipWarrantyYears,
  verifiedReviewsOnly: contactSubmissions.verifiedReviewsOnly,
};

/**
 * The contractor `contractorId` (an SQL expression: a column of the outer query or a bound id)
 * meets the preferences of the auction in the outer query's "orders" row. The order is named in
 * full, as single-table selects render bare column names. The bid's warranty is not here: it is
 * checked when a bid is placed or changed.
 */
export const meetsPreferencesSql = (contractorId: SQL): SQL => sql`not exists (
  select 1 from contact_submissions p, contractors pc
  where p.id = "orders"."contact_submission_id" and pc.id = ${contractorId}
    and ((p.bonded_required and not pc.bonded)
      or pc.years_in_business < p.min_years_in_business
      or (p.verified_reviews_only and not exists (
        select 1 from contractor_reviews r
        where r.contractor_id = pc.id and r.status = 'approved' and r.verified_at is not null))))`;

/** The preferences of an auction's lead; the defaults (none) without one. */
export async function findPreferences(
  db: Db,
  contactSubmissionId: string | null,
): Promise<ContractorPreferences> {
  if (!contactSubmissionId) return defaultPreferences;
  const [row] = await db
    .select(preferenceColumns)
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, contactSubmissionId));
  return row ?? defaultPreferences;
}

const approvedVerified = and(
  eq(contractorReviews.status, 'approved'),
  isNotNull(contractorReviews.verifiedAt),
);

/** Each contractor's count of approved reviews with a verified job (absent: none). */
export async function verifiedReviewCounts(db: Db, contractorIds: string[]) {
  if (contractorIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ contractorId: contractorReviews.contractorId, count: count() })
    .from(contractorReviews)
    .where(and(approvedVerified, inArray(contractorReviews.contractorId, contractorIds)))
    .groupBy(contractorReviews.contractorId);
  return new Map(rows.map((row) => [row.contractorId!, Number(row.count)]));
}
