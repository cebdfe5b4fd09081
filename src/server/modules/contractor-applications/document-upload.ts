import { MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import type { UploadFieldRule } from '../files/upload-rules.ts';

/** One licence, insurance certificate or WCB letter: PDF, JPG or PNG of 10 MB at most. */
const documentUpload = (noun: string, required?: string): UploadFieldRule => ({
  kind: 'contractor_document',
  noun,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: MAX_UPLOAD_BYTES,
  maxCount: 1,
  ...(required ? { required } : {}),
});

/** The application form's documents: licence and insurance required, the WCB letter optional. */
export const applicationUploads = {
  licence: documentUpload('business licence', 'Attach the business licence'),
  insurance: documentUpload('certificate of insurance', 'Attach the certificate of insurance'),
  wcb: documentUpload('WCB clearance letter'),
};

/** The portal's renewal: one document. */
export const renewalUploads = { file: documentUpload('document', 'Attach the document') };
