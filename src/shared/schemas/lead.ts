import * as z from 'zod/mini';
import { phoneDigits } from '../domain/phone.ts';
import { formatPostalCode } from '../domain/postal-code.ts';
import {
  emailAddress,
  isoDate,
  noControlCharacters,
  optionalIsoDate,
  documented,
  optionalText,
  PHONE_DOCS,
  phoneCharacters,
  requiredText,
} from './common.ts';
import { REFERRAL_CODE_PATTERN } from '../domain/referral-code.ts';
import { MAX_SQ_FT, MIN_SQ_FT, roofPitches, sqFtFromText } from '../domain/roof-estimate.ts';
import { strings } from './fields.ts';

const PHONE_MESSAGE = 'Valid phone number is required';
const POSTAL_MESSAGE = 'Valid postal/zip code is required';

const REFERRAL_CODE_MESSAGE = 'Unknown sales rep link';

const optionCode = optionalText(40);

/**
 * An optional size in whole sq ft for the instant estimate: a number, or what the form's field
 * holds ("1,800", "1 800"); blank is not given. Anything else, control characters included, is
 * a field error, never a guess.
 */
const optionalSqFt = (what: string) => {
  const message = `Enter the ${what} in whole sq ft, from ${MIN_SQ_FT} to ${MAX_SQ_FT.toLocaleString('en-CA')}`;
  return z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()], { error: message }))),
    z.pipe(
      z.transform((value: number | string | null | undefined) => {
        if (typeof value !== 'string') return value ?? undefined;
        return sqFtFromText(value);
      }),
      z.optional(
        z
          .number({ error: message })
          .check(
            z.refine(Number.isInteger, message),
            z.gte(MIN_SQ_FT, message),
            z.lte(MAX_SQ_FT, message),
          ),
      ),
    ),
  );
};

const PITCH_MESSAGE = 'Choose a roof pitch from the list';
const optionalPitch = z.pipe(
  z.optional(z.nullable(z.string({ error: PITCH_MESSAGE }))),
  z.pipe(
    z.transform((value: string | null | undefined) => value?.trim() || undefined),
    z.optional(z.enum(roofPitches, { error: PITCH_MESSAGE })),
  ),
);

/**
 * POST /api/contact: the quote request form (SPEC.md §5). The server also checks the options
 * against the dropdown list and ignores `finalPrice`: it computes the price itself.
 */
export const leadInput = z.object({
  name: requiredText('Name is required', 120),
  phone: z.string({ error: PHONE_MESSAGE }).check(
    z.trim(),
    z.minLength(10, PHONE_MESSAGE),
    z.maxLength(30, PHONE_MESSAGE),
    noControlCharacters(),
    phoneCharacters(PHONE_MESSAGE),
    z.refine((value) => {
      const digits = phoneDigits(value).length;
      return digits >= 10 && digits <= 15;
    }, PHONE_MESSAGE),
    z.meta({ ...PHONE_DOCS, description: 'A phone number with 10 to 15 digits' }),
  ),
  email: emailAddress('Valid email is required'),
  address: requiredText('Address is required', 300),
  date: isoDate('Date is required'),
  country: documented(requiredText('Country is required', 80), {
    description: 'One of the countries the form offers',
    examples: ['Canada'],
  }),
  province: documented(requiredText('Province/State is required', 80), {
    description: "A region of the country: a province's or state's code or name",
    examples: ['AB'],
  }),
  postalCode: z.string({ error: POSTAL_MESSAGE }).check(
    z.trim(),
    // "t3h5l2" is stored and shown as "T3H 5L2"; other countries' codes in upper case.
    z.overwrite(formatPostalCode),
    z.minLength(3, POSTAL_MESSAGE),
    z.maxLength(10, 'Postal/zip code must be at most 10 characters'),
    noControlCharacters(),
    z.meta({ examples: ['T2P 1J9'] }),
  ),
  budget: documented(requiredText('Budget is required', 40), {
    description: 'A budget option of GET /api/dropdown-options',
    examples: ['10k-20k'],
  }),
  projectType: optionCode,
  roofMaterial: optionCode,
  propertyType: optionCode,
  roofAge: optionCode,
  urgency: optionCode,
  message: optionalText(2000, { multiline: true }),
  couponCode: optionalText(40),
  finalPrice: documented(requiredText('Price is required', 20), {
    description: 'The price the form showed; the server computes the price itself',
    examples: ['$99.99'],
  }),
  projectCompletionDate: optionalIsoDate(),
  /**
   * The roof's size for the instant estimate (issue #12), all optional and never required to
   * send the form: the roof area as measured, or the house footprint with its pitch.
   */
  roofAreaSqFt: optionalSqFt('roof area'),
  footprintSqFt: optionalSqFt('house footprint'),
  roofPitch: optionalPitch,
  /**
   * The referral code of the sales rep whose QR link brought the visitor (`?ref=`), if any. A
   * malformed code is a 400 field error (the form sends only codes that pass this check, so a
   * homeowner never sees it); a well-formed code of no active rep is stored as no referral.
   */
  referralCode: z.optional(
    z
      .string({ error: REFERRAL_CODE_MESSAGE })
      .check(z.trim(), z.toUpperCase(), z.regex(REFERRAL_CODE_PATTERN, REFERRAL_CODE_MESSAGE)),
  ),
});
export type LeadInput = z.input<typeof leadInput>;
export type LeadData = z.output<typeof leadInput>;

export const leadCreatedResponse = z.object({
  ...strings('id', 'finalPrice'),
  finalPriceCents: z.number(),
  /** The 5% GST included in the price (prices are tax-included). */
  gstCents: z.number(),
  currency: z.string(),
});
export type LeadCreatedResponse = z.infer<typeof leadCreatedResponse>;

/** GET /api/dropdown-options: the active options of the quote form, by category. */
export const dropdownOptionsResponse = z.object({
  data: z.array(
    z.object({ category: z.string(), value: z.string(), label: z.string(), sortOrder: z.number() }),
  ),
});
export type DropdownOptionsResponse = z.infer<typeof dropdownOptionsResponse>;
export type DropdownOption = DropdownOptionsResponse['data'][number];
