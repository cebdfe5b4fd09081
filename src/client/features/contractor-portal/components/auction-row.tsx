import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import { formatDollars } from '#shared/domain/money.ts';
import type { ContractorAuction } from '#shared/schemas/contractor-bids.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { AuctionCard, type AuctionSlot } from './auction-card.tsx';
import { closesIn } from './closes-in.ts';

/**
 * One open auction as a row of the list (issue #22 item 14): what a contractor scans for
 * (project, area, roof size, bids so far, time left), two lines at most on a phone. The row is
 * a disclosure button: it opens the full card (every fact, the owner's message, the bid
 * buttons) beneath it.
 */
export function AuctionRow({
  auction,
  canBid,
  now,
  slot,
}: {
  auction: ContractorAuction;
  canBid: boolean;
  now: number;
  slot?: AuctionSlot;
}) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const area = [auction.city, auction.postalPrefix].filter(Boolean).join(', ');
  const mine = auction.myBid;
  return (
    <li className="rounded-xl border border-line bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 w-full items-start gap-2 rounded-xl px-3 py-2.5 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronRight
            className={cn(
              'mt-0.5 size-5 shrink-0 text-muted transition-transform',
              open && 'rotate-90',
            )}
            aria-hidden="true"
          />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{auction.projectType}</span>
                <span className="text-muted"> · {area || 'Area not given'}</span>
              </span>
              <time
                dateTime={auction.biddingClosesAt ?? undefined}
                title={formatDateTime(auction.biddingClosesAt)}
                className="text-sm font-medium whitespace-nowrap"
              >
                {closesIn(auction.biddingClosesAt, now)}
              </time>
            </span>
            <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted">
              <span className="break-words">{auction.roofSize ?? 'Roof size not given'}</span>
              <span aria-hidden="true">·</span>
              <span className="whitespace-nowrap">
                {auction.bidsCount} of {MAX_BIDS_PER_ORDER} bids
              </span>
              <span aria-hidden="true">·</span>
              <span className="whitespace-nowrap">{auction.orderNumber}</span>
              {mine && <Badge variant="info">You bid {formatDollars(mine.amountCents)}</Badge>}
            </span>
          </span>
        </button>
      </h3>
      <div id={detailId} hidden={!open} className="border-t border-line p-3 sm:p-4">
        {open && <AuctionCard auction={auction} canBid={canBid} inList slot={slot} />}
      </div>
    </li>
  );
}
