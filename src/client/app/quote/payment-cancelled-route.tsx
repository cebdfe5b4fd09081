import { useEffect } from 'react';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { company } from '../../content/company.ts';
import { useCancelCheckout } from '../../features/checkout/api/checkout.ts';
import { TestModeNotice } from '../../features/checkout/components/test-mode-notice.tsx';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';

/** /payment-cancelled?session_id=…: nothing charged; the checkout is closed and kept for follow-up. */
export default function PaymentCancelledRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { mutate, data, isPending } = useCancelCheckout();

  useEffect(() => {
    if (sessionId) mutate(sessionId);
  }, [sessionId, mutate]);

  if (data?.paid) {
    return (
      <NarrowPage title="Your payment went through">
        <p>It looks like this payment was completed after all.</p>
        <Link
          to={`/payment-success?session_id=${encodeURIComponent(sessionId)}`}
          className={buttonVariants({ className: 'mt-6' })}
        >
          See your order
        </Link>
      </NarrowPage>
    );
  }
  return (
    <NarrowPage title="Payment cancelled">
      <TestModeNotice />
      <p className="mt-4 text-lg">You have not been charged.</p>
      <p className="mt-2 text-muted">
        Your quote request is saved. Publish your auction whenever you are ready, or call us on{' '}
        <a className="font-semibold text-brand-700 underline" href={company.phoneHref}>
          {company.phoneDisplay}
        </a>{' '}
        if something went wrong.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {data?.submissionId ? (
          <Link
            to={`/payment-checkout?submissionId=${data.submissionId}`}
            className={buttonVariants()}
          >
            Try again
          </Link>
        ) : (
          <Link to="/get-quote" className={buttonVariants()} aria-disabled={isPending}>
            Start a new request
          </Link>
        )}
        <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
          Back to home
        </Link>
      </div>
    </NarrowPage>
  );
}
