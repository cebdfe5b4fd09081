import { Pencil, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { NOT_GIVEN } from '#shared/constants/options.ts';
import type { AdminBid } from '#shared/schemas/admin/bids.ts';
import { Button } from '../../../components/ui/button.tsx';
import { wholeDollars } from './bid-form.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** One contractor bid with its Edit and Delete actions. */
export function BidCard({
  bid,
  onEdit,
  onDelete,
}: {
  bid: AdminBid;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article
      aria-label={`Bid from ${bid.sellerName}`}
      className="rounded-lg border border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h5 className="font-semibold">{bid.sellerName}</h5>
        <p className="text-lg font-bold tabular-nums">{bid.bidAmount}</p>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-5">
        <Fact label="Rating">
          {bid.starRating === null ? (
            NOT_GIVEN
          ) : (
            <span className="inline-flex items-center gap-1">
              <Star className="size-3.5 fill-yellow-400 text-yellow-600" aria-hidden="true" />
              {bid.starRating.toFixed(1)}/5
            </span>
          )}
        </Fact>
        <Fact label="In business">
          {bid.yearsInBusiness === null
            ? NOT_GIVEN
            : `${bid.yearsInBusiness} year${bid.yearsInBusiness === 1 ? '' : 's'}`}
        </Fact>
        <Fact label="Insured">{wholeDollars(bid.insuredAmountCents)}</Fact>
        <Fact label="Bonded">{bid.bonded ? 'Yes' : 'No'}</Fact>
        <Fact label="Valid licence">{bid.validLicense ? 'Yes' : 'No'}</Fact>
      </dl>
      {bid.description && (
        <p className="mt-2 text-sm whitespace-pre-line text-muted">{bid.description}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> bid from {bid.sellerName}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> bid from {bid.sellerName}</span>
        </Button>
      </div>
    </article>
  );
}
