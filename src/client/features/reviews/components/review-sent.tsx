import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { VerifiedJobBadge } from '../../../components/verified-job-badge.tsx';
import { Link } from '../../../lib/router.tsx';
import { REVIEW_RECEIVED_TEXT } from './review-texts.ts';

/**
 * What happens to the review now, on the page itself (the toast goes away): moderation first,
 * then the badge it will or could carry. Focus moves here so a screen reader hears it.
 */
export function ReviewSent({
  verified,
  withInvoice,
  onAnother,
}: {
  verified: boolean;
  withInvoice: boolean;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="review-sent-title"
      className="space-y-4 rounded-xl border border-green-200 bg-green-50 p-6"
    >
      <h2
        id="review-sent-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold"
      >
        <CheckCircle2 className="size-6 shrink-0 text-green-700" aria-hidden="true" />
        Thank you — your review is pending moderation
      </h2>
      <p>{REVIEW_RECEIVED_TEXT}</p>
      <h3 className="font-semibold">What happens next</h3>
      <ol className="list-decimal space-y-2 pl-5">
        <li>Our team reads every review before it is published on the reviews page.</li>
        {verified ? (
          <li>
            It is marked as a verified RoofBid job <VerifiedJobBadge />: you completed a RoofBid
            auction with this contractor. Verified reviews count towards the rating homeowners see
            on the contractor&apos;s profile.
          </li>
        ) : withInvoice ? (
          <li>
            Staff check the invoice you sent (it is never published). Once they confirm it, your
            review shows the “Verified job” badge and counts towards the contractor&apos;s profile
            rating.
          </li>
        ) : (
          <li>
            Verified reviews show a “Verified job” badge: those from a completed RoofBid job, or
            with an invoice our staff confirmed. Only verified reviews count towards the rating on a
            contractor&apos;s profile.
          </li>
        )}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onAnother}>
          Write another review
        </Button>
        <Link
          to="/reviews"
          className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4"
        >
          Read homeowners&apos; reviews
        </Link>
      </div>
    </section>
  );
}
