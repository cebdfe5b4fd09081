import { ExternalLink, FileText, Image as ImageIcon, Star } from 'lucide-react';
import type { AuctionCompletion } from '#shared/schemas/customer-auctions.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/date-time.ts';

type SentFile = AuctionCompletion['files'][number];

function FileLink({ file }: { file: SentFile }) {
  const Icon = file.kind === 'invoice' ? FileText : ImageIcon;
  return (
    <a
      href={`/api/files/${encodeURIComponent(file.id)}`}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline underline-offset-4"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {/* A file name can be one long token: the only text here allowed to break anywhere. */}
      <span className="[overflow-wrap:anywhere]">{file.name}</span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function FileList({ files, none }: { files: SentFile[]; none: string }) {
  if (files.length === 0) return <p className="text-muted">{none}</p>;
  return (
    <ul>
      {files.map((file) => (
        <li key={file.id}>
          <FileLink file={file} />
        </li>
      ))}
    </ul>
  );
}

/** The completion form as the owner sent it: rating, review, invoice and photos, and when. */
export function CompletionSummary({ completion }: { completion: AuctionCompletion }) {
  const invoices = completion.files.filter((file) => file.kind === 'invoice');
  const photos = completion.files.filter((file) => file.kind === 'photo');
  return (
    <section aria-labelledby="completion-sent" className="rounded-xl border border-line p-4">
      <h3 id="completion-sent" className="text-lg font-semibold">
        Your completion form
      </h3>
      <p className="text-sm text-muted">
        Sent on{' '}
        <time dateTime={completion.submittedAt} className="whitespace-nowrap">
          {formatDateTime(completion.submittedAt)}
        </time>
      </p>
      <dl className="mt-3 space-y-3">
        <div>
          <dt className="text-sm font-semibold">Your rating</dt>
          <dd className="flex items-center gap-2">
            {completion.rating === null ? (
              <span className="text-muted">Not recorded</span>
            ) : (
              <>
                <span className="flex" aria-hidden="true">
                  {[1, 2, 3, 4, 5].map((value) => (
                    <Star
                      key={value}
                      className={cn(
                        'size-5',
                        completion.rating! >= value
                          ? 'fill-amber-400 text-amber-500'
                          : 'text-stone-400',
                      )}
                    />
                  ))}
                </span>
                {completion.rating} / 5
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Your review</dt>
          <dd className="whitespace-pre-line">
            {completion.review ?? <span className="text-muted">No review written</span>}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Invoice</dt>
          <dd>
            <FileList files={invoices} none="No invoice on file" />
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Photos</dt>
          <dd>
            <FileList files={photos} none="No photos sent" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
