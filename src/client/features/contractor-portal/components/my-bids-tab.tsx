import type { BidOutcome } from '#shared/domain/auction.ts';
import type { MyBidRow, OwnerContact } from '#shared/schemas/contractor-bids.ts';
import { bidOutcomeLabels } from '#shared/schemas/contractor-bids.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { useMyBids } from '../api/contractor-portal.ts';
import { AuctionCard, type AuctionSlot } from './auction-card.tsx';

const outcomeVariant: Record<BidOutcome, BadgeProps['variant']> = {
  open: 'info',
  in_review: 'warning',
  won: 'success',
  not_chosen: 'secondary',
  closed: 'secondary',
  expired: 'secondary',
  withdrawn: 'outline',
};

function OwnerContactCard({ owner }: { owner: OwnerContact }) {
  return (
    <section
      aria-label="The homeowner's contact details"
      className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950"
    >
      <p className="font-semibold">The homeowner chose you. Get in touch:</p>
      <p className="mt-1 break-words">{owner.name}</p>
      <p className="break-words">
        <a className="underline" href={`mailto:${owner.email}`}>
          {owner.email}
        </a>
        {owner.phone && (
          <>
            {' · '}
            <a className="underline" href={`tel:${owner.phone}`}>
              {owner.phone}
            </a>
          </>
        )}
      </p>
      {owner.address && (
        <p className="break-words">
          {owner.address}
          {owner.postalCode ? `, ${owner.postalCode}` : ''}
        </p>
      )}
    </section>
  );
}

function MyBid({ row, canBid, slot }: { row: MyBidRow; canBid: boolean; slot?: AuctionSlot }) {
  return (
    <AuctionCard auction={row.auction} canBid={canBid} changeable={row.changeable} slot={slot}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Outcome:</span>
        <Badge variant={outcomeVariant[row.outcome]}>{bidOutcomeLabels[row.outcome]}</Badge>
      </p>
      {row.owner && <OwnerContactCard owner={row.owner} />}
    </AuctionCard>
  );
}

/** Every auction I bid on, with its outcome; the owner's contacts once I am awarded. */
export function MyBidsTab({ canBid, slot }: { canBid: boolean; slot?: AuctionSlot }) {
  const bids = useMyBids();
  if (bids.isPending) return <ListLoading label="Loading your bids" rows={3} />;
  if (bids.isError) {
    return <ListError message="We could not load your bids." onRetry={() => void bids.refetch()} />;
  }
  if (bids.data.length === 0) {
    return (
      <ListEmpty title="You have not bid yet">
        Your bids appear here with each auction's outcome. Find an auction under Open auctions.
      </ListEmpty>
    );
  }
  return (
    <div className="space-y-4">
      {bids.data.map((row) => (
        <MyBid key={`${row.auction.id}-${row.outcome}`} row={row} canBid={canBid} slot={slot} />
      ))}
    </div>
  );
}
