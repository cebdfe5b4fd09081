import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { PAGE_SIZE, useOpenAuctions } from '../api/contractor-portal.ts';
import { AuctionCard } from './auction-card.tsx';

/** Open auctions in my service area, newest first, a page at a time. */
export function OpenAuctionsTab({ canBid }: { canBid: boolean }) {
  const [page, setPage] = useState(1);
  const auctions = useOpenAuctions(page);

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
      {data.map((auction) => (
        <AuctionCard key={auction.id} auction={auction} canBid={canBid} />
      ))}
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p aria-live="polite">
          Page {page} of {pages} ({total} open {total === 1 ? 'auction' : 'auctions'})
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
