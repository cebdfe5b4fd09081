import {
  isChosen,
  missText,
  preferenceKeys,
  type preferenceStatuses,
  type ContractorPreferences,
  type PreferenceKey,
} from '../constants/contractor-preferences.ts';

/**
 * Whether a contractor (and its bid) meets the owner's preferences (issue #23 part 2). The
 * server's SQL twin for the contractor's own facts is meetsPreferencesSql
 * (src/server/modules/auctions/contractor-preferences.queries.ts); the bid's workmanship warranty
 * is checked here only, when a bid is placed or changed. Separate from eligibilityBlock
 * (contractor-eligibility.ts): that rule is RoofBid's, this one is each auction's.
 */

/** What RoofBid knows of the contractor; null where it has no figure (a bid typed by staff). */
export type ContractorFacts = {
  bonded: boolean | null;
  yearsInBusiness: number | null;
  /** Approved reviews with a verified job. */
  verifiedReviewCount: number | null;
};

export type BidFacts = { workmanshipWarrantyYears: number | null };

export type PreferenceStatus = (typeof preferenceStatuses)[number];
export type PreferenceCheck = { key: PreferenceKey; status: PreferenceStatus };
export type PreferenceMiss = { key: PreferenceKey; reason: string };

const atLeast = (value: number | null, minimum: number): PreferenceStatus =>
  value === null ? 'unknown' : value >= minimum ? 'met' : 'not_met';

function statusOf(
  prefs: ContractorPreferences,
  key: PreferenceKey,
  facts: ContractorFacts,
  bid: BidFacts | undefined,
): PreferenceStatus | undefined {
  switch (key) {
    case 'bondedRequired':
      return facts.bonded === null ? 'unknown' : facts.bonded ? 'met' : 'not_met';
    case 'minYearsInBusiness':
      return atLeast(facts.yearsInBusiness, prefs.minYearsInBusiness!);
    case 'minWorkmanshipWarrantyYears':
      // Before a bid there is nothing to check: the contractor may still offer enough.
      return bid && atLeast(bid.workmanshipWarrantyYears, prefs.minWorkmanshipWarrantyYears!);
    case 'verifiedReviewsOnly':
      return facts.verifiedReviewCount === null
        ? 'unknown'
        : facts.verifiedReviewCount > 0
          ? 'met'
          : 'not_met';
  }
}

/**
 * Each preference the owner chose, met or not (or not known) by this contractor and bid: what
 * the owner's comparison shows. Without a bid, the warranty preference is left out.
 */
export function preferenceChecks(
  prefs: ContractorPreferences,
  facts: ContractorFacts,
  bid?: BidFacts,
): PreferenceCheck[] {
  return preferenceKeys.flatMap((key) => {
    if (!isChosen(prefs, key)) return [];
    const status = statusOf(prefs, key, facts, bid);
    return status ? [{ key, status }] : [];
  });
}

/**
 * Why this contractor (and bid) may not bid on the auction, one reason per preference not met;
 * empty when it may. A preference RoofBid cannot check (no figure) counts as not met: the owner
 * asked for it, so it must be shown.
 */
export function preferenceMisses(
  prefs: ContractorPreferences,
  facts: ContractorFacts,
  bid?: BidFacts,
): PreferenceMiss[] {
  return preferenceChecks(prefs, facts, bid).flatMap(({ key, status }) =>
    status === 'met' ? [] : [{ key, reason: missText(prefs, key, status === 'unknown') }],
  );
}
