import { Ban, EyeOff, ReceiptText, ShieldCheck } from 'lucide-react';
import { Link } from '../../lib/router.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { figures } from '../../content/company.ts';
import { testimonials } from '../../content/testimonials.ts';

const steps = [
  {
    title: 'Describe your roof',
    text: 'Your address, the roof, what you need and when. It takes about three minutes.',
  },
  {
    title: 'Publish your auction',
    text: 'Pay the one-time publishing fee. We send your job to vetted contractors who serve your area.',
  },
  {
    title: 'Compare up to four bids',
    text: 'See each price with the contractor’s rating, years in business, insurance and licence.',
  },
  {
    title: 'Reveal, award, get refunded',
    text: `Like the range? Reveal the bidders, award the job within ${figures.awardWindowDays} days, and get the reveal fee back when the work is done.`,
  },
];

const promises = [
  {
    icon: EyeOff,
    title: 'No spam calls',
    text: 'Only the contractor you award gets your phone number and e-mail. You call the bidders, when you are ready.',
  },
  {
    icon: ShieldCheck,
    title: 'Vetted contractors only',
    text: 'Business licence, liability insurance and bonding are checked before a company can bid.',
  },
  {
    icon: ReceiptText,
    title: 'No hidden fees',
    text: 'One publishing fee, one refundable reveal fee. Prices are shown in full before you pay.',
  },
  {
    icon: Ban,
    title: 'No fake reviews',
    text: 'Only homeowners who completed a job through us, with an invoice, can rate a contractor.',
  },
];

export function HomeSections() {
  const featured = testimonials[0];
  return (
    <>
      <section aria-labelledby="how-title" className="mx-auto w-full max-w-6xl px-4 py-16">
        <h2 id="how-title" className="text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-line bg-white p-6">
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <Link
          to="/services"
          className={buttonVariants({ variant: 'link', className: 'mt-6 px-0' })}
        >
          Read all eleven steps
        </Link>
      </section>

      <section aria-labelledby="promise-title" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="promise-title" className="text-3xl font-bold tracking-tight">
            Built for homeowners, not for lead sellers
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            {promises.map(({ icon: Icon, title, text }) => (
              <div key={title} className="flex gap-4 rounded-xl bg-white p-6 shadow-sm">
                <Icon className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <h3 className="text-lg font-semibold">{title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      {featured && (
        <section
          aria-labelledby="testimonial-title"
          className="mx-auto w-full max-w-4xl px-4 py-16 text-center"
        >
          <h2 id="testimonial-title" className="sr-only">
            What a homeowner says
          </h2>
          <figure>
            <blockquote className="text-2xl leading-relaxed font-medium text-balance">
              “{featured.text}”
            </blockquote>
            <figcaption className="mt-4 text-muted">
              {featured.name}, {featured.role} in {featured.location} · {featured.projectType}
            </figcaption>
          </figure>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/get-quote" className={buttonVariants({ size: 'lg' })}>
              Get my roofing bids
            </Link>
            <Link to="/reviews" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
              Read more reviews
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
