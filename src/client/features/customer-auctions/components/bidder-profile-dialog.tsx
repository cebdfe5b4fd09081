import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  MIN_BIDS_FOR_FIGURE,
  percentText,
  responseTimeInWords,
} from '#shared/domain/contractor-figures.ts';
import { ratingText } from '#shared/domain/rating.ts';
import type { ContractorProfile } from '#shared/schemas/contractor-profile.ts';
import type { ComparedBid } from '#shared/schemas/customer-auctions.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useBidderProfile } from '../api/bidder-profile.ts';

const muted = (text: string) => <span className="text-muted">{text}</span>;

/** The figures in words; where RoofBid has no data the line says so, never a made-up number. */
function profileFacts(profile: ContractorProfile): { term: string; value: ReactNode }[] {
  const { rating, responseTime, awardRate } = profile;
  return [
    {
      term: 'Verified reviews',
      value:
        rating.count === 0 ? muted('No reviews yet') : ratingText(rating.average, rating.count),
    },
    {
      term: 'RoofBid jobs completed',
      value: profile.completedJobs === 0 ? muted('No RoofBid jobs yet') : profile.completedJobs,
    },
    {
      term: 'Typical response time',
      value:
        responseTime.medianSeconds === null
          ? muted('Not enough bids yet')
          : `${responseTimeInWords(responseTime.medianSeconds)} after an auction opens (median of ${responseTime.bids} bids)`,
    },
    {
      term: 'Award rate',
      value:
        awardRate.rate === null
          ? muted('Not enough bids yet')
          : `${percentText(awardRate.rate)} (${awardRate.awarded} of ${awardRate.decidedBids} bids the homeowner decided on)`,
    },
    { term: 'Bonded', value: profile.bonded ? 'Yes' : 'No' },
    {
      term: 'Years in business',
      value: profile.yearsInBusiness === null ? muted('Not given') : profile.yearsInBusiness,
    },
    {
      term: 'Service area',
      value: profile.serviceArea.length ? profile.serviceArea.join(', ') : muted('Not given'),
    },
  ];
}

function ProfileBody({ orderId, bidId }: { orderId: string; bidId: string }) {
  const profile = useBidderProfile(orderId, bidId);
  if (profile.isPending) return <ListLoading rows={5} label="Loading the profile" />;
  if (profile.isError) {
    return (
      <ListError
        message={failureDescription(profile.error, 'The profile could not be loaded.')}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const data = profile.data;
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-lg bg-stone-50 p-3">
        <BadgeCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
        <span>{data.verification}</span>
      </p>
      <dl className="divide-y divide-line">
        {profileFacts(data).map((fact) => (
          <div
            key={fact.term}
            className="flex flex-wrap items-baseline justify-between gap-x-3 py-2"
          >
            <dt className="text-muted">{fact.term}</dt>
            <dd className="ml-auto text-right">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        Ratings count only approved reviews of verified RoofBid jobs. Response time and award rate
        are shown from {MIN_BIDS_FOR_FIGURE} bids on.
      </p>
    </div>
  );
}

/**
 * The bidder's name in the comparison: after the reveal, a button that opens its profile (a bid
 * staff took by phone has none, and stays plain text).
 */
export function BidderName({
  bid,
  onProfile,
}: {
  bid: ComparedBid;
  onProfile: (bid: ComparedBid) => void;
}) {
  if (!bid.hasProfile) return <>{bid.label}</>;
  return (
    <button
      type="button"
      className="text-left font-semibold text-brand-700 underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      aria-haspopup="dialog"
      // The name as it reads, and what pressing it does: the heading around it stays the name.
      aria-label={`${bid.label}: open the profile`}
      onClick={() => onProfile(bid)}
    >
      {bid.label}
    </button>
  );
}

/**
 * A revealed bidder's profile over the comparison (issue #23): what RoofBid verified, its record
 * on RoofBid and its verified reviews. `bid` null: closed. Read when opened, so a figure is as
 * fresh as the moment the owner looks.
 */
export function BidderProfileDialog({
  orderId,
  bid,
  onClose,
}: {
  orderId: string;
  bid: ComparedBid | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={bid !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{bid?.label}</DialogTitle>
          <DialogDescription>The bidder&apos;s record on RoofBid.</DialogDescription>
        </DialogHeader>
        {bid && <ProfileBody orderId={orderId} bidId={bid.id} />}
      </DialogContent>
    </Dialog>
  );
}
