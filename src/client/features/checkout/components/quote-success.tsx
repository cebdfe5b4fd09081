import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The success screen (SPEC.md §2): after payment, the account and the e-mailed link and the
 * 7-10 business days; when only submitted, the thank-you with pricing in 10-15 days and the
 * e-mailed link back to the payment step (POST /api/pay-later has queued it by then).
 */
export function QuoteSuccess({
  variant,
  email,
  account = 'created',
  children,
}: {
  variant: 'paid' | 'submitted';
  email?: string;
  /**
   * After payment: the account was created with it, existed already (a returning customer), or
   * unknown (the success page opened without the paying browser's cookie, so it is told nothing).
   */
  account?: 'created' | 'existing' | 'unknown';
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="success-title" className="space-y-5 text-center">
      <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
      {variant === 'paid' ? (
        <>
          <h2
            id="success-title"
            tabIndex={-1}
            data-step-heading
            className="text-2xl font-bold outline-none"
          >
            Your auction is published
          </h2>
          <p className="text-lg">
            {account === 'existing' ? (
              'The auction is in your customer account, and we e-mailed you a confirmation'
            ) : (
              <>We created your customer account and e-mailed you a link to set your password</>
            )}
            {email ? (
              <>
                {' '}
                at <strong>{email}</strong>
              </>
            ) : null}
            .
          </p>
          {account === 'unknown' && (
            <p className="text-muted">
              Already had an account? The auction is in it: sign in to follow its bids.
            </p>
          )}
          <p className="text-muted">
            Our team will contact you within 7-10 business days, and you can follow every bid in
            your customer portal as it arrives.
          </p>
          <p className="text-muted">
            Photos you sent with your request are on the auction; add or remove photos there (up to
            8) while bidding is open: contractors price what they can see. Location and camera
            details are removed from every photo.
          </p>
        </>
      ) : (
        <>
          <h2
            id="success-title"
            tabIndex={-1}
            data-step-heading
            className="text-2xl font-bold outline-none"
          >
            Thank you! Your quote request is in
          </h2>
          <p className="text-lg">Your pricing will be ready in 10-15 days.</p>
          <p className="text-muted">
            We e-mailed you a link
            {email ? (
              <>
                {' '}
                at <strong>{email}</strong>
              </>
            ) : null}{' '}
            to publish your auction whenever you are ready. It works any time, and it tells you what
            the fees are before you pay.
          </p>
        </>
      )}
      {children}
    </section>
  );
}
