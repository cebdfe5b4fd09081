import { useEffect, useState } from 'react';
import {
  contractorAuctionSortLabels,
  contractorAuctionSorts,
  type ContractorAuctionSort,
} from '#shared/schemas/contractor-bids.ts';
import { PageSteps } from '../../../components/ui/pager.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect, SelectOptions } from '../../../components/ui/input.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { PAGE_SIZE, useOpenAuctions } from '../api/contractor-portal.ts';
import type { AuctionSlot } from './auction-card.tsx';
import { AuctionRow } from './auction-row.tsx';

/** The time "closes in" counts from, moved on every minute while the list is open. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Open auctions in my service area, a page at a time, as a compact list sorted in the
 * database (newest, closing soonest, or by postal area); each row opens its full card.
 */
export function OpenAuctionsTab({ canBid, slot }: { canBid: boolean; slot?: AuctionSlot }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ContractorAuctionSort>('newest');
  const auctions = useOpenAuctions(page, sort);
  const now = useMinuteClock();

  if (auctions.isPending) return <ListLoading label="Loading open auctions" rows={3} />;
  if (auctions.isError) {
    return (
      <ListError
        message="We could not load the open auctions."
        onRetry={() => void auctions.refetch()}
      />
    );
  }
  const { data, total } = auctions.data;
  if (data.length === 0 && page === 1) {
    return (
      <ListEmpty title="No open auctions in your area right now">
        We e-mail you when a homeowner in your service area publishes an auction.
      </ListEmpty>
    );
  }
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted">
          {total} open {total === 1 ? 'auction' : 'auctions'} in your area. Open a row for the full
          details and to bid.
        </p>
        <FormField label="Sort by" className="w-full sm:w-56">
          <NativeSelect
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ContractorAuctionSort);
              setPage(1);
            }}
          >
            <SelectOptions options={contractorAuctionSorts} label={contractorAuctionSortLabels} />
          </NativeSelect>
        </FormField>
      </div>
      <ul aria-label="Open auctions" aria-busy={auctions.isPlaceholderData} className="space-y-2">
        {data.map((auction) => (
          <AuctionRow key={auction.id} auction={auction} canBid={canBid} now={now} slot={slot} />
        ))}
      </ul>
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p aria-live="polite">
          Page {page} of {pages} ({total} open {total === 1 ? 'auction' : 'auctions'})
        </p>
        <PageSteps page={page} pages={pages} onPage={setPage} />
      </nav>
    </div>
  );
}
