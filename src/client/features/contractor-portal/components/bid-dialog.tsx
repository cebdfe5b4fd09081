import type { ContractorAuction } from '#shared/schemas/contractor-bids.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePlaceBid, useChangeBid } from '../api/contractor-portal.ts';
import { AuctionFacts } from './auction-facts.tsx';
import { BidForm, bidFormValues } from './bid-form.tsx';

/** Place a bid on an auction, or change mine: the roof's facts above the structured form. */
export function BidDialog({
  auction,
  open,
  onOpenChange,
}: {
  auction: ContractorAuction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const place = usePlaceBid();
  const change = useChangeBid();
  const mine = auction.myBid;
  const title = mine ? 'Change your bid' : 'Place your bid';

  const save = async (values: Parameters<typeof place.mutateAsync>[0]['values']) => {
    try {
      if (mine) await change.mutateAsync({ bidId: mine.id, values });
      else await place.mutateAsync({ auctionId: auction.id, values });
      toast({ title: mine ? 'Bid updated' : 'Bid placed' });
      onOpenChange(false);
    } catch (error) {
      // Field errors go next to their fields (BidForm); the rule that refused it into a toast.
      if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
        toast({
          title: mine ? 'Bid not updated' : 'Bid not placed',
          description:
            error instanceof ApiError ? error.serverMessage : 'Please check your connection.',
          variant: 'destructive',
        });
      }
      throw error;
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={title}
      description={
        <>
          {auction.orderNumber}: {auction.projectType}
          {auction.city ? ` in ${auction.city}` : ''}. The owner sees your bid without your name
          until they reveal the bidders.
        </>
      }
    >
      <div className="space-y-6">
        <AuctionFacts auction={auction} />
        <BidForm
          initial={bidFormValues(mine)}
          roofSize={auction.roofSize}
          submitLabel={mine ? 'Save changes' : 'Place bid'}
          pending={place.isPending || change.isPending}
          onSave={save}
          onCancel={() => onOpenChange(false)}
        />
      </div>
    </FormDialog>
  );
}
