import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAuctions, type AuctionFilters } from '../api/auctions.ts';
import { AuctionDetailDialog } from './auction-detail-dialog.tsx';
import { AuctionFiltersBar } from './auction-filters.tsx';
import { AuctionSettingsSection } from './auction-settings-form.tsx';
import { AuctionStateChips } from './auction-state-chips.tsx';
import { AuctionTable } from './auction-table.tsx';

const noFilters: AuctionFilters = { search: '', state: '', province: '', from: '', to: '' };

/**
 * Auctions: every auction by state, its detail and the staff actions (issue #10). Which auction
 * is open is the page's to keep (in its address), so that a reload or Back keeps it.
 */
export function AuctionsTab({
  openAuctionId,
  onOpenAuction,
}: {
  openAuctionId: string | undefined;
  onOpenAuction: (id: string | undefined) => void;
}) {
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search, 300);
  const applied = { ...filters, search };
  const auctions = useAuctions(applied, page);
  const filtered = Object.values(applied).some((value) => value.trim() !== '');

  const changeFilters = (patch: Partial<AuctionFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  // A refresh that fails leaves the last page on screen (RefreshButton says it failed).
  const data = auctions.data;
  let list;
  if (auctions.isPending) {
    list = <ListLoading label="Loading auctions" />;
  } else if (!data) {
    list = (
      <ListError
        message="The auctions could not be loaded."
        onRetry={() => void auctions.refetch()}
      />
    );
  } else if (data.data.length === 0) {
    list = filtered ? (
      <ListEmpty title="No auctions match these filters.">
        <Button variant="link" size="sm" onClick={() => changeFilters(noFilters)}>
          Clear the filters
        </Button>
      </ListEmpty>
    ) : (
      <ListEmpty title="No auctions yet.">
        An auction starts when a homeowner pays to publish their quote request.
      </ListEmpty>
    );
  } else {
    list = (
      <AuctionTable
        auctions={data.data}
        busy={auctions.isPlaceholderData}
        onOpen={(auction) => onOpenAuction(auction.id)}
      />
    );
  }

  return (
    <section aria-labelledby="auctions-title" className="space-y-6">
      <h2 id="auctions-title" className="sr-only">
        Auctions
      </h2>
      <AuctionStateChips
        counts={auctions.data?.counts}
        selected={filters.state}
        onSelect={(state) => changeFilters({ state })}
      />
      <AuctionFiltersBar filters={filters} onChange={changeFilters} />
      <div className="flex justify-end">
        <RefreshButton
          fetching={auctions.isFetching}
          failed={auctions.isRefetchError}
          onRefresh={() => void auctions.refetch()}
        />
      </div>
      {list}
      {auctions.data && auctions.data.total > 0 && (
        <Pager page={page} result={auctions.data} onPage={setPage} noun="auctions" />
      )}
      <AuctionSettingsSection />
      <AuctionDetailDialog auctionId={openAuctionId} onClose={() => onOpenAuction(undefined)} />
    </section>
  );
}
