import * as z from 'zod/mini';
import {
  applicationStatuses,
  documentKinds,
  documentStatuses,
} from '../constants/contractor-vetting.ts';
import { contractorInput } from './admin/contractors.ts';
import { pageOf, pageQuery } from './admin/paging.ts';
import { isoDate, optionalText, requiredText } from './common.ts';

const { companyName, licenceNumber, licenceExpiresOn, insuredAmount, insuranceExpiresOn } =
  contractorInput.shape;
const { serviceArea, contactName, email, phone } = contractorInput.shape;

/**
 * POST /api/contractor-applications: the public form (/contractors/apply), sent as
 * multipart/form-data with its documents, so every field is text. The same checks as the
 * contractor record staff keep (contractorInput): phone stored formatted, e-mail lower-case,
 * service area normalised.
 */
export const applicationInput = z.object({
  companyName,
  contactName,
  phone,
  email,
  serviceArea,
  yearsInBusiness: z.pipe(
    z.string('Enter the years in business as a whole number').check(z.trim()),
    z.pipe(
      z.transform((value: string) => (/^\d{1,3}$/.test(value) ? Number(value) : Number.NaN)),
      contractorInput.shape.yearsInBusiness,
    ),
  ),
  licenceNumber,
  licenceExpiresOn,
  insuredAmount,
  insuranceExpiresOn,
  // A checkbox: "true" or "on" when ticked, absent (or "false") when not.
  bonded: z.pipe(
    z.optional(z.enum(['true', 'false', 'on'], 'Choose whether the company is bonded')),
    z.transform((value: 'true' | 'false' | 'on' | undefined) => value === 'true' || value === 'on'),
  ),
  wcbAccount: optionalText(40),
});
export type ApplicationInput = z.input<typeof applicationInput>;

export const applicationReceived = z.object({
  success: z.boolean(),
  id: z.string(),
  message: z.string(),
});

export const applicationListQuery = z.object({
  ...pageQuery,
  status: z.optional(z.enum(applicationStatuses)),
});

export const contractorDocument = z.object({
  id: z.string(),
  kind: z.enum(documentKinds),
  status: z.enum(documentStatuses),
  expiresOn: z.nullable(z.string()),
  /** GET /api/files/:id; null for a record staff kept before documents were uploaded. */
  url: z.nullable(z.string()),
  fileName: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  approvedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ContractorDocument = z.infer<typeof contractorDocument>;

export const applicationRow = z.object({
  id: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  serviceArea: z.array(z.string()),
  yearsInBusiness: z.number(),
  licenceNumber: z.string(),
  licenceExpiresOn: z.string(),
  insuredAmountCents: z.number(),
  insuranceExpiresOn: z.string(),
  bonded: z.boolean(),
  wcbAccount: z.nullable(z.string()),
  status: z.enum(applicationStatuses),
  reason: z.nullable(z.string()),
  contractorId: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;
export const applicationPage = pageOf(applicationRow);

export const applicationDetail = z.object({
  ...applicationRow.shape,
  documents: z.array(contractorDocument),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** The answer to approve, reject and request-document. */
export const applicationDecision = z.object({
  success: z.boolean(),
  message: z.string(),
  application: applicationDetail,
});

export const rejectInput = z.object({
  reason: requiredText('Say why, for the e-mail to the applicant', 1000, { multiline: true }),
});
export type RejectInput = z.input<typeof rejectInput>;

export const requestDocumentInput = z.object({
  kind: z.enum(documentKinds, 'Choose the document to ask for'),
  reason: requiredText('Say what is missing, for the e-mail to the applicant', 1000, {
    multiline: true,
  }),
});
export type RequestDocumentInput = z.input<typeof requestDocumentInput>;

/** POST /api/contractor/documents: one renewed document (multipart, with its `file`). */
export const renewalInput = z.object({
  kind: z.enum(documentKinds, 'Choose the document'),
  expiresOn: isoDate('Expiry date is required'),
});
export type RenewalInput = z.input<typeof renewalInput>;

/** The portal's Documents section: what is on file and what each kind's standing is. */
export const contractorDocumentsResponse = z.object({
  verification: z.nullable(z.string()),
  documents: z.array(contractorDocument),
});

/** A renewal as staff see it in the admin queue. */
export const pendingDocumentRow = z.object({
  ...contractorDocument.shape,
  contractorId: z.string(),
  companyName: z.string(),
});
export const pendingDocumentsResponse = z.object({ data: z.array(pendingDocumentRow) });
