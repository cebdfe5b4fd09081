import * as z from 'zod/mini';
import {
  MAX_MIN_WARRANTY_YEARS,
  MAX_MIN_YEARS_IN_BUSINESS,
} from '../constants/contractor-preferences.ts';

/**
 * The owner's contractor preferences (issue #23 part 2) as the quote request sends them: each
 * optional, with the defaults of no preference. A switch is true or false (the form's "true" /
 * "false" / "" too); a minimum is a whole number of years in range, or none (null or blank).
 * Licence and insurance are not here: they are always required (contractor-eligibility.ts).
 */
const FLAG_MESSAGE = 'Choose yes or no';

const flag = () =>
  z.pipe(
    z.optional(
      z.nullable(z.union([z.boolean(), z.enum(['true', 'false', ''])], { error: FLAG_MESSAGE })),
    ),
    z.transform(
      (value: boolean | '' | 'true' | 'false' | null | undefined) =>
        value === true || value === 'true',
    ),
  );

const minimumYears = (max: number) => {
  const message = `Choose no minimum or a whole number of years from 0 to ${max}`;
  return z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()], { error: message }))),
    z.pipe(
      z.transform((value: number | string | null | undefined) => {
        if (typeof value !== 'string') return value ?? null;
        const text = value.trim();
        if (text === '') return null;
        return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
      }),
      z.nullable(
        z
          .number({ error: message })
          .check(z.refine(Number.isInteger, message), z.gte(0, message), z.lte(max, message)),
      ),
    ),
  );
};

/** The fields, spread into the quote request (leadInput) so each error sits by its field. */
export const contractorPreferenceFields = {
  bondedRequired: flag(),
  minYearsInBusiness: minimumYears(MAX_MIN_YEARS_IN_BUSINESS),
  minWorkmanshipWarrantyYears: minimumYears(MAX_MIN_WARRANTY_YEARS),
  verifiedReviewsOnly: flag(),
};

export const contractorPreferencesInput = z.object(contractorPreferenceFields);
export type ContractorPreferencesInput = z.input<typeof contractorPreferencesInput>;

/** The preferences as every answer carries them (the stored values). */
export const contractorPreferences = z.object({
  bondedRequired: z.boolean(),
  minYearsInBusiness: z.nullable(z.number()),
  minWorkmanshipWarrantyYears: z.nullable(z.number()),
  verifiedReviewsOnly: z.boolean(),
});
