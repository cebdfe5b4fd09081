import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractorAuction } from '../api/contractor-portal.ts';
import { AuctionCard, type AuctionSlot } from './auction-card.tsx';

/**
 * The auction an e-mail links to (/contractor?auction=<id>), shown whole above the tabs so the
 * contractor need not look for it on a page of the list. Closing it drops the link's address.
 */
export function LinkedAuction({
  auctionId,
  canBid,
  slot,
  onClose,
}: {
  auctionId: string;
  canBid: boolean;
  slot?: AuctionSlot;
  onClose: () => void;
}) {
  const linked = useContractorAuction(auctionId);
  const close = (
    <Button variant="secondary" size="sm" onClick={onClose}>
      <X aria-hidden="true" />
      Close this auction
    </Button>
  );
  if (linked.isPending) return <ListLoading rows={2} label="Loading the auction" />;
  if (linked.isError) {
    const gone = linked.error instanceof ApiError && linked.error.status === 404;
    return (
      <div className="space-y-2">
        <ListError
          message={
            gone
              ? 'This auction is no longer open to you: it closed, or it is outside your area.'
              : 'We could not load this auction.'
          }
          onRetry={gone ? undefined : () => void linked.refetch()}
        />
        {close}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex justify-end">{close}</div>
      <AuctionCard auction={linked.data.auction} canBid={canBid} slot={slot} />
    </div>
  );
}
