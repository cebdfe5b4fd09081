import { documentKindLabels } from '#shared/constants/contractor-vetting.ts';
import { formatDollars } from '#shared/domain/money.ts';
import type { ApplicationDetail } from '#shared/schemas/contractor-applications.ts';
import { DetailField, DetailSection } from '../../../components/detail-list.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { DocumentLink, DocumentStatusBadge, expiryText } from './vetting-badges.tsx';

/** What the company told us, and each document it sent, each openable in a new tab. */
export function ApplicationDetails({ application: a }: { application: ApplicationDetail }) {
  return (
    <div className="space-y-6">
      {a.reason && (
        <p className="rounded-lg bg-stone-100 p-3 text-sm">
          <span className="font-semibold">
            {a.status === 'rejected' ? 'Rejected: ' : 'Asked for: '}
          </span>
          {a.reason}
        </p>
      )}
      <DetailSection titleId="application-company-title" title="Company">
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label="Contact">{a.contactName}</DetailField>
          <DetailField label="Phone">
            <a className="underline" href={`tel:${a.phone}`}>
              {a.phone}
            </a>
          </DetailField>
          <DetailField label="E-mail">
            <a className="underline" href={`mailto:${a.email}`}>
              {a.email}
            </a>
          </DetailField>
          <DetailField label="Years in business">{String(a.yearsInBusiness)}</DetailField>
          <DetailField label="Service area" className="sm:col-span-2">
            {a.serviceArea.join(', ')}
          </DetailField>
        </dl>
      </DetailSection>
      <DetailSection titleId="application-cover-title" title="Licence, insurance and WCB">
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label="Licence number">{a.licenceNumber}</DetailField>
          <DetailField label="Licence expires">{formatDate(a.licenceExpiresOn)}</DetailField>
          <DetailField label="Liability insurance">
            {formatDollars(a.insuredAmountCents)}
          </DetailField>
          <DetailField label="Insurance expires">{formatDate(a.insuranceExpiresOn)}</DetailField>
          <DetailField label="Bonded">{a.bonded ? 'Yes' : 'No'}</DetailField>
          <DetailField label="WCB account">{a.wcbAccount}</DetailField>
        </dl>
      </DetailSection>
      <DetailSection titleId="application-documents-title" title="Documents">
        {a.documents.length === 0 ? (
          <p className="text-sm text-muted">No documents were attached.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {a.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="font-semibold">{documentKindLabels[d.kind]}</p>
                  <p className="text-sm text-muted">{expiryText(d.expiresOn)}</p>
                  <DocumentLink document={d} />
                </div>
                <DocumentStatusBadge status={d.status} />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </div>
  );
}
