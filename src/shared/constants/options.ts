import { codesOf } from './labelled-codes.ts';

/**
 * The quote form's option sets (SPEC.md §5), unified into one set per field (DECISIONS.md §5).
 * These are the seeded dropdown_options rows; admins may add more. Values SPEC.md lists under
 * other names (the admin forms' variants) are accepted and stored as the canonical value.
 */
export const dropdownCategories = [
  'projectType',
  'roofMaterial',
  'propertyType',
  'roofAge',
  'urgency',
  'budget',
] as const;
export type DropdownCategory = (typeof dropdownCategories)[number];

export type Option = { value: string; label: string };

export const defaultOptions: Record<DropdownCategory, readonly Option[]> = {
  projectType: [
    { value: 'new-installation', label: 'New roof installation' },
    { value: 'replacement', label: 'Roof replacement' },
    { value: 'repair', label: 'Roof repair' },
    { value: 'inspection', label: 'Roof inspection' },
    { value: 'emergency-service', label: 'Emergency service' },
  ],
  roofMaterial: [
    { value: 'asphalt', label: 'Asphalt shingles' },
    { value: 'metal', label: 'Metal' },
    { value: 'tile', label: 'Tile' },
    { value: 'wood', label: 'Wood shakes' },
    { value: 'slate', label: 'Slate' },
    { value: 'rubber', label: 'Rubber (EPDM)' },
    { value: 'not-sure', label: 'Not sure' },
  ],
  propertyType: [
    { value: 'single-family', label: 'Single-family home' },
    { value: 'multi-family', label: 'Multi-family / townhouse / condo' },
    { value: 'commercial', label: 'Commercial' },
    { value: 'industrial', label: 'Industrial' },
  ],
  roofAge: [
    { value: '0-5', label: '0-5 years' },
    { value: '6-10', label: '6-10 years' },
    { value: '11-15', label: '11-15 years' },
    { value: '16-20', label: '16-20 years' },
    { value: '21-plus', label: '21+ years' },
    { value: 'not-sure', label: 'Not sure' },
  ],
  urgency: [
    { value: 'emergency', label: 'Emergency (leak or damage now)' },
    { value: 'within-week', label: 'Within a week' },
    { value: 'within-month', label: 'Within a month' },
    { value: 'planning-ahead', label: 'Planning ahead' },
  ],
  budget: [
    { value: 'under-5k', label: 'Under $5,000' },
    { value: '5k-10k', label: '$5,000 - $10,000' },
    { value: '10k-20k', label: '$10,000 - $20,000' },
    { value: '20k-plus', label: '$20,000+' },
    { value: 'not-sure', label: 'Not sure' },
  ],
};

/** Other spellings SPEC.md shows for the same choice -> the canonical value. */
const aliases: Partial<Record<DropdownCategory, Record<string, string>>> = {
  budget: {
    'under-5000': 'under-5k',
    '5000-10000': '5k-10k',
    '10000-20000': '10k-20k',
    '20000-50000': '20k-plus',
    'over-50000': '20k-plus',
    '20k-50k': '20k-plus',
    '50k-plus': '20k-plus',
  },
  urgency: { flexible: 'planning-ahead', urgent: 'within-week', standard: 'within-month' },
};

export function normalizeOption(category: DropdownCategory, value: string): string {
  const trimmed = value.trim();
  return aliases[category]?.[trimmed] ?? trimmed;
}

/** What screens and e-mails say for a value that was never given (issue #9 item 18). */
export const NOT_GIVEN = 'not given';

/** A code in words when no label is known: "skylight-repair" -> "Skylight repair". */
export function codeInWords(code: string) {
  const words = code.trim().replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A dropdown_options row as the quote form reads it (the admin's labels). */
export type LabelledOption = { category: string; value: string; label: string };

/**
 * A stored option's label ('' when there is none): other spellings are read as their canonical
 * value, and a value admins added since (not in the built-in lists) is put in words, so no
 * screen shows a raw code. With `options` (the dropdown_options rows the quote form offers), the
 * admin's own label wins, so an export and the form say the same.
 */
export function optionLabel(
  category: DropdownCategory,
  value: string | null | undefined,
  options?: readonly LabelledOption[],
) {
  if (!value?.trim()) return '';
  const code = normalizeOption(category, value);
  const own = options?.find((o) => o.category === category && o.value === code)?.label;
  return own ?? defaultOptions[category].find((o) => o.value === code)?.label ?? codeInWords(code);
}

/** optionLabel for a field shown on its own: "not given" when there is no value. */
export const optionText = (
  category: DropdownCategory,
  value: string | null | undefined,
  options?: readonly LabelledOption[],
) => optionLabel(category, value, options) || NOT_GIVEN;

/** A yes-or-no fact in words, for exports and screens ("Converted: No", never blank). */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** "12 years in business", "1 year in business", or "years in business not given". */
export function yearsInBusinessText(years: number | null | undefined) {
  if (years === null || years === undefined) return `years in business ${NOT_GIVEN}`;
  return `${years} ${years === 1 ? 'year' : 'years'} in business`;
}

/** Defaults of the admin's manual order form (SPEC.md §5). */
export const newOrderDefaults = {
  projectType: 'new-installation',
  urgency: 'within-month',
  budget: '10k-20k',
} as const;

/** The lead status in words, wherever staff read it (admin leads, the pipeline's columns). */
export const leadStatusLabels = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal_sent: 'Proposal sent',
  negotiating: 'Negotiating',
  won: 'Won',
  lost: 'Lost',
  nurturing: 'Nurturing',
};
export const leadStatuses = codesOf(leadStatusLabels);
export type LeadStatus = (typeof leadStatuses)[number];

export const orderStatusLabels = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const orderStatuses = codesOf(orderStatusLabels);
export type OrderStatus = (typeof orderStatuses)[number];
/** An order's status in words, from a status read as plain text. */
export const orderStatusText = (status: string) =>
  orderStatusLabels[status as OrderStatus] ?? codeInWords(status);

/**
 * What an abandoned checkout was going to charge (incomplete_payment_leads.selected_tier, as
 * the checkout records it: "standard", "payment offer", "coupon CODE").
 */
export function paymentTierLabel(tier: string | null | undefined) {
  if (!tier?.trim()) return NOT_GIVEN;
  if (tier === 'standard') return 'Standard price';
  if (tier === 'payment offer') return 'Staff payment offer';
  const coupon = /^coupon (.+)$/.exec(tier);
  return coupon ? `Coupon ${coupon[1]}` : codeInWords(tier);
}

export const jobStatusCategories = ['active', 'won', 'lost'] as const;
export type JobStatusCategory = (typeof jobStatusCategories)[number];

/** The colours SPEC.md §4 offers for job statuses. */
export const jobStatusColors = {
  blue: '#3B82F6',
  green: '#22C55E',
  yellow: '#EAB308',
  red: '#EF4444',
  purple: '#A855F7',
  orange: '#F97316',
} as const;

// In a module of their own: /reviews filters by them without loading every option list.
export { reviewProjectTypeLabels, reviewProjectTypes } from './review-project-types.ts';

export const staffRoleLabels = {
  admin: 'Admin',
  sales: 'Sales',
  contractor: 'Contractor',
};
export const staffRoles = codesOf(staffRoleLabels);
export type StaffRole = (typeof staffRoles)[number];
