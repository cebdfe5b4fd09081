import { dateInWords } from './date-words.ts';

/** What the vetting line is made of: one contractor row (contractors table) has them all. */
export type VerificationFacts = {
  licenceVerifiedAt: Date | string | null;
  licenceExpiresOn: string | null;
  insuranceVerifiedAt: Date | string | null;
  insuranceExpiresOn: string | null;
};

/**
 * "Licence verified on March 3, 2026, insurance verified until January 1, 2027" (issue #23): when
 * staff approved the licence document, and until when the approved insurance certificate runs.
 * Shown on the owner's comparison and the contractor's profile. Only what was verified and is
 * still valid on `today` (YYYY-MM-DD) is claimed; null when neither is.
 */
export function verificationLine(facts: VerificationFacts, today: string): string | null {
  const licence =
    facts.licenceVerifiedAt && facts.licenceExpiresOn && facts.licenceExpiresOn >= today
      ? `Licence verified on ${dateInWords(facts.licenceVerifiedAt)}`
      : null;
  const insurance =
    facts.insuranceVerifiedAt && facts.insuranceExpiresOn && facts.insuranceExpiresOn >= today
      ? `insurance verified until ${dateInWords(facts.insuranceExpiresOn)}`
      : null;
  if (licence && insurance) return `${licence}, ${insurance}`;
  if (licence) return `${licence}; insurance not verified`;
  if (insurance) return `Licence not verified; ${insurance}`;
  return null;
}
