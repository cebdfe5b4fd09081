import { ShieldCheck } from 'lucide-react';
import { documentKindLabels } from '#shared/constants/contractor-vetting.ts';
import { DataList } from '../../../components/data-list.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { useMyDocuments } from '../api/my-documents.ts';
import { RenewalForm } from './renewal-form.tsx';
import { DocumentLink, DocumentStatusBadge, expiryText } from './vetting-badges.tsx';

/**
 * The portal's Documents section: what RoofBid has on file for the company, why it cannot bid
 * (if so), and the upload of a renewed document.
 */
export function DocumentsSection({ blockedReason }: { blockedReason: string | null }) {
  const documents = useMyDocuments();
  return (
    <section aria-labelledby="documents-title" className="space-y-6">
      <div className="space-y-2">
        <h2 id="documents-title" className="text-xl font-bold">
          Your documents
        </h2>
        {documents.data?.verification && (
          <p className="flex items-start gap-2 text-sm text-green-900">
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {documents.data.verification}
          </p>
        )}
        {blockedReason && (
          <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-950">
            <span className="font-semibold">Bidding is paused: </span>
            {blockedReason}
          </p>
        )}
      </div>
      <DataList
        query={documents}
        items={(data) => data.documents}
        loading="Loading your documents"
        error="Your documents could not be loaded."
        empty={
          <ListEmpty title="No documents on file yet.">
            Send your business licence and certificate of insurance below.
          </ListEmpty>
        }
      >
        {(rows) => (
          <ul className="divide-y divide-line rounded-xl border border-line bg-white">
            {rows.map((d) => (
              <li key={d.id} className="flex flex-wrap items-start justify-between gap-2 p-4">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold">{documentKindLabels[d.kind]}</p>
                  <p className="text-sm text-muted">
                    {expiryText(d.expiresOn)} · sent {formatDate(d.createdAt)}
                  </p>
                  {d.status === 'rejected' && d.reason && (
                    <p className="text-sm text-red-800">Not approved: {d.reason}</p>
                  )}
                  <DocumentLink document={d} />
                </div>
                <DocumentStatusBadge status={d.status} />
              </li>
            ))}
          </ul>
        )}
      </DataList>
      <RenewalForm />
    </section>
  );
}
