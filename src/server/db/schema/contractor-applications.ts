import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import {
  applicationStatuses,
  documentKinds,
  documentStatuses,
} from '../../../shared/constants/contractor-vetting.ts';
import { id, optionalRef, timestamps, timestamptz } from './columns.ts';
import { contractors } from './contractors.ts';
import { files } from './files.ts';
import { staffUsers } from './staff.ts';

export const applicationStatus = pgEnum('contractor_application_status', applicationStatuses);
export const documentKind = pgEnum('contractor_document_kind', documentKinds);
export const documentStatus = pgEnum('contractor_document_status', documentStatuses);

/**
 * A company asking to bid (/contractors/apply). Staff approve it (which creates the contractor
 * and invites its user), reject it with a reason or ask for a document. Phone formatted like
 * homeowners', e-mail lower-case, service area like contractors.service_area.
 */
export const contractorApplications = pgTable(
  'contractor_applications',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    serviceArea: text('service_area').array().notNull(),
    yearsInBusiness: integer('years_in_business').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }).notNull(),
    insuredAmountCents: bigint('insured_amount_cents', { mode: 'number' }).notNull(),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }).notNull(),
    bonded: boolean('bonded').notNull().default(false),
    wcbAccount: text('wcb_account'),
    status: applicationStatus('status').notNull().default('submitted'),
    // Why it was rejected, or which document was asked for: e-mailed to the applicant.
    reason: text('reason'),
    reviewedBy: optionalRef('reviewed_by', () => staffUsers.id),
    reviewedAt: timestamptz('reviewed_at'),
    contractorId: optionalRef('contractor_id', () => contractors.id),
    ...timestamps(),
  },
  (t) => [
    check('contractor_applications_email_lower', sql`${t.email} = lower(${t.email})`),
    check('contractor_applications_years', sql`${t.yearsInBusiness} >= 0`),
    check('contractor_applications_insured', sql`${t.insuredAmountCents} >= 0`),
    index('contractor_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A licence, insurance certificate or WCB letter: sent with an application, or by a contractor
 * renewing one from the portal. Only an approved, unexpired licence and insurance document let
 * a contractor bid (contractors.licence_verified_at, docs/decisions/contractor-vetting.md). A
 * document without a file is a record staff kept before documents were uploaded (the
 * migration's legacy rows).
 */
export const contractorDocuments = pgTable(
  'contractor_documents',
  {
    id: id(),
    applicationId: optionalRef('application_id', () => contractorApplications.id, 'cascade'),
    contractorId: optionalRef('contractor_id', () => contractors.id, 'cascade'),
    kind: documentKind('kind').notNull(),
    fileId: optionalRef('file_id', () => files.id),
    expiresOn: date('expires_on', { mode: 'string' }),
    status: documentStatus('status').notNull().default('pending'),
    reason: text('reason'),
    approvedAt: timestamptz('approved_at'),
    approvedBy: optionalRef('approved_by', () => staffUsers.id),
    // Claimed with a conditional update by the expiry job: each reminder goes once.
    reminder30SentAt: timestamptz('reminder_30_sent_at'),
    reminder7SentAt: timestamptz('reminder_7_sent_at'),
    ...timestamps(),
  },
  (t) => [
    check(
      'contractor_documents_owner',
      sql`${t.applicationId} is not null or ${t.contractorId} is not null`,
    ),
    index('contractor_documents_application_idx').on(t.applicationId),
    index('contractor_documents_contractor_idx').on(t.contractorId, t.kind),
    index('contractor_documents_file_idx').on(t.fileId),
    index('contractor_documents_expiry_idx').on(t.status, t.expiresOn),
  ],
);
