import {
  applicationStatusLabels,
  documentKindLabels,
  documentStatusLabels,
  type ApplicationStatus,
  type DocumentStatus,
} from '#shared/constants/contractor-vetting.ts';
import type { ContractorDocument } from '#shared/schemas/contractor-applications.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { formatDate } from '../../../lib/date-time.ts';

const applicationVariants: Record<ApplicationStatus, BadgeProps['variant']> = {
  submitted: 'info',
  documents_requested: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const documentVariants: Record<DocumentStatus, BadgeProps['variant']> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={applicationVariants[status]}>{applicationStatusLabels[status]}</Badge>;
}

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge variant={documentVariants[status]}>{documentStatusLabels[status]}</Badge>;
}

/** A document's file, opened in a new tab through the files route; the kind names it. */
export function DocumentLink({ document: d }: { document: ContractorDocument }) {
  if (!d.url) return <span className="text-muted">No file: recorded by staff</span>;
  return (
    <NewTabLink href={d.url} className="font-semibold break-all text-brand-700 underline">
      {d.fileName ?? 'Open the file'}
      <span className="sr-only"> ({documentKindLabels[d.kind]})</span>
    </NewTabLink>
  );
}

/** "Expires Jun 1, 2027", or that the document has no expiry (a WCB letter). */
export const expiryText = (expiresOn: string | null) =>
  expiresOn ? `Expires ${formatDate(expiresOn)}` : 'No expiry date';
