import { BadgeCheck, ShieldCheck, Star } from 'lucide-react';
import { yearsInBusinessText } from '#shared/constants/options.ts';
import type { CustomerBid } from '#shared/schemas/customer-account.ts';
import { formatDollars } from '#shared/domain/money.ts';
import { ratingText } from '#shared/domain/rating.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/** One bid as the homeowner compares it: facts first; the name only after the reveal. */
export function BidCard({ bid }: { bid: CustomerBid }) {
  return (
    <article
      className="rounded-xl border border-line p-4"
      aria-label={`Bid from ${bid.organization.name}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold">{bid.organization.name}</h4>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            {ratingText(bid.organization.average_rating, bid.organization.review_count)} ·{' '}
            {yearsInBusinessText(bid.yearsInBusiness)}
          </p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-extrabold">{bid.amount}</p>
          {bid.awarded && <Badge variant="success">Awarded</Badge>}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs">
        <li>
          <Badge variant="outline">
            <ShieldCheck className="size-3" aria-hidden="true" />
            Insured {formatDollars(bid.insuredAmountCents, 'CAD')}
          </Badge>
        </li>
        <li>
          <Badge variant={bid.bonded ? 'success' : 'secondary'}>
            {bid.bonded ? 'Bonded' : 'Not bonded'}
          </Badge>
        </li>
        <li>
          <Badge variant={bid.validLicense ? 'success' : 'secondary'}>
            <BadgeCheck className="size-3" aria-hidden="true" />
            {bid.validLicense ? 'Licensed' : 'Licence not verified'}
          </Badge>
        </li>
      </ul>
      {bid.description && (
        <p className="mt-3 text-sm leading-relaxed text-muted">{bid.description}</p>
      )}
    </article>
  );
}
