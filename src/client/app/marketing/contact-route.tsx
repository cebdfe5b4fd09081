import {
  CircleHelp,
  Clock,
  FileText,
  Mail,
  MapPin,
  Phone,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { company } from '../../content/company.ts';
import { ContentSection } from './content-section.tsx';

function Detail({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-xl border border-line bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100">
        <Icon className="size-5 text-brand-800" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 leading-relaxed text-muted">{children}</div>
      </div>
    </div>
  );
}

// Big enough to tap on a phone, while reading as a link rather than a button.
const contactLink =
  'inline-flex min-h-11 items-center font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-800';

const helpRoutes = [
  {
    icon: FileText,
    title: 'Want roofing bids?',
    text: 'The quote form is the fastest way to get prices: about three minutes, and your auction can be live today.',
    to: '/get-quote',
    label: 'Get my roofing bids',
  },
  {
    icon: UserRound,
    title: 'Already a customer?',
    text: 'See your bids, reveal contractors, award the job and submit your completion form in the customer portal.',
    to: '/customer-portal',
    label: 'Go to the customer portal',
  },
  {
    icon: CircleHelp,
    title: 'Have a quick question?',
    text: 'Fees, refunds, contractor vetting and timelines are answered in our FAQ.',
    to: '/faq',
    label: 'Read the FAQ',
  },
];

// The address is one string in company.ts; an office address reads best as street, then city.
const addressParts = company.address.split(', ');
const streetLine = addressParts.slice(0, -2).join(', ');
const cityLine = addressParts.slice(-2).join(', ');

export default function ContactRoute() {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Contact us">
        Questions about your roof, your auction or a refund? Call or e-mail the RoofBid team in
        Calgary. {company.replyPromise}
      </PageIntro>

      <ContentSection titleId="reach-title" title="How to reach us">
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          <Detail icon={Phone} title="Phone">
            <a className={contactLink} href={company.phoneHref}>
              {company.phoneDisplay}
            </a>
            <p className="text-sm">Toll-free across Canada</p>
          </Detail>
          <Detail icon={Mail} title="E-mail">
            <a className={contactLink} href={`mailto:${company.infoEmail}`}>
              {company.infoEmail}
            </a>
            <p className="text-sm">General questions, billing and refunds</p>
          </Detail>
          <Detail icon={MapPin} title="Office">
            <address className="not-italic">
              {company.legalName}
              <br />
              {streetLine}
              <br />
              {cityLine}
            </address>
            <a
              className={contactLink}
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(company.address)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Get directions<span className="sr-only"> (opens Google Maps in a new tab)</span>
            </a>
          </Detail>
          <Detail icon={Clock} title="Business hours">
            <ul>
              {company.hours.split('; ').map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Detail>
        </div>
      </ContentSection>

      <ContentSection titleId="help-title" title="Find the right place" band="ruled">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {helpRoutes.map(({ icon: Icon, title, text, to, label }, index) => (
            <li key={to} className="flex flex-col rounded-xl border border-line bg-white p-6">
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{text}</p>
              <Link
                to={to}
                className={buttonVariants({
                  // One filled button per screen: the quote is the main action here too.
                  variant: index === 0 ? 'primary' : 'secondary',
                  className: 'mt-5 w-full',
                })}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm leading-relaxed text-muted">
          Questions about your personal information go to our privacy officer at{' '}
          <a
            className="font-semibold text-brand-700 underline underline-offset-4"
            href={`mailto:${company.privacyEmail}`}
          >
            {company.privacyEmail}
          </a>
          ; see our{' '}
          <Link className="font-semibold text-brand-700 underline underline-offset-4" to="/privacy">
            Privacy Policy
          </Link>
          .
        </p>
      </ContentSection>
    </>
  );
}
