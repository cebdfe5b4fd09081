import { BadgeCheck, Clock, EyeOff, RotateCcw, Star } from 'lucide-react';
import { figures } from '../../content/company.ts';
import { testimonials } from '../../content/testimonials.ts';
import { ratingCount, ratingValue, siteRating } from '../../features/reviews/api/site-rating.ts';

const benefits = [
  { icon: BadgeCheck, text: 'Up to four bids from vetted, licensed and insured contractors' },
  {
    icon: EyeOff,
    text: 'No sales calls: your contact details go only to the contractor you award',
  },
  { icon: RotateCcw, text: 'The reveal fee is 100% refunded when your job is complete' },
  {
    icon: Clock,
    text: `Bids within ${figures.contactBusinessDays} business days; award within ${figures.awardWindowDays} days`,
  },
];

export function QuoteHero() {
  const rating = siteRating();
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {rating && (
          <p className="inline-flex items-center gap-2 text-sm font-semibold">
            <Star className="size-4 fill-brand-500 text-brand-500" aria-hidden="true" />
            {ratingValue(rating)} {ratingCount(rating)}
          </p>
        )}
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Get up to four roofing bids
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          Describe your roof once. We publish it to vetted contractors near you and you compare
          their bids side by side, without a single sales call.
        </p>
      </div>
    </section>
  );
}

export function QuoteAside() {
  const testimonial = testimonials[1];
  return (
    <aside className="space-y-6" aria-label="Why homeowners use RoofBid">
      <section aria-labelledby="benefits-title" className="rounded-2xl bg-surface p-6">
        <h2 id="benefits-title" className="text-lg font-semibold">
          What you get
        </h2>
        <ul className="mt-4 space-y-3">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-sm leading-relaxed">
              <Icon className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </section>
      {testimonial && (
        <figure className="rounded-2xl border border-line p-6">
          <blockquote className="leading-relaxed">“{testimonial.text}”</blockquote>
          <figcaption className="mt-3 text-sm text-muted">
            {testimonial.name}, {testimonial.location} · {testimonial.projectType}
          </figcaption>
        </figure>
      )}
    </aside>
  );
}
