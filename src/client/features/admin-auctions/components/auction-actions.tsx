import { useState } from 'react';
import type { AdminAuctionDetail } from '#shared/schemas/admin/auctions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { useAuctionAction } from '../api/auctions.ts';

/** The actions staff can take on the auction in its state. */
export function AuctionActions({ auction }: { auction: AdminAuctionDetail }) {
  const [confirming, setConfirming] = useState<'approve' | 'close' | null>(null);
  const approve = useAuctionAction(auction.id, 'approve-completion');
  const close = useAuctionAction(auction.id, 'close-bidding');
  const canApprove = auction.state === 'completed';
  const canRetry = auction.revealRefund === 'failed';
  // A bidless auction can be closed too: it then closes like a window without bids.
  const canClose = auction.state === 'bidding' || auction.state === 'published';
  const bidless = auction.bids.length === 0;
  if (!canApprove && !canRetry && !canClose) return null;

  const run = (which: 'approve' | 'close') => {
    const mutation = which === 'approve' ? approve : close;
    mutation.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast({
          title: which === 'approve' ? 'Completion approved' : 'Bidding closed',
          description:
            which === 'approve'
              ? 'The reveal fee is refunded to the owner.'
              : bidless
                ? 'The auction is closed and its publishing fee refunded.'
                : 'The owner has been asked to decide.',
        });
      },
      onError: (error) => {
        setConfirming(null);
        toastFailure(which === 'approve' ? 'Refund failed' : 'Could not close bidding', error);
      },
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {(canApprove || canRetry) && (
        <Button onClick={() => setConfirming('approve')}>
          {canRetry ? 'Retry refund' : 'Approve completion'}
        </Button>
      )}
      {canClose && (
        <Button variant="secondary" onClick={() => setConfirming('close')}>
          Close bidding now
        </Button>
      )}
      <ConfirmDialog
        open={confirming === 'approve'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={canRetry ? 'Retry the refund?' : 'Approve this completion?'}
        description={
          canRetry
            ? 'The refund is sent again with the same key, so the owner is never refunded twice.'
            : `Auction ${auction.orderNumber} becomes Refunded and the owner's reveal fee goes back to their card. This cannot be undone.`
        }
        confirmLabel={canRetry ? 'Retry refund' : 'Approve and refund'}
        loading={approve.isPending}
        onConfirm={() => run('approve')}
      />
      <ConfirmDialog
        open={confirming === 'close'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Close bidding now?"
        description={
          bidless
            ? `${auction.orderNumber} has no bid: it closes and the owner's publishing fee is refunded, as when a bidding window ends without bids.`
            : `No more bids can be placed on ${auction.orderNumber}; the owner is e-mailed to compare the bids.`
        }
        confirmLabel="Close bidding"
        loading={close.isPending}
        onConfirm={() => run('close')}
      />
    </div>
  );
}
