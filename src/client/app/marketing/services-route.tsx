import {
  BadgeCheck,
  BellRing,
  ClipboardCheck,
  Coffee,
  CreditCard,
  EyeOff,
  FileSignature,
  Gavel,
  Hammer,
  Handshake,
  KeyRound,
  MapPin,
  RotateCcw,
  ScanSearch,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { company, figures } from '../../content/company.ts';
import { RevealFeeAmount, useRevealFee } from '../../features/pricing/components/reveal-fee.tsx';
import { ContentSection, GetBidsBand } from './content-section.tsx';

type Step = {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Marks the two steps where the homeowner pays, and the one where money comes back. */
  money?: { label: string; variant: 'warning' | 'success' };
  extra?: ReactNode;
};

const steps: Step[] = [
  {
    icon: MapPin,
    title: 'Enter your address and preferences',
    text: 'Tell us where the property is, what kind of roof it has and what you need: a repair, a replacement or a new installation, your budget and your timing. Then choose what matters to you in a contractor, such as licence, insurance, bonding and years in business. It takes about three minutes.',
  },
  {
    icon: CreditCard,
    title: 'Publish your auction',
    text: 'Pay a small one-time publishing fee, shown in Canadian dollars before you pay. Your auction goes live, we create your account, and we e-mail you a link to set your password for the customer portal.',
    money: { label: 'Publishing fee', variant: 'warning' },
  },
  {
    icon: BellRing,
    title: 'Matched contractors are notified',
    text: 'We send your job to vetted roofing contractors who serve your area and do the kind of work you need. They see the job, not you: your name, phone number and e-mail stay private.',
  },
  {
    icon: Gavel,
    title: `Bids arrive, up to ${figures.maxBids}`,
    text: `Contractors bid on the same scope, so the prices are comparable. Most auctions receive their bids within ${figures.contactBusinessDays} business days, and you can follow them in your customer portal as they arrive.`,
  },
  {
    icon: ScanSearch,
    title: 'Review the anonymised bid cards',
    text: 'Each bid appears as a card with the amount, the contractor’s rating, years in business, insured amount, and whether it is bonded and licensed. No names, no sales pitch: you compare on the facts.',
    extra: <ExampleBidCard />,
  },
  {
    icon: Coffee,
    title: 'The “digital kitchen table” decision',
    text: 'Sit down with your family, or your condo board, and look at the bid range together. If it works for you, opt in. If it does not, opt out: the auction ends, no contractor ever learns who you are, and you pay nothing more.',
  },
  {
    icon: KeyRound,
    title: 'Reveal the contractors',
    text: 'Opted in? Pay the reveal fee to see each bidder’s company name and contact details. Call them, ask questions, and book a site visit. The reveal fee is 100% refundable once your job is complete.',
    money: { label: 'Refundable reveal fee', variant: 'warning' },
    extra: <RevealFeeFact />,
  },
  {
    icon: Handshake,
    title: `Award the job within ${figures.awardWindowDays} days`,
    text: `Choose the contractor you want and award the job in your customer portal: that contractor, and only that one, receives your phone number and e-mail. You have ${figures.awardWindowDays} days from the day your auction was published; after that, unawarded auctions expire.`,
  },
  {
    icon: FileSignature,
    title: 'Sign a contract directly with the contractor',
    text: 'Your agreement is between you and the contractor; RoofBid is not a party to it. Get the scope, price, schedule, payment terms and the workmanship warranty in writing. In Alberta, a contractor who takes a deposit before the work is done needs a prepaid contractor licence, so ask to see it.',
  },
  {
    icon: Hammer,
    title: 'The work is done',
    text: 'Your contractor completes the job on the schedule you agreed. If anything worries you along the way, call us: we know the contractors on our marketplace and we are here to help.',
  },
  {
    icon: ClipboardCheck,
    title: 'Submit the completion form and get your refund',
    text: 'Upload your final invoice and a few photos of the finished roof, and rate your contractor. Once our team approves the form, we refund the full reveal fee to the card you paid with, and your rating helps the next homeowner choose well.',
    money: { label: 'Reveal fee refunded', variant: 'success' },
  },
];

/** What the reveal fee costs today and what it buys, from the server's prices. */
function RevealFeeFact() {
  const amount = useRevealFee();
  return (
    <p className="mt-3 max-w-2xl rounded-lg border border-line bg-surface px-4 py-3 text-sm">
      <span className="font-semibold">Reveal fee{amount ? `: ${amount}` : ''}.</span> It shows you
      the company name and contact details of every contractor who bid on your auction, and it is
      refunded in full once your job is complete. Your own phone number and e-mail go only to the
      contractor you award.
    </p>
  );
}

/** What a bid looks like before the reveal; the figures are an illustration, not a real bid. */
function ExampleBidCard() {
  const rows = [
    ['Rating', '4.8 / 5'],
    ['Years in business', '12'],
    ['Insured for', '$2,000,000'],
    ['Bonded', 'Yes'],
    ['Licensed', 'Yes'],
  ];
  return (
    <figure className="mt-4 max-w-sm rounded-xl border border-line bg-white p-4 shadow-sm">
      <figcaption className="text-xs font-semibold tracking-wide text-muted uppercase">
        Example bid card
      </figcaption>
      <div className="mt-2 flex items-baseline justify-between gap-3">
        <span className="font-semibold">Bid B</span>
        <span className="text-2xl font-bold">$14,850</span>
      </div>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-center gap-2 border-t border-line pt-3 text-sm text-muted">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        Company name and contacts hidden until you reveal
      </p>
    </figure>
  );
}

export default function ServicesRoute() {
  return (
    <>
      <PageIntro eyebrow="How it works" title="How RoofBid works">
        Eleven steps from describing your roof to a finished job and your reveal fee back in your
        account. You stay in control at every one: no contractor gets your phone number or e-mail
        unless you award them the job.
      </PageIntro>

      <ContentSection titleId="steps-title" title="Your roofing auction, step by step">
        <ol className="mt-10">
          {steps.map(({ icon: Icon, title, text, money, extra }, index) => (
            <li key={title} className="relative flex gap-4 pb-10 last:pb-0 sm:gap-6">
              {index < steps.length - 1 && (
                // The line joining each number to the next one: decoration only.
                <span
                  aria-hidden="true"
                  className="absolute top-12 bottom-2 left-[1.375rem] w-px bg-line"
                />
              )}
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1 pt-1.5">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <h3 className="flex items-center gap-2 text-xl font-semibold">
                    <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                    <span>
                      <span className="sr-only">Step {index + 1}: </span>
                      {title}
                    </span>
                  </h3>
                  {money && <Badge variant={money.variant}>{money.label}</Badge>}
                </div>
                <p className="mt-2 max-w-2xl leading-relaxed text-muted">{text}</p>
                {extra}
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <GetBidsBand
        titleId="start-title"
        title="Ready to see what your roof should cost?"
        grid="max-w-4xl md:grid-cols-[1.4fr_1fr] md:items-center"
        aside={
          <ul className="space-y-3 text-sm font-medium">
            <li className="flex gap-3">
              <ShieldCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
              Licensed and insured contractors only
            </li>
            <li className="flex gap-3">
              <RotateCcw className="size-5 shrink-0 text-green-700" aria-hidden="true" />
              The reveal fee (<RevealFeeAmount fallback="shown before you pay" />) is 100% refunded
              when your job is complete
            </li>
            <li className="flex gap-3">
              <BadgeCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
              Your phone number and e-mail go only to the contractor you award
            </li>
          </ul>
        }
      >
        Step one takes about three minutes. Questions first? Call{' '}
        <a
          className="font-semibold whitespace-nowrap text-brand-700 underline"
          href={company.phoneHref}
        >
          {company.phoneDisplay}
        </a>{' '}
        or read the{' '}
        <Link className="font-semibold text-brand-700 underline" to="/faq">
          answers to common questions
        </Link>
        .
      </GetBidsBand>
    </>
  );
}
