import { useEffect, useRef, useState, type ReactNode } from 'react';
import { biddingStates } from '#shared/domain/auction.ts';
import type { ComparedBid, CustomerAuctionDetail } from '#shared/schemas/customer-auctions.ts';
import { formatDollars } from '#shared/domain/money.ts';
import { chosenPreferenceTexts } from '#shared/constants/contractor-preferences.ts';
import { formatEstimateRange } from '#shared/domain/roof-estimate.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingShapes } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useAuction, useAward, useConfirmReveal } from '../api/auctions.ts';
import { AuctionHeader } from './auction-header.tsx';
import { BidComparison } from './bid-comparison.tsx';
import { CompletionForm } from './completion-form.tsx';
import { CompletionSummary } from './completion-summary.tsx';
import { failed } from './failed-toast.ts';
import { OwnerActions } from './owner-actions.tsx';
import { FormProblem } from '../../../components/ui/form-field.tsx';

/**
 * One order's auction in the customer portal: where it stands and what happens next, the bids
 * compared, and the owner's buttons (reveal, decline, award, completion) as the state allows.
 * `revealSession` is set when the owner comes back from paying the reveal fee; `photos` is the
 * roof photos section the page composes in (features/roof-photos).
 */
export function AuctionPanel({
  orderId,
  revealSession,
  onRevealHandled,
  photos,
  questions,
}: {
  orderId: string;
  revealSession?: string;
  onRevealHandled?: () => void;
  photos?: ReactNode;
  /** The Questions section (given by the route, from its own feature), under the bids. */
  questions?: (auction: CustomerAuctionDetail) => ReactNode;
}) {
  const auction = useAuction(orderId);
  if (auction.isPending) {
    return <LoadingShapes label="Loading the auction" shapes={['h-8 w-64', 'h-40 w-full']} />;
  }
  if (auction.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        <p>This auction could not be loaded.</p>
        <Button variant="secondary" className="mt-2" onClick={() => void auction.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      {revealSession && (
        <RevealReturn orderId={orderId} sessionId={revealSession} onDone={onRevealHandled} />
      )}
      <AuctionView auction={auction.data} photos={photos} questions={questions} />
    </>
  );
}

/** Says what became of the reveal payment the owner just made. */
function RevealReturn({
  orderId,
  sessionId,
  onDone,
}: {
  orderId: string;
  sessionId: string;
  onDone?: () => void;
}) {
  const confirm = useConfirmReveal(orderId, sessionId);
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !confirm.data) return;
    told.current = true;
    // A payment that did not reveal keeps its message on screen; a reveal clears the address.
    if (confirm.data.status !== 'paid') return;
    toast({ title: 'Bidders revealed', description: 'Names and contacts are now shown.' });
    onDone?.();
  }, [confirm.data, onDone]);
  if (confirm.isPending) {
    return (
      <p role="status" className="mb-4 rounded-lg bg-surface p-3">
        Confirming your payment…
      </p>
    );
  }
  if (confirm.isError) {
    return (
      <FormProblem
        className="mb-4"
        problem="We could not confirm your payment yet. If you paid, it will show here shortly."
      />
    );
  }
  if (confirm.data.status === 'paid') return null;
  return (
    <p role="status" className="mb-4 rounded-lg bg-surface p-3">
      {confirm.data.message}
    </p>
  );
}

/**
 * No bids to compare. While bidding is open, contractors may still bid; once it is over, the
 * server's next step says what became of the auction (never a promise that someone is looking).
 */
/** What the owner asked of a contractor (issue #23 part 2): each bid is marked against it. */
function AskedPreferences({ auction }: { auction: CustomerAuctionDetail }) {
  const asked = chosenPreferenceTexts(auction.preferences);
  if (asked.length === 0) return null;
  return (
    <p className="text-sm" data-testid="asked-preferences">
      You asked for: {asked.join(' · ')}. Each bid is marked against them below.
    </p>
  );
}

function NoBids({ auction }: { auction: CustomerAuctionDetail }) {
  if (biddingStates.includes(auction.state)) {
    return (
      <div className="rounded-xl bg-surface p-6">
        <p className="font-semibold">No bids yet.</p>
        <p className="mt-1 text-sm text-muted">
          Vetted contractors in your area are looking at your roof; we e-mail you as bids arrive.
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-xl bg-surface p-6">
      <p className="font-semibold">No bids on this auction.</p>
      <p className="mt-1 text-sm text-muted">{auction.nextStep}</p>
    </div>
  );
}

function AuctionView({
  auction,
  photos,
  questions,
}: {
  auction: CustomerAuctionDetail;
  photos: ReactNode;
  questions?: (auction: CustomerAuctionDetail) => ReactNode;
}) {
  const award = useAward(auction.id);
  const [awarding, setAwarding] = useState<ComparedBid>();
  const { currency } = auction;
  const awarded = auction.bids.find((bid) => bid.awarded);
  const noBids = auction.bids.length === 0;

  return (
    <section aria-labelledby={`auction-${auction.id}`} className="space-y-5">
      <AuctionHeader
        auction={auction}
        showNextStep={!noBids || biddingStates.includes(auction.state)}
      />

      {noBids ? (
        <NoBids auction={auction} />
      ) : (
        <div className="space-y-3">
          {auction.lowestBidCents !== null && auction.highestBidCents !== null && (
            <p className="font-semibold">
              Bid range: {formatDollars(auction.lowestBidCents, currency)} to{' '}
              {formatDollars(auction.highestBidCents, currency)}
            </p>
          )}
          {auction.estimate && (
            <p className="text-sm">
              Typical cost for a roof like yours: {formatEstimateRange(auction.estimate, currency)}
              <span className="text-muted"> (from the roof size in your request)</span>
            </p>
          )}
          <AskedPreferences auction={auction} />
          {!auction.revealed && (
            <p className="text-sm text-muted">
              Bidders stay anonymous until you reveal them: compare the facts first.
            </p>
          )}
          <BidComparison
            orderId={auction.id}
            bids={auction.bids}
            currency={currency}
            revealed={auction.revealed}
            canAward={auction.actions.award}
            onAward={setAwarding}
          />
        </div>
      )}

      {questions?.(auction)}

      <OwnerActions auction={auction} />

      {photos}

      {auction.actions.complete && (
        <div className="rounded-xl border border-line p-4">
          <h3 className="mb-3 text-lg font-semibold">Job done? Send the completion form</h3>
          <CompletionForm
            orderId={auction.id}
            company={awarded?.companyName ?? awarded?.label ?? 'your contractor'}
          />
        </div>
      )}

      {auction.completion && <CompletionSummary completion={auction.completion} />}

      {auction.timeline.length > 0 && (
        <div>
          <h3 className="mb-2 text-lg font-semibold">Timeline</h3>
          <ol className="space-y-1 border-l-2 border-line pl-4 text-sm">
            {auction.timeline.map((event, index) => (
              <li key={`${event.kind}-${index}`}>
                <time dateTime={event.at} className="text-muted">
                  {formatDateTime(event.at)}
                </time>{' '}
                · {event.label}
              </li>
            ))}
          </ol>
        </div>
      )}

      <ConfirmDialog
        open={awarding !== undefined}
        onOpenChange={(open) => !open && setAwarding(undefined)}
        title={`Award the job to ${awarding?.label ?? ''}?`}
        description={
          awarding
            ? `${awarding.label} (${formatDollars(awarding.amountCents, currency)}) receives your name, e-mail, phone and address; the other bidders are told they were not chosen. This cannot be undone.`
            : ''
        }
        confirmLabel={`Award ${awarding?.label ?? ''}`}
        loading={award.isPending}
        onConfirm={() =>
          awarding &&
          award.mutate(awarding.id, {
            onSuccess: () => {
              toast({
                title: 'Job awarded',
                description: `${awarding.label} has your contact details.`,
              });
              setAwarding(undefined);
            },
            onError: failed('The job could not be awarded'),
          })
        }
      />
    </section>
  );
}
