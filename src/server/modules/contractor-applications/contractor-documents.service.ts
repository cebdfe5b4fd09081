import type { FastifyRequest } from 'fastify';
import { documentKindLabels } from '#shared/constants/contractor-vetting.ts';
import { verificationLine } from '#shared/domain/contractor-verification.ts';
import { renewalInput } from '#shared/schemas/contractor-applications.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { findContractor } from '../admin-contractors/admin-contractors.queries.ts';
import { isoDay } from '../auctions/service-area.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { discardUploads, receiveUpload } from '../files/receive-upload.ts';
import {
  claimDocument,
  documentsOfContractor,
  documentWithFile,
  findDocument,
  insertDocuments,
  pendingRenewals,
  recordVerifiedDocument,
} from './contractor-applications.queries.ts';
import { documentView } from './application-view.ts';
import { renewalUploads } from './document-upload.ts';
import { queueVettingNotice, type VettingEmailDeps } from './vetting-email.ts';

export type DocumentDeps = VettingEmailDeps & {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  emailQueued: () => void;
};

/** The portal's Documents section: the verification line and every document on file. */
export async function contractorDocumentList(deps: DocumentDeps, contractorId: string) {
  const contractor = await findContractor(deps.db, contractorId);
  if (!contractor) throw forbidden('Your contractor account is no longer active.');
  const documents = await documentsOfContractor(deps.db, contractorId);
  return {
    verification: verificationLine(contractor, isoDay(deps.clock.now())),
    documents: documents.map(documentView),
  };
}

/**
 * POST /api/contractor/documents: a renewed licence, certificate or WCB letter with its new
 * expiry, waiting for staff (pending). A refused form, or a failed write, leaves no file.
 */
export async function uploadRenewal(
  deps: DocumentDeps,
  request: FastifyRequest,
  contractorId: string,
) {
  if (!request.isMultipart()) throw badRequest('Send the document as a form');
  const received = await receiveUpload(request, deps.storage, {
    files: renewalUploads,
    fields: renewalInput,
  });
  const stored = received.files.file ?? [];
  try {
    const now = deps.clock.now();
    if (received.fields.expiresOn < isoDay(now)) {
      throw badRequest('Please correct the highlighted fields', {
        expiresOn: 'This date has passed: send the renewed document',
      });
    }
    const [saved] = await insertDocuments(deps.db, [
      {
        contractorId,
        kind: received.fields.kind,
        fileId: stored[0],
        expiresOn: received.fields.expiresOn,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    return documentView((await documentWithFile(deps.db, saved!.id))!);
  } catch (err) {
    await discardUploads(deps.storage, stored, request.log);
    throw err;
  }
}

/** The renewals staff still have to look at (the Applications queue lists them too). */
export async function pendingDocuments(db: Db) {
  const rows = await pendingRenewals(db, 100);
  return {
    data: rows.map((row) => ({
      ...documentView(row),
      contractorId: row.document.contractorId!,
      companyName: row.companyName,
    })),
  };
}

/**
 * Staff decide a contractor's renewed document. Approving one makes its expiry the contractor's
 * (licence or insurance verified now), so a lapsed company bids again; rejecting e-mails the
 * reason. A document sent with an application is decided with the application. The claim makes
 * a double click decide once.
 */
export async function decideDocument(
  deps: DocumentDeps,
  request: FastifyRequest,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
) {
  const now = deps.clock.now();
  const document = await findDocument(deps.db, id);
  if (!document?.contractorId || document.applicationId) throw notFound('Document not found');
  const decided = await deps.db.transaction(async (tx) => {
    const claimed = await claimDocument(tx, id, {
      ...decision,
      ...(decision.status === 'approved' ? { approvedAt: now, approvedBy: request.staff?.id } : {}),
      updatedAt: now,
    });
    if (!claimed) return undefined;
    const contractor = await findContractor(tx, claimed.contractorId!);
    if (decision.status === 'approved') {
      await recordVerifiedDocument(tx, claimed.contractorId!, claimed.kind, claimed.expiresOn, now);
    } else if (contractor) {
      await queueVettingNotice(tx, deps, now, {
        to: contractor.email,
        greeting: contractor.contactName,
        subject: 'A document you sent RoofBid was not approved',
        body: `We could not approve the ${documentKindLabels[claimed.kind].toLowerCase()} you sent for ${contractor.companyName}:

${decision.reason}

Please upload a new one under Documents in the contractor portal: ${deps.appUrl}/contractor`,
      });
    }
    await auditStaff(tx, request, now, {
      action: `contractor_document.${decision.status}`,
      entityType: 'contractor_document',
      entityId: id,
      details: { contractorId: claimed.contractorId, kind: claimed.kind },
    });
    return claimed;
  });
  if (!decided) {
    const current = await findDocument(deps.db, id);
    if (current?.status !== decision.status) {
      throw conflict(`This document was already ${current?.status ?? 'removed'}.`);
    }
  } else if (decision.status === 'rejected') deps.emailQueued();
  return documentView((await documentWithFile(deps.db, id))!);
}
