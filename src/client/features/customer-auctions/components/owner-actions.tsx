import { Eye, XCircle } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '#shared/domain/money.ts';
import type { FeeFact } from '#shared/domain/order-standing.ts';
import type { CustomerAuctionDetail } from '#shared/schemas/customer-auctions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useDecline, useRevealCheckout } from '../api/auctions.ts';
import { failed } from './failed-toast.ts';

const amount = (fee: FeeFact | null) =>
  fee ? ` (${formatMoney(fee.amountCents, fee.currency)})` : '';

/**
 * What declining costs, said before the owner confirms: the publishing fee is kept, and so is a
 * paid reveal fee, which is refunded only for a completed job.
 */
export function declineConsequence(fees: CustomerAuctionDetail['fees']) {
  const publishing = `Your publishing fee${amount(fees.publishing)} is kept`;
  if (fees.reveal?.status === 'paid') {
    return `${publishing}, and so is the reveal fee${amount(fees.reveal)}: it is refunded only once a job awarded here is done.`;
  }
  return `${publishing}; no reveal fee is charged.`;
}

/** "Reveal bidders" and "Decline all bids", as the auction's state allows. */
export function OwnerActions({ auction }: { auction: CustomerAuctionDetail }) {
  const reveal = useRevealCheckout(auction.id);
  const decline = useDecline(auction.id);
  const [declineOpen, setDeclineOpen] = useState(false);
  if (!auction.actions.reveal && !auction.actions.decline) return null;

  return (
    <div
      role="group"
      aria-label="Reveal or decline the bids"
      className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center"
    >
      {auction.actions.reveal && (
        <div className="flex-1 space-y-1">
          <Button
            wrap
            loading={reveal.isPending}
            onClick={() =>
              reveal.mutate(undefined, {
                onSuccess: (checkout) => window.location.assign(checkout.url),
                onError: failed('The checkout could not be opened'),
              })
            }
          >
            <Eye aria-hidden="true" />
            Reveal bidders ({formatMoney(auction.revealFeeCents, auction.currency)})
          </Button>
          <p className="text-sm text-muted">
            Shows every bidder&apos;s name, licence and contacts. Refunded in full once your
            completed job is approved.
          </p>
        </div>
      )}
      {auction.actions.decline && (
        <Button
          wrap
          variant="secondary"
          disabled={reveal.isPending}
          onClick={() => setDeclineOpen(true)}
        >
          <XCircle aria-hidden="true" />
          Decline all bids
        </Button>
      )}
      <ConfirmDialog
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        title="Decline all bids?"
        description={`The auction closes and every bidder is told their bid was not chosen. ${declineConsequence(auction.fees)} This cannot be undone.`}
        confirmLabel="Decline all bids"
        destructive
        loading={decline.isPending}
        onConfirm={() =>
          decline.mutate(undefined, {
            onSuccess: () => {
              setDeclineOpen(false);
              toast({ title: 'Auction closed', description: 'The bidders have been told.' });
            },
            onError: failed('The bids could not be declined'),
          })
        }
      />
    </div>
  );
}
