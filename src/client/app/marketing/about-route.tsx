import {
  Ban,
  EyeOff,
  HeartHandshake,
  MapPinned,
  ReceiptText,
  ShieldCheck,
  ShieldPlus,
  Layers,
} from 'lucide-react';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { figures } from '../../content/company.ts';
import { ratingCount, ratingValue, siteRating } from '../../features/reviews/api/site-rating.ts';
import { ContentSection, GetBidsLinks } from './content-section.tsx';

const promises = [
  {
    icon: EyeOff,
    title: 'No spam calls',
    text: 'Your phone number and e-mail are never sold or handed out. Contractors see your job, not you; only the contractor you award gets your contact details.',
  },
  {
    icon: Ban,
    title: 'No fake reviews',
    text: 'Contractor ratings come only from homeowners who completed a job through RoofBid and uploaded the invoice to prove it.',
  },
  {
    icon: ReceiptText,
    title: 'No hidden fees',
    text: 'A publishing fee and a reveal fee, both shown in Canadian dollars before you pay. The reveal fee comes back to you when the job is done.',
  },
  {
    icon: HeartHandshake,
    title: 'Homeowners first',
    text: 'You decide who sees your details, who gets the job and when. If the bids do not suit you, you walk away and nobody calls.',
  },
];

const features = [
  {
    icon: ShieldCheck,
    title: 'Licensed and insured',
    text: 'Before a company can bid, we check its business licence, liability insurance and bonding, and we recheck insurance every year. Each bid card shows the insured amount, so you know exactly what is covered.',
  },
  {
    icon: MapPinned,
    title: 'Local experts',
    text: 'Contractors bid only on jobs in the area they serve. They know Alberta roofs: chinooks that swing the temperature in an afternoon, heavy spring snow, and the hail that earned Calgary its reputation.',
  },
  {
    icon: Layers,
    title: 'Quality materials',
    text: 'Our contractors install products from established manufacturers, following the manufacturer’s instructions so the warranty holds. Ask each bidder which products the price includes; in hail country, impact-resistant Class 4 shingles are worth asking about, and some insurers offer a discount for them.',
  },
  {
    icon: ShieldPlus,
    title: 'Warranty protection',
    text: 'Contractors on RoofBid give a written workmanship warranty on top of the manufacturer’s warranty on materials. Put both in your contract and keep your invoice; it is your proof if you ever need to claim.',
  },
];

const experience = { value: `${figures.yearsExperience} years`, label: 'of roofing experience' };
const jobFacts = [
  { value: `Up to ${figures.maxBids}`, label: 'bids on every job' },
  { value: `${figures.awardWindowDays} days`, label: 'to compare and award' },
];

export default function AboutRoute() {
  const rating = siteRating();
  const stats = [
    experience,
    ...(rating
      ? [{ value: ratingValue(rating), label: ratingCount(rating, 'homeowner reviews') }]
      : []),
    ...jobFacts,
  ];
  return (
    <>
      <PageIntro eyebrow="About us" title="About RoofBid">
        RoofBid is a Calgary company that helps homeowners across Alberta get fair, comparable
        roofing bids from vetted contractors, without the sales calls.
      </PageIntro>

      <ContentSection titleId="story-title" title="Why we built RoofBid">
        <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
          <p>
            Our team has spent {figures.yearsExperience} years in and around the roofing trade. We
            watched homeowners hand their phone number to a lead website and get ten calls by
            dinner, collect quotes that could not be compared, and guess which crew to trust after a
            hailstorm brought door-knockers to every street.
          </p>
          <p>
            So we turned it around. You describe the job once, vetted contractors compete for it on
            the same scope, and you see the facts that matter before anyone learns your name.
          </p>
        </div>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map(({ value, label }) => (
            <div
              key={label}
              className="flex flex-col rounded-xl border border-line bg-white p-4 sm:p-5"
            >
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="order-first text-2xl font-extrabold tracking-tight sm:text-3xl">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </ContentSection>

      <ContentSection titleId="promise-title" title="Our promise" band="surface">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100">
                <Icon className="size-5 text-brand-800" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection titleId="features-title" title="What you can count on">
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardHeader>
                <Icon className="size-7 text-brand-700" aria-hidden="true" />
                <CardTitle className="mt-2">{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="leading-relaxed text-muted">{text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </ContentSection>

      <ContentSection
        titleId="about-cta-title"
        title="See what fair bids look like for your roof"
        band="ruled"
      >
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">
          Up to {figures.maxBids} bids from licensed and insured contractors, and a reveal fee that
          is refunded when the work is done.
        </p>
        <GetBidsLinks to="/contact" className="mt-6">
          Talk to our team
        </GetBidsLinks>
      </ContentSection>
    </>
  );
}
