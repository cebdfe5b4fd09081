/**
 * Who may bid, and so who may be awarded (DECISIONS.md §4, docs/decisions/contractor-vetting.md):
 * an active contractor whose licence and insurance documents staff approved and whose expiry
 * dates have not passed. A missing expiry date counts as lapsed. The server's SQL twin is
 * canBidSql (src/server/modules/auctions/service-area.ts).
 */
export type EligibilityBlock =
  'suspended' | 'documents_unverified' | 'licence_expired' | 'insurance_expired';

export type EligibilityFacts = {
  isActive: boolean;
  licenceExpiresOn: string | null;
  insuranceExpiresOn: string | null;
  /** When staff approved the licence / insurance document; null: none approved. */
  licenceVerifiedAt: Date | string | null;
  insuranceVerifiedAt: Date | string | null;
};

/** Why this contractor may not bid or be awarded on `today` (YYYY-MM-DD), or undefined. */
export function eligibilityBlock(
  contractor: EligibilityFacts,
  today: string,
): EligibilityBlock | undefined {
  if (!contractor.isActive) return 'suspended';
  // A lapsed date is the more precise reason: the renewed document is what the contractor needs.
  if (!contractor.licenceExpiresOn || contractor.licenceExpiresOn < today) return 'licence_expired';
  if (!contractor.insuranceExpiresOn || contractor.insuranceExpiresOn < today)
    return 'insurance_expired';
  if (!contractor.licenceVerifiedAt || !contractor.insuranceVerifiedAt) {
    return 'documents_unverified';
  }
  return undefined;
}

/** What the contractor itself is told (the portal's banner, a refused bid). */
export const blockForContractor: Record<EligibilityBlock, string> = {
  suspended: 'Your company is suspended; contact RoofBid to bid again.',
  documents_unverified:
    'RoofBid has not yet approved your licence and insurance documents; upload them under Documents in this portal to bid.',
  licence_expired:
    'Your licence has expired; upload the renewed licence under Documents in this portal to bid again.',
  insurance_expired:
    'Your insurance has expired; upload the renewed certificate of insurance under Documents in this portal to bid again.',
};

/** What the homeowner is told beside that bidder's bid, and when an award is refused. */
export const blockForOwner: Record<EligibilityBlock, string> = {
  suspended: 'This bidder is suspended from RoofBid and cannot be awarded the job.',
  documents_unverified:
    "This bidder's licence and insurance documents are not verified: it cannot be awarded the job.",
  licence_expired: "This bidder's licence has expired: it cannot be awarded the job.",
  insurance_expired: "This bidder's insurance has expired: it cannot be awarded the job.",
};
