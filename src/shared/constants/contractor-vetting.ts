/**
 * Contractor applications and their documents (issue #23 part 1,
 * docs/decisions/contractor-vetting.md): the values the database enums, the schemas and the
 * screens share.
 */
export const applicationStatuses = [
  'submitted',
  'documents_requested',
  'approved',
  'rejected',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The documents a contractor sends: a business licence, insurance certificate, WCB letter. */
export const documentKinds = ['licence', 'insurance', 'wcb'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentStatuses = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** How people name each document. */
export const documentKindLabels: Record<DocumentKind, string> = {
  licence: 'Business licence',
  insurance: 'Certificate of insurance',
  wcb: 'WCB clearance letter',
};

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  documents_requested: 'Document requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const documentStatusLabels: Record<DocumentStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Reminders go this many days before a licence or insurance document expires. */
export const expiryReminderDays = [30, 7] as const;
