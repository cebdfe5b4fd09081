import { dateInWords } from './date-words.ts';

export type VerificationDates = {
  /** The day staff verified the licence (YYYY-MM-DD or an ISO instant); null: not verified. */
  licenceVerifiedOn: string | null;
  /** The last day the verified insurance covers (YYYY-MM-DD); null: not verified. */
  insuranceVerifiedUntil: string | null;
};

/**
 * The one sentence every screen uses to say what RoofBid checked about a contractor (issue #23):
 * "Licence verified on DATE, insurance verified until DATE". Whatever was not checked is left
 * out; nothing checked reads "Not verified". The dates are fed by the caller, so the source of
 * truth (today the vetting date and the insurance expiry, later approved documents) can change
 * without any screen changing.
 */
export function verificationLine({ licenceVerifiedOn, insuranceVerifiedUntil }: VerificationDates) {
  const licence = licenceVerifiedOn && `Licence verified on ${dateInWords(licenceVerifiedOn)}`;
  const insurance =
    insuranceVerifiedUntil && `insurance verified until ${dateInWords(insuranceVerifiedUntil)}`;
  if (licence && insurance) return `${licence}, ${insurance}`;
  if (licence) return licence;
  if (insurance) return `I${insurance.slice(1)}`;
  return 'Not verified';
}
