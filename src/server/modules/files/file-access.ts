import type { FileLinks } from './files.queries.ts';

/** Who asks for a file: the signed-in customer and/or staff user of the request. */
export type FileViewer = {
  customerId?: string;
  staffRole?: 'admin' | 'sales' | 'contractor';
  /** The contractor record of a contractor user. */
  contractorId?: string;
};

/** What a file belongs to; each kind of owner has its own rule for who else may read it. */
export type FileLink = 'auction' | 'review' | 'contractorDocument' | 'unlinked';

export function fileLink(file: FileLinks): FileLink {
  if (file.kind === 'contractor_document') return 'contractorDocument';
  if (file.orderId) return 'auction';
  if (file.reviewId) return 'review';
  return 'unlinked';
}

const isUploader = (file: FileLinks, viewer: FileViewer) =>
  viewer.customerId !== undefined && viewer.customerId === file.uploadedByCustomerId;

/**
 * A contractor's licence, insurance certificate or WCB letter: staff, and the users of that
 * contractor (its Documents section). An applicant has no account: nobody else.
 */
function mayReadContractorDocument(file: FileLinks, viewer: FileViewer) {
  return (
    viewer.staffRole === 'contractor' &&
    viewer.contractorId !== undefined &&
    viewer.contractorId === file.documentContractorId
  );
}

/**
 * Readers besides staff, by what the file is linked to. A rule that needs more facts (the
 * awarded contractor of an auction) gets them added to findFileLinks(), so that the check
 * stays one query and a pure function.
 */
const readers: Record<FileLink, (file: FileLinks, viewer: FileViewer) => boolean> = {
  // An auction's completion invoice and photos: the homeowner whose auction it is, and the
  // contractor the homeowner awarded the job (no other bidder).
  auction: (file, viewer) =>
    isUploader(file, viewer) ||
    (viewer.customerId !== undefined && viewer.customerId === file.orderCustomerId) ||
    (viewer.staffRole === 'contractor' &&
      viewer.contractorId !== undefined &&
      viewer.contractorId === file.awardedContractorId),
  // A review's invoice is for staff to check, nobody else: the review is public, the invoice
  // (the homeowner's address, the price paid) is not.
  review: () => false,
  contractorDocument: mayReadContractorDocument,
  unlinked: isUploader,
};

/** Whether the viewer may download the file. Staff (admin, sales) read every file. */
export function mayReadFile(file: FileLinks, viewer: FileViewer) {
  if (viewer.staffRole === 'admin' || viewer.staffRole === 'sales') return true;
  return readers[fileLink(file)](file, viewer);
}
