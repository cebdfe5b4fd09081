import { PageIntro } from '../../components/layout/page-intro.tsx';
import { ReviewForm } from '../../features/reviews/components/review-form.tsx';

export default function RateContractorRoute() {
  return (
    <>
      <PageIntro eyebrow="Reviews" title="Rate your contractor">
        Finished a roofing job? Tell other homeowners how it went. Every review is checked by our
        team before it is published, and only real customers can rate a contractor.
      </PageIntro>
      <div className="mx-auto w-full max-w-2xl px-4 py-10">
        <ReviewForm />
      </div>
    </>
  );
}
