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

export function optionLabel(category: DropdownCategory, value: string | null | undefined) {
  if (!value) return '';
  return defaultOptions[category].find((o) => o.value === value)?.label ?? value;
}

/** Defaults of the admin's manual order form (SPEC.md §5). */
export const newOrderDefaults = {
  projectType: 'new-installation',
  urgency: 'within-month',
  budget: '10k-20k',
} as const;

export const leadStatuses = [
  'new',
  'contacted',
  'qualified',
  'proposal_sent',
  'negotiating',
  'won',
  'lost',
  'nurturing',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const orderStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

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

export const reviewProjectTypes = [
  'roof-repair',
  'roof-replacement',
  'roof-inspection',
  'gutter-service',
  'emergency-repair',
  'commercial-roofing',
] as const;

export const staffRoles = ['admin', 'sales', 'contractor'] as const;
export type StaffRole = (typeof staffRoles)[number];
