import type { AdminAuctionRow } from '#shared/schemas/admin/auctions.ts';
import { DataTable } from '../../../components/data-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Td } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { stateVariant } from './auction-labels.ts';

const columns = [
  'Auction',
  'State',
  'Owner',
  'Where',
  { label: 'Bids', className: 'text-right' },
  'Published',
  'Bidding closes',
  'Award deadline',
];

/** One row per auction: number, state, owner, place, bids and its dates. */
export function AuctionTable({
  auctions,
  busy,
  onOpen,
}: {
  auctions: readonly AdminAuctionRow[];
  busy: boolean;
  onOpen: (auction: AdminAuctionRow) => void;
}) {
  return (
    <DataTable aria-label="Auction list" aria-busy={busy} columns={columns} actions>
      {auctions.map((auction) => (
        <tr key={auction.id} className="hover:bg-stone-50">
          <Td className="font-semibold whitespace-nowrap">{auction.orderNumber}</Td>
          <Td>
            <div className="flex flex-wrap gap-1">
              <Badge variant={stateVariant[auction.state]}>{auction.stateLabel}</Badge>
              {auction.refundFailed && <Badge variant="danger">Refund failed</Badge>}
            </div>
          </Td>
          <Td>
            <div>{auction.ownerName}</div>
            <div className="text-xs break-all text-muted">{auction.ownerEmail}</div>
          </Td>
          <Td>
            {[auction.city, auction.province].filter(Boolean).join(', ') || (
              <span className="text-muted">Not given</span>
            )}
          </Td>
          <Td className="text-right">{auction.bidCount}</Td>
          <Td className="whitespace-nowrap">{formatDate(auction.publishedAt)}</Td>
          <Td className="whitespace-nowrap">{formatDate(auction.biddingClosesAt)}</Td>
          <Td className="whitespace-nowrap">{formatDate(auction.awardDeadlineAt)}</Td>
          <Td>
            <Button variant="secondary" size="sm" onClick={() => onOpen(auction)}>
              Open<span className="sr-only"> auction {auction.orderNumber}</span>
            </Button>
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}
