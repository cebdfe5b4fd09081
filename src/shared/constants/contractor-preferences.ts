/**
 * The owner's contractor preferences (issue #23 part 2): every label and sentence they are shown
 * with, in one place, so the quote form, the contractor's card, the owner's comparison, the admin
 * screens, the CSV export and the server's refusals all say the same thing.
 */

/** The preferences the owner chooses, in the order they are shown. */
export const preferenceKeys = [
  'bondedRequired',
  'minYearsInBusiness',
  'minWorkmanshipWarrantyYears',
  'verifiedReviewsOnly',
] as const;
export type PreferenceKey = (typeof preferenceKeys)[number];

export const MAX_MIN_YEARS_IN_BUSINESS = 50;
export const MAX_MIN_WARRANTY_YEARS = 25;

export const PREFERENCES_TITLE = 'What matters to you in a contractor';
export const PREFERENCES_INTRO =
  'Optional: only contractors who meet what you choose here are told about your roof and may bid. The fewer you choose, the more bids you are likely to get.';

/** Licence and insurance: not a choice, shown so the owner knows they are always checked. */
export const alwaysRequired = [
  { key: 'licence', label: 'Valid contractor licence' },
  { key: 'insurance', label: 'Liability insurance' },
] as const;
export const ALWAYS_REQUIRED_NOTE =
  'Always required: RoofBid lets a contractor bid only while its licence and insurance are valid.';

/** The form's and the admin screens' label for each preference. */
export const preferenceLabels: Record<PreferenceKey, string> = {
  bondedRequired: 'Bonded contractors only',
  minYearsInBusiness: 'Minimum years in business',
  minWorkmanshipWarrantyYears: 'Minimum workmanship warranty',
  verifiedReviewsOnly: 'Only contractors with verified reviews',
};

/** A line of help under each preference on the quote form. */
export const preferenceHelp: Record<PreferenceKey, string> = {
  bondedRequired: 'A bond pays you back if the contractor does not finish the job.',
  minYearsInBusiness: 'From the contractor record RoofBid keeps.',
  minWorkmanshipWarrantyYears: 'Each bid states the years its workmanship is guaranteed.',
  verifiedReviewsOnly:
    'At least one approved review from a homeowner whose job RoofBid has verified.',
};

/** The choices the quote form offers for the two minimums (any whole number in range is valid). */
export const minYearsChoices = [1, 2, 3, 5, 10, 15, 20] as const;
export const minWarrantyChoices = [1, 2, 5, 10, 15, 20, 25] as const;
export const NO_MINIMUM = 'No minimum';

export const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/** The preferences as stored (and as every answer carries them). */
export type ContractorPreferences = {
  bondedRequired: boolean;
  minYearsInBusiness: number | null;
  minWorkmanshipWarrantyYears: number | null;
  verifiedReviewsOnly: boolean;
};

export const defaultPreferences: ContractorPreferences = {
  bondedRequired: false,
  minYearsInBusiness: null,
  minWorkmanshipWarrantyYears: null,
  verifiedReviewsOnly: false,
};

/** The four preferences of a stored row (a lead has them among its columns). */
export const preferencesOf = (row: ContractorPreferences): ContractorPreferences => ({
  bondedRequired: row.bondedRequired,
  minYearsInBusiness: row.minYearsInBusiness,
  minWorkmanshipWarrantyYears: row.minWorkmanshipWarrantyYears,
  verifiedReviewsOnly: row.verifiedReviewsOnly,
});

/** Whether the owner chose this preference (a default is no preference). */
export const isChosen = (prefs: ContractorPreferences, key: PreferenceKey) =>
  key === 'bondedRequired' || key === 'verifiedReviewsOnly' ? prefs[key] : prefs[key] !== null;

/** What the owner asks for, as a short phrase: "Bonded", "At least 5 years in business". */
export function preferenceText(prefs: ContractorPreferences, key: PreferenceKey): string {
  switch (key) {
    case 'bondedRequired':
      return prefs.bondedRequired ? 'Bonded' : 'Bonding not required';
    case 'minYearsInBusiness':
      return prefs.minYearsInBusiness === null
        ? 'Any years in business'
        : `At least ${yearsText(prefs.minYearsInBusiness)} in business`;
    case 'minWorkmanshipWarrantyYears':
      return prefs.minWorkmanshipWarrantyYears === null
        ? 'Any workmanship warranty'
        : `Workmanship warranty of at least ${yearsText(prefs.minWorkmanshipWarrantyYears)}`;
    case 'verifiedReviewsOnly':
      return prefs.verifiedReviewsOnly ? 'Has verified reviews' : 'Verified reviews not required';
  }
}

/** The preferences the owner chose, as phrases: what the contractor's card lists. */
export const chosenPreferenceTexts = (prefs: ContractorPreferences) =>
  preferenceKeys.filter((key) => isChosen(prefs, key)).map((key) => preferenceText(prefs, key));

/** One cell of the leads CSV per preference: the phrase, or blank when not chosen. */
export const preferenceCsvHeader = preferenceKeys.map((key) => preferenceLabels[key]);
export const preferenceCsvValues = (prefs: ContractorPreferences) =>
  preferenceKeys.map((key) => (isChosen(prefs, key) ? preferenceText(prefs, key) : ''));

/**
 * Why a contractor or its bid does not meet a preference, in the contractor's own words (a
 * refused bid); `unknown` when RoofBid has no figure to check it against.
 */
export function missText(prefs: ContractorPreferences, key: PreferenceKey, unknown: boolean) {
  const wanted = preferenceText(prefs, key);
  switch (key) {
    case 'bondedRequired':
      return "The homeowner asks for a bonded contractor; your company is not bonded on RoofBid's record.";
    case 'minYearsInBusiness':
      return unknown
        ? `The homeowner asks for ${wanted.toLowerCase()}; RoofBid has no years in business on record for your company.`
        : `The homeowner asks for ${wanted.toLowerCase()}; your company's record has fewer.`;
    case 'minWorkmanshipWarrantyYears':
      return unknown
        ? `The homeowner asks for a ${wanted.toLowerCase()}; give the workmanship warranty years.`
        : `The homeowner asks for a ${wanted.toLowerCase()}; your bid offers less.`;
    case 'verifiedReviewsOnly':
      return 'The homeowner asks for contractors with verified reviews; your company has no approved verified review yet.';
  }
}

export const preferenceStatuses = ['met', 'not_met', 'unknown'] as const;

/** How the owner's comparison marks a bid against one preference. */
export const preferenceStatusLabels = {
  met: 'Meets',
  not_met: 'Does not meet',
  unknown: 'Not known',
} as const;
