import { MapPin, Quote, Star } from 'lucide-react';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { reviewProjectTypeLabels } from '#shared/constants/review-project-types.ts';
import type { PublicReview } from '#shared/schemas/review.ts';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { NativeSelect, SelectOptions } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { figures } from '../../content/company.ts';
import { usePublicReviews } from '../../features/reviews/api/public-reviews.ts';
import { ratingCount, ratingValue, siteRating } from '../../features/reviews/api/site-rating.ts';
import { VerifiedJobBadge } from '../../components/verified-job-badge.tsx';
import { GetBidsBand } from './content-section.tsx';

const projectTypes = Object.entries(reviewProjectTypeLabels) as [
  keyof typeof reviewProjectTypeLabels,
  string,
][];

const submittedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={
            index < rating ? 'size-4 fill-brand-500 text-brand-500' : 'size-4 text-stone-300'
          }
        />
      ))}
    </span>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  const figure = review.contractorRating;
  return (
    <figure className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{reviewProjectTypeLabels[review.projectType]}</Badge>
          {review.verified && <VerifiedJobBadge />}
        </div>
        <Quote className="size-6 shrink-0 text-brand-200" aria-hidden="true" />
      </div>
      <div className="mt-4">
        <Stars rating={review.rating} />
      </div>
      <blockquote className="mt-3 flex-1 text-lg leading-relaxed">
        <p>{review.reviewText ? `“${review.reviewText}”` : 'No written review.'}</p>
      </blockquote>
      <figcaption className="mt-6 space-y-1 border-t border-line pt-4">
        <span className="block font-semibold">{review.customerName}</span>
        {(review.customerRole || review.customerLocation) && (
          <span className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
            {review.customerRole}
            {review.customerRole && review.customerLocation && <span aria-hidden="true">·</span>}
            {review.customerLocation && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden="true" />
                {review.customerLocation}
              </span>
            )}
          </span>
        )}
        <span className="block text-sm text-muted">
          About <span className="font-semibold text-ink">{review.contractorName}</span>:{' '}
          {figure.average.toFixed(1)}/5 from {figure.count}{' '}
          {figure.count === 1 ? 'review' : 'reviews'}
        </span>
        <span className="block text-sm text-muted">{submittedOn(review.submittedAt)}</span>
      </figcaption>
    </figure>
  );
}

export default function ReviewsRoute() {
  const rating = siteRating();
  const [search, setSearch] = useSearchParams();
  const projectType = reviewProjectTypeLabels[search.get('projectType') as never]
    ? (search.get('projectType') as string)
    : '';
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const reviews = usePublicReviews(projectType, page);
  const shown =
    reviews.status === 'success'
      ? reviews.data
      : reviews.status === 'pending'
        ? reviews.previous
        : undefined;

  const go = (next: { projectType?: string; page?: number }) => {
    const params = new URLSearchParams();
    const type = next.projectType ?? projectType;
    if (type) params.set('projectType', type);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  return (
    <>
      <PageIntro eyebrow="Reviews" title="What homeowners say">
        {rating && (
          <p className="inline-flex flex-wrap items-center gap-2 font-semibold text-ink">
            <span className="flex gap-0.5" aria-hidden="true">
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} className="size-5 fill-brand-500 text-brand-500" />
              ))}
            </span>
            {ratingValue(rating)} {ratingCount(rating)}
          </p>
        )}
        <p className="mt-3">
          Homeowners, townhouse owners and condo boards across Alberta on comparing bids, choosing a
          contractor and getting their reveal fee back. Every review is read by our team before it
          is published; a “Verified job” came with the invoice for the work.
        </p>
      </PageIntro>

      <section
        aria-labelledby="stories-title"
        className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="stories-title" className="text-2xl font-bold tracking-tight">
            Homeowner reviews
          </h2>
          <div className="w-full space-y-1.5 sm:w-72">
            <Label htmlFor="review-project-type">Project type</Label>
            <NativeSelect
              id="review-project-type"
              value={projectType}
              onChange={(event) => go({ projectType: event.target.value })}
            >
              <option value="">All project types</option>
              <SelectOptions
                options={projectTypes}
                value={([value]) => value}
                label={([, label]) => label}
              />
            </NativeSelect>
          </div>
        </div>
        <div className="mt-6" aria-busy={reviews.status === 'pending'}>
          {reviews.status === 'error' ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
              The reviews could not be loaded. Please try refreshing the page.
            </p>
          ) : !shown ? (
            <p className="text-muted">Loading reviews…</p>
          ) : shown.data.length === 0 ? (
            <p className="rounded-xl border border-line bg-surface p-6 text-muted">
              No reviews of this kind of project yet. Had one done through RoofBid?{' '}
              <Link to="/rate-contractor" className="font-semibold text-brand-700 underline">
                Rate your contractor
              </Link>
              .
            </p>
          ) : (
            <>
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {shown.data.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                result={shown}
                noun="reviews"
                onPage={(next) => go({ page: next })}
              />
            </>
          )}
        </div>
      </section>

      <GetBidsBand
        titleId="reviews-cta-title"
        title="Ready for your own bids?"
        grid="max-w-6xl md:grid-cols-2"
        textClassName="mt-3 max-w-xl leading-relaxed text-muted"
        aside={
          <div className="rounded-xl border border-line bg-white p-6">
            <h3 className="text-lg font-semibold">Help the next homeowner</h3>
            <p className="mt-2 leading-relaxed text-muted">
              Had your roof done through RoofBid? Your rating helps other homeowners choose well,
              and your completion form is how your reveal fee comes back to you.
            </p>
            <Link
              to="/rate-contractor"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              Finished a job? Rate your contractor
            </Link>
          </div>
        }
      >
        Describe your roof once and compare up to {figures.maxBids} bids from licensed and insured
        contractors, before anyone gets your phone number.
      </GetBidsBand>
    </>
  );
}
