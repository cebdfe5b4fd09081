import type {
  ApplicationDetail,
  ContractorDocument,
} from '#shared/schemas/contractor-applications.ts';
import type { Application, DocumentWithFile } from './contractor-applications.queries.ts';

/** A document as the admin and the portal show it: its link goes through file-access. */
export function documentView({ document: d, fileName }: DocumentWithFile): ContractorDocument {
  return {
    id: d.id,
    kind: d.kind,
    status: d.status,
    expiresOn: d.expiresOn,
    url: d.fileId ? `/api/files/${d.fileId}` : null,
    fileName: d.fileId ? fileName : null,
    reason: d.reason,
    approvedAt: d.approvedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

export function applicationView(a: Application) {
  return {
    id: a.id,
    companyName: a.companyName,
    contactName: a.contactName,
    phone: a.phone,
    email: a.email,
    serviceArea: a.serviceArea,
    yearsInBusiness: a.yearsInBusiness,
    licenceNumber: a.licenceNumber,
    licenceExpiresOn: a.licenceExpiresOn,
    insuredAmountCents: a.insuredAmountCents,
    insuranceExpiresOn: a.insuranceExpiresOn,
    bonded: a.bonded,
    wcbAccount: a.wcbAccount,
    status: a.status,
    reason: a.reason,
    contractorId: a.contractorId,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

export const applicationDetailView = (
  a: Application,
  documents: DocumentWithFile[],
): ApplicationDetail => ({ ...applicationView(a), documents: documents.map(documentView) });
