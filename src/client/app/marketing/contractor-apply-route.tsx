import { BadgeCheck, FileCheck2, MailCheck } from 'lucide-react';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Link } from '../../lib/router.tsx';
import { ApplicationForm } from '../../features/contractor-applications/components/application-form.tsx';

const promises = [
  { icon: FileCheck2, text: 'Send your licence and insurance once; we check them by hand.' },
  { icon: BadgeCheck, text: 'Homeowners see that you are verified, next to your bid.' },
  { icon: MailCheck, text: 'Auctions in your service area come to your inbox.' },
];

/** /contractors/apply: a roofing company applies to bid on RoofBid (issue #23). */
export default function ContractorApplyRoute() {
  return (
    <>
      <PageIntro eyebrow="For contractors" title="Apply to bid on RoofBid">
        Homeowners on RoofBid get bids only from licensed, insured contractors. Tell us about your
        company and send your documents: once we have verified them, you bid on roofing jobs in your
        area.
      </PageIntro>
      <div className="mx-auto w-full max-w-2xl space-y-8 px-4 py-10">
        <ul className="grid gap-3 sm:grid-cols-3">
          {promises.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-2 text-sm">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <ApplicationForm />
        <p className="text-sm text-muted">
          Already a RoofBid contractor?{' '}
          <Link to="/contractor" className="font-semibold text-brand-700 underline">
            Sign in to the contractor portal
          </Link>
          .
        </p>
      </div>
    </>
  );
}
