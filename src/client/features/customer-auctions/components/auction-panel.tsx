import { CheckCircle2, Eye, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import type { ComparedBid, CustomerAuctionDetail } from '#shared/schemas/customer-auctions.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { formatEstimateRange } from '#shared/domain/roof-estimate.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import {
  useAuction,
  useAward,
  useConfirmReveal,
  useDecline,
  useRevealCheckout,
} from '../api/auctions.ts';
import { BidComparison } from './bid-comparison.tsx';
import { CompletionForm } from './completion-form.tsx';

const failed = (title: string) => (error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: failureDescription(
      error,
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : 'Please try again in a moment.',
    ),
  });

/**
 * One order's auction in the customer portal: where it stands and what happens next, the bids
 * compared, and the owner's buttons (reveal, decline, award, completion) as the state allows.
 * `revealSession` is set when the owner comes back from paying the reveal fee.
 */
export function AuctionPanel({
  orderId,
  revealSession,
  onRevealHandled,
}: {
  orderId: string;
  revealSession?: string;
  onRevealHandled?: () => void;
}) {
  const auction = useAuction(orderId);
  if (auction.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading the auction">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
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
      <AuctionView auction={auction.data} />
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
      <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-800">
        We could not confirm your payment yet. If you paid, it will show here shortly.
      </p>
    );
  }
  if (confirm.data.status === 'paid') return null;
  return (
    <p role="status" className="mb-4 rounded-lg bg-surface p-3">
      {confirm.data.message}
    </p>
  );
}

function AuctionView({ auction }: { auction: CustomerAuctionDetail }) {
  const reveal = useRevealCheckout(auction.id);
  const decline = useDecline(auction.id);
  const award = useAward(auction.id);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [awarding, setAwarding] = useState<ComparedBid>();
  const { currency } = auction;
  const awarded = auction.bids.find((bid) => bid.awarded);

  return (
    <section aria-labelledby={`auction-${auction.id}`} className="space-y-5">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`auction-${auction.id}`} className="text-xl font-semibold">
            Bids on {auction.orderNumber} ({auction.bidCount}/{MAX_BIDS_PER_ORDER})
          </h2>
          <Badge variant={auction.state === 'refunded' ? 'success' : 'info'}>
            {auction.stateLabel}
          </Badge>
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {auction.biddingClosesAt && (
            <div>
              <dt className="inline text-muted">Bidding closes: </dt>
              <dd className="inline">{formatDate(auction.biddingClosesAt)}</dd>
            </div>
          )}
          {auction.awardDeadlineAt && (
            <div>
              <dt className="inline text-muted">Award deadline: </dt>
              <dd className="inline">{formatDate(auction.awardDeadlineAt)}</dd>
            </div>
          )}
        </dl>
        {auction.state === 'refunded' ? (
          <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-green-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong>Refunded.</strong> {auction.nextStep}
            </span>
          </p>
        ) : (
          <p className="rounded-lg bg-surface p-3">
            <strong>What happens next: </strong>
            {auction.nextStep}
          </p>
        )}
      </header>

      {auction.bids.length === 0 ? (
        <div className="rounded-xl bg-surface p-6">
          <p className="font-semibold">No bids yet.</p>
          <p className="mt-1 text-sm text-muted">
            Vetted contractors in your area are looking at your roof; we e-mail you as bids arrive.
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          {auction.lowestBidCents !== null && auction.highestBidCents !== null && (
            <p className="font-semibold">
              Bid range: {formatMoney(auction.lowestBidCents, currency)} to{' '}
              {formatMoney(auction.highestBidCents, currency)}
            </p>
          )}
          {auction.estimate && (
            <p className="text-sm">
              Typical cost for a roof like yours: {formatEstimateRange(auction.estimate, currency)}
              <span className="text-muted"> (from the roof size in your request)</span>
            </p>
          )}
          {!auction.revealed && (
            <p className="text-sm text-muted">
              Bidders stay anonymous until you reveal them: compare the facts first.
            </p>
          )}
          <BidComparison
            bids={auction.bids}
            currency={currency}
            canAward={auction.actions.award}
            onAward={setAwarding}
          />
        </div>
      )}

      {(auction.actions.reveal || auction.actions.decline) && (
        <div className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center">
          {auction.actions.reveal && (
            <div className="flex-1 space-y-1">
              <Button
                loading={reveal.isPending}
                onClick={() =>
                  reveal.mutate(undefined, {
                    onSuccess: (checkout) => window.location.assign(checkout.url),
                    onError: failed('The checkout could not be opened'),
                  })
                }
              >
                <Eye aria-hidden="true" />
                Reveal bidders ({formatMoney(auction.revealFeeCents, currency)})
              </Button>
              <p className="text-sm text-muted">
                Shows every bidder&apos;s name, licence and contacts. Refunded in full once your
                completed job is approved.
              </p>
            </div>
          )}
          {auction.actions.decline && (
            <Button
              variant="secondary"
              disabled={reveal.isPending}
              onClick={() => setDeclineOpen(true)}
            >
              <XCircle aria-hidden="true" />
              Decline all bids
            </Button>
          )}
        </div>
      )}

      {auction.actions.complete && (
        <div className="rounded-xl border border-line p-4">
          <h3 className="mb-3 text-lg font-semibold">Job done? Send the completion form</h3>
          <CompletionForm
            orderId={auction.id}
            company={awarded?.companyName ?? awarded?.label ?? 'your contractor'}
          />
        </div>
      )}

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
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        title="Decline all bids?"
        description="The auction closes and every bidder is told their bid was not chosen. No reveal fee is charged. This cannot be undone."
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
      <ConfirmDialog
        open={awarding !== undefined}
        onOpenChange={(open) => !open && setAwarding(undefined)}
        title={`Award the job to ${awarding?.label ?? ''}?`}
        description={
          awarding
            ? `${awarding.label} (${formatMoney(awarding.amountCents, currency)}) receives your name, e-mail, phone and address; the other bidders are told they were not chosen. This cannot be undone.`
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
