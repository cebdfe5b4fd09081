import { Award, BadgeCheck, Clock, Star } from 'lucide-react';
import { figures } from '../../content/company.ts';
import { ratingCount, ratingValue, siteRating } from '../../features/reviews/api/site-rating.ts';
import { LaunchOffer } from '../../features/pricing/components/launch-offer.tsx';
import { GetBidsLinks } from './content-section.tsx';
import { HomeSections } from './home-sections.tsx';
import { useSetupQuery } from './use-setup-query.ts';

export default function HomeRoute() {
  useSetupQuery();
  const rating = siteRating();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            {rating && (
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-ink shadow-sm">
                <Star className="size-4 fill-brand-500 text-brand-500" aria-hidden="true" />
                {ratingValue(rating)} {ratingCount(rating, 'homeowner reviews')}
              </p>
            )}
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Up to four roofing bids. You choose who gets the job.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">
              Describe your roof once. Vetted, licensed and insured contractors bid for the work,
              and you compare prices side by side before anyone gets your phone number. No spam
              calls, no fake reviews, no hidden fees.
            </p>
            <GetBidsLinks to="/services" className="mt-8">
              See how it works
            </GetBidsLinks>
            <ul className="mt-8 grid gap-3 text-sm font-medium sm:grid-cols-3">
              <li className="flex items-center gap-2">
                <BadgeCheck className="size-5 text-green-700" aria-hidden="true" />
                Licensed & insured pros
              </li>
              <li className="flex items-center gap-2">
                <Award className="size-5 text-green-700" aria-hidden="true" />
                {figures.yearsExperience} years in roofing
              </li>
              <li className="flex items-center gap-2">
                <Clock className="size-5 text-green-700" aria-hidden="true" />
                Bids in {figures.contactBusinessDays} business days
              </li>
            </ul>
          </div>
          <LaunchOffer />
        </div>
      </section>
      <HomeSections />
    </>
  );
}
