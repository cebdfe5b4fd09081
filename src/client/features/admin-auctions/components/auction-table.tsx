import type { AdminAuctionRow } from '#shared/schemas/admin/auctions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { stateVariant } from './auction-labels.ts';

/** One row per auction: number, state, owner, place, bids and its dates. */
export function AuctionTable({
  auctions,
  busy,
  onOpen,
}: {
  auctions: AdminAuctionRow[];
  busy: boolean;
  onOpen: (auction: AdminAuctionRow) => void;
}) {
  return (
    <Table aria-label="Auction list" aria-busy={busy}>
      <TableHead>
        <tr>
          <Th>Auction</Th>
          <Th>State</Th>
          <Th>Owner</Th>
          <Th>Where</Th>
          <Th className="text-right">Bids</Th>
          <Th>Published</Th>
          <Th>Bidding closes</Th>
          <Th>Award deadline</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </TableHead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
