import type { ReactNode } from 'react';
import type { AdminAuctionDetail } from '#shared/schemas/admin/auctions.ts';
import { formatDollars, formatMoney } from '#shared/domain/money.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { PhotoStrip } from '../../../components/photo-strip.tsx';
import { useAuctionDetail, useAuctionPhotos } from '../api/auctions.ts';
import { AuctionActions } from './auction-actions.tsx';
import { paymentPurposeLabels, stateVariant } from './auction-labels.ts';
import { DetailField, DetailSection } from '../../../components/detail-list.tsx';

const refundTexts = {
  none: undefined,
  pending: 'The reveal fee refund has been sent to the payment provider.',
  failed: 'The reveal fee refund failed. Retry it: the provider never refunds it twice.',
  refunded: 'The reveal fee has been refunded.',
} as const;

/** The owner's roof photos, as the bidders see them, with the full-size originals. */
function AuctionPhotos({ auctionId }: { auctionId: string }) {
  const photos = useAuctionPhotos(auctionId);
  return (
    <DetailSection titleId="auction-photos" title="Roof photos">
      {photos.isPending ? (
        <ListLoading rows={1} label="Loading the roof photos" />
      ) : photos.isError ? (
        <ListError
          message="The roof photos could not be loaded."
          onRetry={() => void photos.refetch()}
        />
      ) : photos.data.length === 0 ? (
        <p className="text-sm text-muted">The owner has added no photos.</p>
      ) : (
        <PhotoStrip photos={photos.data} />
      )}
    </DetailSection>
  );
}

/** A section the route adds to the detail (the Questions thread, from its own feature). */
export type AuctionDetailSlot = (auctionId: string) => ReactNode;

function AuctionBody({ auction, slot }: { auction: AdminAuctionDetail; slot?: AuctionDetailSlot }) {
  const refundText = refundTexts[auction.revealRefund];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={stateVariant[auction.state]}>{auction.stateLabel}</Badge>
        {auction.revealRefund === 'failed' && <Badge variant="danger">Refund failed</Badge>}
      </div>
      {refundText && (
        <p
          role={auction.revealRefund === 'failed' ? 'alert' : 'status'}
          className={
            auction.revealRefund === 'failed'
              ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900'
              : 'text-sm'
          }
        >
          {refundText}
        </p>
      )}
      <AuctionActions auction={auction} />

      <DetailSection titleId="auction-owner" title="Owner and roof">
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label="Owner">{auction.ownerName}</DetailField>
          <DetailField label="E-mail">{auction.ownerEmail}</DetailField>
          <DetailField label="Phone">{auction.ownerPhone}</DetailField>
          <DetailField label="Address">{auction.address}</DetailField>
          <DetailField label="Postal code">{auction.postalCode}</DetailField>
          <DetailField label="Province">{auction.province}</DetailField>
          <DetailField label="Published">{formatDateTime(auction.publishedAt)}</DetailField>
          <DetailField label="Bidding closes">
            {formatDateTime(auction.biddingClosesAt)}
          </DetailField>
          <DetailField label="Award deadline">
            {formatDateTime(auction.awardDeadlineAt)}
          </DetailField>
        </dl>
      </DetailSection>

      <DetailSection titleId="auction-bids" title={`Bids (${auction.bids.length})`}>
        {auction.bids.length === 0 ? (
          <p className="text-sm text-muted">No bids.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {auction.bids.map((bid) => (
              <li key={bid.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
                <div>
                  <span className="font-semibold">{bid.contractorName}</span>{' '}
                  {bid.awarded && <Badge variant="success">Awarded</Badge>}
                  {bid.status === 'withdrawn' && <Badge variant="secondary">Withdrawn</Badge>}
                  <div className="text-xs text-muted">
                    {[
                      bid.workmanshipWarrantyYears !== null &&
                        `${bid.workmanshipWarrantyYears}-year workmanship warranty`,
                      bid.earliestStartDate && `can start ${formatDate(bid.earliestStartDate)}`,
                      bid.durationDays && `${bid.durationDays} days`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
                <span className="font-semibold">{formatDollars(bid.bidAmountCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <AuctionPhotos auctionId={auction.id} />
      {slot?.(auction.id)}

      <DetailSection titleId="auction-files" title="Completion files">
        {auction.files.length === 0 ? (
          <p className="text-sm text-muted">No invoice or photos yet.</p>
        ) : (
          <ul className="space-y-1">
            {auction.files.map((file) => (
              <li key={file.id}>
                <NewTabLink className="font-semibold text-brand-700 underline" href={file.url}>
                  {file.originalName}
                </NewTabLink>{' '}
                <span className="text-sm text-muted">
                  ({file.kind === 'invoice' ? 'invoice' : 'photo'},{' '}
                  {Math.max(1, Math.round(file.sizeBytes / 1024))} KB)
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection titleId="auction-payments" title="Payments">
        {auction.payments.length === 0 ? (
          <p className="text-sm text-muted">No payments recorded.</p>
        ) : (
          <ul className="space-y-2">
            {auction.payments.map((payment) => (
              <li key={payment.id} className="rounded-lg border border-line p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">
                    {paymentPurposeLabels[payment.purpose]}:{' '}
                    {formatMoney(payment.amountCents, payment.currency)}
                  </span>
                  <Badge
                    variant={
                      payment.refundError
                        ? 'danger'
                        : payment.status === 'refunded'
                          ? 'success'
                          : payment.status === 'refund_pending'
                            ? 'warning'
                            : 'outline'
                    }
                  >
                    {payment.refundError
                      ? 'Refund failed'
                      : payment.status === 'refund_pending'
                        ? 'Refund pending'
                        : payment.status === 'refunded'
                          ? 'Refunded'
                          : 'Paid'}
                  </Badge>
                </div>
                <div className="text-muted">
                  Paid {formatDateTime(payment.paidAt)}
                  {payment.refundedAt && `; refunded ${formatDateTime(payment.refundedAt)}`}
                </div>
                {payment.refundError && (
                  <p className="mt-1 text-red-900">Provider's answer: {payment.refundError}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection titleId="auction-timeline" title="Timeline">
        <ol className="space-y-1 text-sm">
          {auction.timeline.map((event, i) => (
            <li key={i} className="flex flex-wrap gap-x-3">
              <span className="whitespace-nowrap text-muted">{formatDateTime(event.at)}</span>
              <span>{event.label}</span>
            </li>
          ))}
        </ol>
      </DetailSection>
    </div>
  );
}

function AuctionLoader({ id, slot }: { id: string; slot?: AuctionDetailSlot }) {
  const detail = useAuctionDetail(id);
  const auction = detail.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Auction {auction?.orderNumber}</DialogTitle>
        <DialogDescription>
          Everything that happened to this auction, and what staff can do next.
        </DialogDescription>
      </DialogHeader>
      {auction ? (
        <div className="space-y-4">
          <div className="flex justify-end">
            <RefreshButton
              fetching={detail.isFetching}
              failed={detail.isRefetchError}
              onRefresh={() => void detail.refetch()}
            />
          </div>
          <AuctionBody auction={auction} slot={slot} />
        </div>
      ) : detail.isError ? (
        <ListError
          message="The auction could not be loaded."
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <ListLoading rows={5} label="Loading the auction" />
      )}
    </>
  );
}

/**
 * An auction's detail: owner, bids, files, payments and refund, timeline, and its actions. It
 * loads again each time it opens, when the window gets the focus back, and on Refresh.
 */
export function AuctionDetailDialog({
  auctionId,
  onClose,
  slot,
}: {
  auctionId: string | undefined;
  onClose: () => void;
  slot?: AuctionDetailSlot;
}) {
  return (
    <FormDialog open={auctionId !== undefined} onClose={onClose} size="lg">
      {auctionId && <AuctionLoader key={auctionId} id={auctionId} slot={slot} />}
    </FormDialog>
  );
}
