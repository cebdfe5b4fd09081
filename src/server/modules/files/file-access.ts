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

/** What the roof-photo rule reads about a photo and its viewer (findRoofPhotoFacts). */
export type RoofPhotoFacts = {
  orderCustomerId: string | null;
  awardedContractorId: string | null;
  /** The viewer is a contractor that may see the auction's photos (contractorSeesPhotosSql). */
  contractorSeesAuction: boolean;
};

/**
 * Who may download a roof photo (issue #23). Both copies: staff (admin, sales), the homeowner
 * whose auction it is, and the contractor the homeowner awarded. The display copy also: a
 * contractor that may see the auction (it bid, or it may bid on the open auction in its area).
 * The original is for the winner only: until the award no bidder gets more than the display
 * copy, and neither copy carries any metadata.
 */
export function mayReadRoofPhoto(
  photo: RoofPhotoFacts,
  copy: 'display' | 'original',
  viewer: FileViewer,
) {
  if (viewer.staffRole === 'admin' || viewer.staffRole === 'sales') return true;
  if (viewer.customerId !== undefined && viewer.customerId === photo.orderCustomerId) return true;
  if (viewer.staffRole !== 'contractor' || viewer.contractorId === undefined) return false;
  if (viewer.contractorId === photo.awardedContractorId) return true;
  return copy === 'display' && photo.contractorSeesAuction;
}
