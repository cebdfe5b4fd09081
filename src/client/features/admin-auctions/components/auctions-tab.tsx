import { DataList, ListRefresh } from '../../../components/data-list.tsx';
import { NoMatches, useListFilters } from '../../../components/list-toolbar.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAuctions, type AuctionFilters } from '../api/auctions.ts';
import { AuctionDetailDialog, type AuctionDetailSlot } from './auction-detail-dialog.tsx';
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
  detailSlot,
}: {
  openAuctionId: string | undefined;
  onOpenAuction: (id: string | undefined) => void;
  /** Added to the auction's detail (the route gives the Questions thread). */
  detailSlot?: AuctionDetailSlot;
}) {
  const { filters, change: changeFilters, page, setPage } = useListFilters(noFilters);
  const search = useDebouncedValue(filters.search, 300);
  const applied = { ...filters, search };
  const auctions = useAuctions(applied, page);
  const filtered = Object.values(applied).some((value) => value.trim() !== '');

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
      <ListRefresh query={auctions} />
      {/* A refresh that fails leaves the last page on screen (ListRefresh says it failed). */}
      <DataList
        query={auctions}
        loading="Loading auctions"
        error="The auctions could not be loaded."
        keepDataOnError
        empty={
          filtered ? (
            <NoMatches
              title="No auctions match these filters."
              onClear={() => changeFilters(noFilters)}
            />
          ) : (
            <ListEmpty title="No auctions yet.">
              An auction starts when a homeowner pays to publish their quote request.
            </ListEmpty>
          )
        }
      >
        {(rows) => (
          <AuctionTable
            auctions={rows}
            busy={auctions.isPlaceholderData}
            onOpen={(auction) => onOpenAuction(auction.id)}
          />
        )}
      </DataList>
      {auctions.data && auctions.data.total > 0 && (
        <Pager page={page} result={auctions.data} onPage={setPage} noun="auctions" />
      )}
      <AuctionSettingsSection />
      <AuctionDetailDialog
        auctionId={openAuctionId}
        onClose={() => onOpenAuction(undefined)}
        slot={detailSlot}
      />
    </section>
  );
}
