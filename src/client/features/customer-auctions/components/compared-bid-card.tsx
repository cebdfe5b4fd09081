import type { ComparedBid } from '#shared/schemas/customer-auctions.ts';
import { formatDollars } from '#shared/domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { BidderName } from './bidder-profile-dialog.tsx';
import { bidFacts, BidStatus, PositionBadge } from './bid-facts.tsx';

/**
 * One bid as a card, for a phone: the same facts in the same order as the table's rows. Each
 * fact sits beside its name when both fit, else under it (flex-wrap), so a long value wraps
 * between words and never inside one.
 */
export function ComparedBidCard({
  bid,
  currency,
  revealed,
  canAward,
  onAward,
  onProfile,
}: {
  bid: ComparedBid;
  currency: string;
  revealed: boolean;
  canAward: boolean;
  onAward: (bid: ComparedBid) => void;
  onProfile: (bid: ComparedBid) => void;
}) {
  return (
    <article
      aria-label={bid.label}
      className={cn(
        'space-y-3 rounded-xl p-4 [overflow-wrap:normal] [hyphens:manual]',
        bid.awarded ? 'border-2 border-green-700' : 'border border-line',
      )}
    >
      <header className="space-y-1">
        <h3 className="font-semibold">
          <BidderName bid={bid} onProfile={onProfile} />
        </h3>
        <BidStatus bid={bid} />
        <p className="text-2xl font-bold whitespace-nowrap tabular-nums">
          {formatDollars(bid.amountCents, currency)}
        </p>
        <PositionBadge bid={bid} />
      </header>
      <dl className="divide-y divide-line">
        {bidFacts(bid, currency, revealed).map((fact) => (
          <div
            key={fact.term}
            className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5"
          >
            <dt className="text-muted">{fact.term}</dt>
            <dd
              className={cn(
                fact.long ? 'basis-full' : 'ml-auto text-right',
                fact.nowrap && 'whitespace-nowrap',
              )}
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {canAward && bid.awardable && (
        <Button wrap className="w-full" onClick={() => onAward(bid)}>
          Award {bid.label}
        </Button>
      )}
    </article>
  );
}
