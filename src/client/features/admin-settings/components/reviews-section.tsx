import { codeInWords, reviewProjectTypeLabels } from '#shared/constants/options.ts';
import { FileText, Star } from 'lucide-react';
import { formatMoney } from '#shared/domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataList, DataTable, ListSection } from '../../../components/data-list.tsx';
import { StatusFilter, useListFilters } from '../../../components/list-toolbar.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { Td } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/date-time.ts';
import {
  reviewStatuses,
  useAdminReviews,
  useConfirmReviewInvoice,
  useSetReviewStatus,
  type AdminReview,
  type ReviewStatus,
} from '../api/reviews.ts';
import { ReviewStatusBadge, reviewStatusLabels } from './status-badges.tsx';
import { VerifiedJobBadge } from '../../../components/verified-job-badge.tsx';

const reviewProjectLabel = (code: string) =>
  reviewProjectTypeLabels[code as keyof typeof reviewProjectTypeLabels] ?? codeInWords(code);

const moves: { to: ReviewStatus; label: string; variant: 'primary' | 'secondary' }[] = [
  { to: 'approved', label: 'Approve', variant: 'primary' },
  { to: 'hidden', label: 'Hide', variant: 'secondary' },
  { to: 'pending', label: 'Back to Pending', variant: 'secondary' },
];

function ReviewActions({ review }: { review: AdminReview }) {
  const setStatus = useSetReviewStatus();
  const confirm = useConfirmReviewInvoice();
  const confirmInvoice = () =>
    confirm.mutate(review.id, {
      onSuccess: () =>
        toast({
          title: 'Invoice Confirmed',
          description: `${review.customerName}'s review of ${review.contractorName} is a verified job.`,
        }),
      onError: (error) => toastFailure('Failed to confirm invoice', error),
    });
  const change = (to: ReviewStatus) =>
    setStatus.mutate(
      { id: review.id, status: to },
      {
        onSuccess: () =>
          toast({
            title: 'Review Updated',
            description: `${review.customerName}'s review of ${review.contractorName} is ${reviewStatusLabels[to].toLowerCase()}.`,
          }),
        onError: (error) => toastFailure('Failed to update review', error),
      },
    );
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {review.invoiceFileId && !review.verified && (
        <Button
          size="sm"
          variant="secondary"
          disabled={confirm.isPending}
          loading={confirm.isPending}
          onClick={confirmInvoice}
        >
          Confirm invoice
        </Button>
      )}
      {moves
        .filter((move) => move.to !== review.status)
        .map((move) => (
          <Button
            key={move.to}
            size="sm"
            variant={move.variant}
            disabled={setStatus.isPending}
            loading={setStatus.isPending && setStatus.variables?.status === move.to}
            onClick={() => change(move.to)}
          >
            {move.label}
          </Button>
        ))}
    </div>
  );
}

const columns = [
  'Submitted',
  'Homeowner',
  'Contractor',
  'Rating',
  'Review',
  { label: 'Invoice', className: 'text-right' },
  'Status',
];

function ReviewRow({ review }: { review: AdminReview }) {
  return (
    <tr>
      <Td className="whitespace-nowrap">{formatDate(review.submittedAt)}</Td>
      <Td>
        <div className="font-semibold">{review.customerName}</div>
        <div className="text-muted">{review.customerEmail}</div>
      </Td>
      <Td>
        <div className="font-semibold">{review.contractorName}</div>
        <div className="text-muted">{reviewProjectLabel(review.projectType)}</div>
      </Td>
      <Td className="whitespace-nowrap">
        <Star className="inline size-4 fill-current text-yellow-600" aria-hidden="true" />{' '}
        {review.rating}/5
      </Td>
      <Td className="max-w-80">
        <p className="line-clamp-3">{review.reviewText ?? ''}</p>
      </Td>
      <Td className="text-right tabular-nums">
        <div>
          {review.invoiceAmountCents === null ? '—' : formatMoney(review.invoiceAmountCents)}
        </div>
        {review.invoiceFileId && (
          // Served to staff only (GET /api/files/:id); a new tab keeps the list.
          <NewTabLink
            href={`/api/files/${review.invoiceFileId}`}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
          >
            <FileText className="size-4" aria-hidden="true" />
            Open invoice
            <span className="sr-only"> of {review.customerName}'s review</span>
          </NewTabLink>
        )}
      </Td>
      <Td>
        <div className="flex flex-col items-start gap-1">
          <ReviewStatusBadge status={review.status} />
          {review.verified && <VerifiedJobBadge />}
        </div>
      </Td>
      <Td>
        <ReviewActions review={review} />
      </Td>
    </tr>
  );
}

/** Reviews from /rate-contractor: approved ones count towards public ratings (DECISIONS.md §5). */
export function ReviewsSection() {
  // Opens on "All statuses", the filter's first option: what the list shows is what it says.
  const list = useListFilters({ status: '' as ReviewStatus | '' });
  const { status } = list.filters;
  const reviews = useAdminReviews(status, list.page);

  return (
    <ListSection
      id="reviews-admin-title"
      title="Contractor reviews"
      align="end"
      toolbar={
        <StatusFilter
          className="w-full sm:w-56"
          options={reviewStatuses}
          labels={(s) => reviewStatusLabels[s]}
          value={status}
          onChange={(next) => list.change({ status: next })}
        />
      }
    >
      <DataList
        query={reviews}
        loading="Loading reviews"
        error="The reviews could not be loaded."
        empty={
          <ListEmpty
            title={
              status ? `No ${reviewStatusLabels[status].toLowerCase()} reviews.` : 'No reviews yet.'
            }
          >
            Reviews homeowners send from /rate-contractor arrive here as Pending.
          </ListEmpty>
        }
        pager={{ page: list.page, onPage: list.setPage, noun: 'reviews' }}
      >
        {(rows) => (
          <DataTable aria-label="Contractor reviews" columns={columns} actions>
            {rows.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </DataTable>
        )}
      </DataList>
    </ListSection>
  );
}
