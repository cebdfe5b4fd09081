import { Link } from '../../lib/router.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { company } from '../../content/company.ts';
import { FaqList } from '../../features/faq/components/faq-list.tsx';

export default function FaqRoute() {
  return (
    <>
      <PageIntro eyebrow="FAQ" title="Frequently asked questions">
        Fees, refunds, contractors and timelines, answered. Can’t find yours? Call{' '}
        <a className="font-semibold text-brand-700 underline" href={company.phoneHref}>
          {company.phoneDisplay}
        </a>{' '}
        or{' '}
        <Link className="font-semibold text-brand-700 underline" to="/contact">
          write to us
        </Link>
        .
      </PageIntro>
      <div className="mx-auto w-full max-w-4xl px-4 py-12">
        <FaqList />
      </div>
    </>
  );
}
