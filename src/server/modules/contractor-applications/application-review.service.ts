import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  documentKindLabels,
  type ApplicationStatus,
} from '#shared/constants/contractor-vetting.ts';
import type { RequestDocumentInput } from '#shared/schemas/contractor-applications.ts';
import type { Db } from '../../db/client.ts';
import { contractorApplications } from '../../db/schema/contractor-applications.ts';
import { pageAnswer } from '../../db/paging.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { insertContractor, takenFields } from '../admin-contractors/admin-contractors.queries.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { inviteStaffUser, type StaffInviteDeps } from '../staff/staff-invite.service.ts';
import {
  applicationPage,
  approveApplicationDocuments,
  claimApplication,
  documentsOfApplication,
  findApplication,
  setApplicationContractor,
  type Application,
} from './contractor-applications.queries.ts';
import { applicationDetailView, applicationView } from './application-view.ts';
import { queueVettingNotice } from './vetting-email.ts';

export type ReviewDeps = StaffInviteDeps;

const OPEN: ApplicationStatus[] = ['submitted', 'documents_requested'];

export async function listApplications(
  deps: ReviewDeps,
  query: { status?: ApplicationStatus; page: number; pageSize: number },
) {
  const { rows, counted } = await applicationPage(
    deps.db,
    query.status,
    query.page,
    query.pageSize,
  );
  return pageAnswer(rows.map(applicationView), counted, query.page, query.pageSize);
}

export async function applicationDetail(db: Db, id: string) {
  const application = await findApplication(db, id);
  if (!application) throw notFound('Application not found');
  return applicationDetailView(application, await documentsOfApplication(db, id));
}

/**
 * A decision that did not claim the application: the same decision again (a double click) is
 * answered with the application as it is; any other is refused, the first one stands.
 */
async function alreadyDecided(db: Db, id: string, wanted: ApplicationStatus, message: string) {
  const current = await findApplication(db, id);
  if (!current) throw notFound('Application not found');
  if (current.status !== wanted) {
    throw conflict(`This application was already ${current.status.replace('_', ' ')}.`);
  }
  return { success: true, message, application: await applicationDetail(db, id) };
}

const decided = async (deps: ReviewDeps, id: string, message: string) => ({
  success: true,
  message,
  application: await applicationDetail(deps.db, id),
});

/**
 * Approves an application: the contractor is created from it, the documents it sent become the
 * contractor's approved documents (its licence and insurance verified now, so it may bid), and
 * its contact is invited as the contractor's user with the existing invitation. One
 * transaction; the claim of the status makes a double click approve once.
 */
export async function approveApplication(deps: ReviewDeps, request: FastifyRequest, id: string) {
  const now = deps.clock.now();
  try {
    const approved = await deps.db.transaction(async (tx) => {
      const claimed = await claimApplication(tx, id, OPEN, {
        status: 'approved',
        reviewedBy: request.staff?.id,
        reviewedAt: now,
        updatedAt: now,
      });
      if (!claimed) return undefined;
      await createContractorFrom(tx, deps, request, claimed, now);
      return claimed;
    });
    if (!approved) return alreadyDecided(deps.db, id, 'approved', 'Already approved.');
    deps.emailQueued();
    return decided(
      deps,
      id,
      `${approved.companyName} was approved and ${approved.contactName} was invited to set a password.`,
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('A contractor with this licence number or e-mail address already exists');
    }
    throw error;
  }
}

async function createContractorFrom(
  tx: Db,
  deps: ReviewDeps,
  request: FastifyRequest,
  application: Application,
  now: Date,
) {
  const documents = await documentsOfApplication(tx, application.id);
  const pending = (kind: string) =>
    documents.find((d) => d.document.kind === kind && d.document.status === 'pending');
  const licence = pending('licence');
  const insurance = pending('insurance');
  if (!licence || !insurance) {
    throw conflict('Ask for the missing licence or insurance document before approving.');
  }
  const taken = await takenFields(tx, application);
  if (taken.licenceNumber || taken.email) {
    throw conflict('A contractor with this licence number or e-mail address already exists');
  }
  const contractor = await insertContractor(tx, {
    companyName: application.companyName,
    licenceNumber: application.licenceNumber,
    licenceExpiresOn: licence.document.expiresOn,
    insuredAmountCents: application.insuredAmountCents,
    insuranceExpiresOn: insurance.document.expiresOn,
    bonded: application.bonded,
    yearsInBusiness: application.yearsInBusiness,
    serviceArea: application.serviceArea,
    contactName: application.contactName,
    email: application.email,
    phone: application.phone,
    vettedAt: now,
    licenceVerifiedAt: now,
    insuranceVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await approveApplicationDocuments(tx, application.id, contractor.id, request.staff?.id, now);
  await setApplicationContractor(tx, application.id, contractor.id);
  await auditStaff(tx, request, now, {
    action: 'contractor_application.approved',
    entityType: 'contractor_application',
    entityId: application.id,
    details: { contractorId: contractor.id, companyName: contractor.companyName },
  });
  // The existing invitation, in this transaction (a savepoint): its e-mail and audit row
  // commit with the contractor, or nothing does.
  await inviteStaffUser({ ...deps, db: tx, emailQueued: () => {} }, request, {
    name: application.contactName,
    email: application.email,
    role: 'contractor',
    contractorId: contractor.id,
    joins: contractor.companyName,
  });
}

/** Rejects an application with the reason staff give; the applicant is e-mailed it. */
export async function rejectApplication(
  deps: ReviewDeps,
  request: FastifyRequest,
  id: string,
  input: { reason: string },
) {
  const now = deps.clock.now();
  const rejected = await deps.db.transaction(async (tx) => {
    const claimed = await claimApplication(tx, id, OPEN, {
      status: 'rejected',
      reason: input.reason,
      reviewedBy: request.staff?.id,
      reviewedAt: now,
      updatedAt: now,
    });
    if (!claimed) return undefined;
    await queueVettingNotice(tx, deps, now, {
      to: claimed.email,
      greeting: claimed.contactName,
      subject: 'Your RoofBid contractor application',
      body: `Thank you for applying to bid on RoofBid for ${claimed.companyName}. We cannot approve the application:

${input.reason}

If this can be put right, you are welcome to apply again at ${deps.appUrl}/contractors/apply.`,
    });
    await auditStaff(tx, request, now, {
      action: 'contractor_application.rejected',
      entityType: 'contractor_application',
      entityId: id,
    });
    return claimed;
  });
  if (!rejected) return alreadyDecided(deps.db, id, 'rejected', 'Already rejected.');
  deps.emailQueued();
  return decided(deps, id, `The application was rejected and ${rejected.contactName} e-mailed.`);
}

/**
 * Asks the applicant for a document (status documents_requested). The same request twice (a
 * double click) is sent once: the claim needs a request that differs from the last one.
 */
export async function requestDocument(
  deps: ReviewDeps,
  request: FastifyRequest,
  id: string,
  input: RequestDocumentInput,
) {
  const now = deps.clock.now();
  const label = documentKindLabels[input.kind];
  const reason = `${label}: ${input.reason}`;
  const asked = await deps.db.transaction(async (tx) => {
    const claimed = await claimApplication(
      tx,
      id,
      OPEN,
      { status: 'documents_requested', reason, reviewedBy: request.staff?.id, updatedAt: now },
      sql`${contractorApplications.reason} is distinct from ${reason}`,
    );
    if (!claimed) return undefined;
    await queueVettingNotice(tx, deps, now, {
      to: claimed.email,
      greeting: claimed.contactName,
      subject: 'A document is missing from your RoofBid application',
      body: `Thank you for applying to bid on RoofBid for ${claimed.companyName}. Before we can decide, we need your ${label.toLowerCase()}:

${input.reason}

Please send the application again with the document at ${deps.appUrl}/contractors/apply; we review the new one in its place.`,
    });
    await auditStaff(tx, request, now, {
      action: 'contractor_application.document_requested',
      entityType: 'contractor_application',
      entityId: id,
      details: { kind: input.kind },
    });
    return claimed;
  });
  if (!asked) return alreadyDecided(deps.db, id, 'documents_requested', 'Already requested.');
  deps.emailQueued();
  return decided(deps, id, `${asked.contactName} was asked for the ${label.toLowerCase()}.`);
}
