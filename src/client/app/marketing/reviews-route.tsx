import { MapPin, Quote, Star } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { figures } from '../../content/company.ts';
import { testimonials } from '../../content/testimonials.ts';

export default function ReviewsRoute() {
  const ratingLine = `${figures.rating}/${figures.ratingOutOf} from ${figures.siteReviewCount} reviews`;
  return (
    <>
      <PageIntro eyebrow="Reviews" title="What homeowners say">
        <p className="inline-flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="flex gap-0.5" aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Star key={index} className="size-5 fill-brand-500 text-brand-500" />
            ))}
          </span>
          {ratingLine}
        </p>
        <p className="mt-3">
          Homeowners, townhouse owners and condo boards across Alberta on comparing bids, choosing a
          contractor and getting their reveal fee back.
        </p>
      </PageIntro>

      <section
        aria-labelledby="stories-title"
        className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16"
      >
        <h2 id="stories-title" className="sr-only">
          Homeowner stories
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((review) => (
            <li key={review.name}>
              <figure className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <Badge variant="secondary">{review.projectType}</Badge>
                  <Quote className="size-6 shrink-0 text-brand-200" aria-hidden="true" />
                </div>
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed">
                  <p>“{review.text}”</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-line pt-4">
                  <span className="block font-semibold">{review.name}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
                    {review.role}
                    <span aria-hidden="true">·</span>
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="size-3.5" aria-hidden="true" />
                      {review.location}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-sm leading-relaxed text-muted">
          The ratings on contractor bid cards work differently: they come only from homeowners who
          finished a job through RoofBid and uploaded the invoice, so every one is tied to real
          work.
        </p>
      </section>

      <section aria-labelledby="reviews-cta-title" className="border-t border-line bg-surface">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16 md:grid-cols-2">
          <div>
            <h2 id="reviews-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Ready for your own bids?
            </h2>
            <p className="mt-3 max-w-xl leading-relaxed text-muted">
              Describe your roof once and compare up to {figures.maxBids} bids from licensed and
              insured contractors, before anyone gets your phone number.
            </p>
            <Link to="/get-quote" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
              Get my roofing bids
            </Link>
          </div>
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
        </div>
      </section>
    </>
  );
}
