import { AlertCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAuctions } from '../api/auctions.ts';

const bidCount = (n: number) => `${n} ${n === 1 ? 'bid' : 'bids'}`;

/**
 * For an owner with several auctions: each one with its state and bid count, and a badge where
 * something waits on the owner; choosing one shows its panel below. A list of buttons, the
 * shown one marked aria-current (and by its border, not its colour alone). Nothing for one
 * auction or none: there is nothing to switch.
 */
export function AuctionSwitcher({
  selectedId,
  onSelect,
}: {
  selectedId: string | undefined;
  onSelect: (orderId: string) => void;
}) {
  const auctions = useAuctions();
  if (auctions.isPending) {
    return (
      <div role="status" aria-label="Loading your auctions">
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (auctions.isError || auctions.data.length < 2) return null;
  const waiting = auctions.data.filter((auction) => auction.attention).length;

  return (
    <nav aria-label="Your auctions" className="space-y-2">
      <h2 className="text-lg font-semibold">
        Your auctions ({auctions.data.length}){' '}
        {waiting > 0 && (
          <span className="ml-1 text-sm font-normal text-muted">
            {waiting} {waiting === 1 ? 'needs' : 'need'} you
          </span>
        )}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {auctions.data.map((auction) => {
          const current = auction.id === selectedId;
          return (
            <li key={auction.id} className="min-w-0">
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(auction.id)}
                className={cn(
                  'flex min-h-11 w-full flex-col items-start gap-1 rounded-lg p-3 text-left',
                  current
                    ? 'border-2 border-ink bg-stone-50'
                    : 'border border-line bg-white hover:bg-stone-50',
                )}
              >
                <span className="flex w-full flex-wrap items-baseline justify-between gap-x-2">
                  <span className="font-semibold whitespace-nowrap">{auction.orderNumber}</span>
                  <span className="text-sm whitespace-nowrap text-muted">
                    {bidCount(auction.bidCount)}
                  </span>
                </span>
                <span className="text-sm">{auction.stateLabel}</span>
                {auction.attention && (
                  <Badge variant="warning" wrap>
                    <AlertCircle aria-hidden="true" className="size-3 shrink-0" />
                    {auction.attention}
                  </Badge>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
