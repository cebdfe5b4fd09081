import * as z from 'zod/mini';
import { canadianProvinceCodes } from '../../constants/countries.ts';
import { licenceNumberText } from '../../domain/licence-number.ts';
import { formatPhone, phoneDigits } from '../../domain/phone.ts';
import {
  documented,
  emailAddress,
  isoDate,
  noControlCharacters,
  PHONE_DOCS,
  phoneCharacters,
  requiredText,
} from '../common.ts';
import { moneyAmount } from './orders.ts';
import { pageOf, searchPageQuery } from './paging.ts';
import { booleans, strings } from '../fields.ts';

/** Suspended contractors keep their record and users but cannot bid (DECISIONS.md §4). */
export const contractorStatuses = ['active', 'suspended'] as const;
export type ContractorStatus = (typeof contractorStatuses)[number];

/** The list's filter: "flagged" is every contractor who cannot bid today, whatever the reason. */
export const contractorFilters = ['active', 'suspended', 'flagged'] as const;
export type ContractorFilter = (typeof contractorFilters)[number];

const provinceCodes = new Set(Object.values(canadianProvinceCodes));
// Canadian postal codes alternate letter and digit (T2P 1J9); a prefix is 1 to 6 of them.
const postalPrefix = /^[A-Z](?:\d(?:[A-Z](?:\d(?:[A-Z]\d?)?)?)?)?$/;

/** Whether one service-area entry is a province code (AB) or a postal-code prefix (T2P). */
export const isServiceAreaCode = (code: string) =>
  provinceCodes.has(code) || postalPrefix.test(code);

/** "t2p, AB  t3a" -> ["T2P", "AB", "T3A"]: entries split on commas or spaces, upper case, once each. */
export function parseServiceArea(value: string | readonly string[]) {
  const parts = (
    typeof value === 'string' ? value.split(/[\s,;]+/) : value.flatMap((v) => v.split(/[\s,;]+/))
  )
    .map((part) => part.trim().toUpperCase())
    .filter((part) => part !== '');
  return [...new Set(parts)];
}

export const SERVICE_AREA_REQUIRED =
  'Add at least one province code (AB) or postal-code prefix (T2P)';

const serviceArea = z.pipe(
  documented(z.union([z.string(), z.array(z.string())], { error: SERVICE_AREA_REQUIRED }), {
    description:
      'Province codes (AB, BC, ... YT) or postal-code prefixes such as T2P: a list, or text separated by commas',
    examples: ['AB, T2P'],
  }),
  z.pipe(
    z.transform((value: string | string[]) => parseServiceArea(value)),
    z.array(z.string()).check(
      z.minLength(1, SERVICE_AREA_REQUIRED),
      z.maxLength(100, 'List at most 100 areas'),
      z.refine((codes) => codes.every((code) => code.length <= 6 && isServiceAreaCode(code)), {
        message:
          'Use province codes (AB, BC, ... YT) or postal-code prefixes such as T2P, separated by commas',
      }),
    ),
  ),
);

/** POST and PUT /api/admin/contractors: the contractor record staff keep. */
export const contractorInput = z.object({
  companyName: requiredText('Company name is required', 200),
  licenceNumber: z.pipe(
    requiredText('Licence number is required', 60),
    // "Licence AB-123" is stored "AB-123": screens already say "Licence number".
    z.transform((value: string) => licenceNumberText(value).toUpperCase()),
  ),
  licenceExpiresOn: isoDate('Licence expiry date is required'),
  insuredAmount: moneyAmount('Enter the insured amount in dollars, such as 2000000'),
  insuranceExpiresOn: isoDate('Insurance expiry date is required'),
  bonded: z._default(z.boolean('Choose whether the company is bonded'), false),
  yearsInBusiness: z
    .int('Enter the years in business as a whole number')
    .check(z.minimum(0, 'Enter 0 or more years'), z.maximum(200, 'Enter at most 200 years')),
  serviceArea,
  contactName: requiredText('Contact name is required', 200),
  email: emailAddress('Enter a valid contact e-mail address'),
  phone: z.string({ error: 'Phone is required' }).check(
    z.trim(),
    z.minLength(1, 'Phone is required'),
    z.maxLength(30, 'Enter a phone number with at most 30 characters'),
    noControlCharacters(),
    phoneCharacters(),
    z.refine((value) => phoneDigits(value).length >= 10, 'Enter a phone number with 10 digits'),
    z.meta(PHONE_DOCS),
    // Stored as homeowners' are: (403) 555-0100 once it has 10 digits.
    z.overwrite(formatPhone),
  ),
  status: z._default(z.enum(contractorStatuses, 'Choose Active or Suspended'), 'active'),
});
export type ContractorInput = z.input<typeof contractorInput>;

export const contractorListQuery = z.object({
  ...searchPageQuery,
  filter: z.optional(z.enum(contractorFilters)),
});

/** Why a contractor cannot bid today; `canBid` is false when any of them is set. */
export const contractorFlags = z.object({
  ...booleans('licenceExpired', 'insuranceExpired', 'suspended'),
  /** No approved licence or insurance document (docs/decisions/contractor-vetting.md). */
  documentsUnverified: z.boolean(),
  canBid: z.boolean(),
});
export type ContractorFlags = z.infer<typeof contractorFlags>;

/** A user who signs in for the contractor; `invited` until they set their password. */
export const contractorUser = z.object({
  ...strings('id', 'name', 'email'),
  ...booleans('invited', 'isActive'),
});

export const adminContractorRow = z.object({
  ...strings('id', 'companyName', 'licenceNumber'),
  licenceExpiresOn: z.nullable(z.string()),
  insuredAmountCents: z.number(),
  insuranceExpiresOn: z.nullable(z.string()),
  bonded: z.boolean(),
  yearsInBusiness: z.number(),
  serviceArea: z.array(z.string()),
  ...strings('contactName', 'email', 'phone'),
  status: z.enum(contractorStatuses),
  averageRating: z.nullable(z.string()),
  flags: contractorFlags,
  users: z.array(contractorUser),
  createdAt: z.string(),
});
export type AdminContractorRow = z.infer<typeof adminContractorRow>;
export const adminContractorPage = pageOf(adminContractorRow);
