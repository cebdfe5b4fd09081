import { ArrowLeft, Info, LoaderCircle, Lock, RotateCcw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, formatMoneyAndCurrency } from '#shared/domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { usePayLater } from '../api/pay-later.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { PayByPhone } from './pay-by-phone.tsx';
import { TestModeNotice } from './test-mode-notice.tsx';

// Below the regular launch price the QR alternative is offered (SPEC.md §2).
const QR_BELOW_CENTS = 9_999;

export type PaymentDetails = {
  submissionId: string;
  amountCents: number;
  currency: string;
  customerName?: string;
  customerEmail?: string;
  /** The GST included in amountCents, as the server computed it. */
  gstCents: number;
  couponCode?: string;
  /** Why the lead's coupon no longer applies (from the server). */
  couponNotice?: string;
  paymentOfferId?: string;
  /** The reveal fee today (the server's public prices), told before the homeowner pays. */
  revealFeeCents?: number;
};

/** A checkout the server opened at another amount than the step showed, and why. */
type PriceChange = { url: string; amountCents: number; gstCents: number; notice?: string };

/** What the fee buys, the amount, and Pay: the server opens the checkout at its own price. */
export function PaymentStep({
  details,
  onBack,
  onPayLater,
}: {
  details: PaymentDetails;
  onBack?: () => void;
  onPayLater?: () => void;
}) {
  const checkout = useStartCheckout();
  const payLater = usePayLater();
  const [changed, setChanged] = useState<PriceChange>();
  const amountCents = changed?.amountCents ?? details.amountCents;
  const amount = formatMoney(amountCents, details.currency);
  const gst = formatMoney(changed?.gstCents ?? details.gstCents, details.currency);
  const couponNotice = changed ? changed.notice : details.couponNotice;
  const couponCode = changed || details.couponNotice ? undefined : details.couponCode;
  const revealFee =
    details.revealFeeCents === undefined
      ? undefined
      : formatMoneyAndCurrency(details.revealFeeCents, details.currency);

  const pay = () => {
    // Already confirmed at the new amount: go to the checkout the server opened.
    if (changed) return window.location.assign(changed.url);
    checkout.mutate(
      {
        contactSubmissionId: details.submissionId,
        paymentOfferId: details.paymentOfferId,
        amount: details.amountCents / 100,
        couponCode: details.couponCode,
        customerEmail: details.customerEmail,
        customerName: details.customerName,
      },
      {
        onSuccess: (session) => {
          // Never send the homeowner to pay another amount than the one on screen unawares.
          if (session.url && session.amountCents !== details.amountCents) {
            setChanged({
              url: session.url,
              amountCents: session.amountCents,
              gstCents: session.gstCents,
              notice: session.couponNotice ?? 'The price has changed since you saw it.',
            });
          } else if (session.url) window.location.assign(session.url);
          else
            toast({
              title: 'Error',
              description: 'Failed to create payment session. Please try again.',
              variant: 'destructive',
            });
        },
        onError: (error) =>
          toast({
            title: 'Payment Error',
            // A 409 says why this checkout cannot open (already paid, a payment under way).
            description:
              error instanceof ApiError && error.status === 409 && error.serverMessage
                ? error.serverMessage
                : failureDescription(error, 'Unable to create payment session. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  // The success screen promises an e-mail with the link back here: it shows once it is queued.
  const submitWithoutPaying = () =>
    payLater.mutate(
      { submissionId: details.submissionId },
      {
        onSuccess: () => onPayLater?.(),
        onError: (error) =>
          toast({
            title: 'Error',
            description:
              error instanceof ApiError && error.status === 409 && error.serverMessage
                ? error.serverMessage
                : failureDescription(
                    error,
                    'We could not e-mail you the link. Please try again, or pay now.',
                  ),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section aria-labelledby="payment-title" className="space-y-6">
      <div>
        <h2
          id="payment-title"
          tabIndex={-1}
          data-step-heading
          className="text-2xl font-bold outline-none"
        >
          Publish your auction
        </h2>
        <p className="mt-1 text-muted">
          {details.customerName ? `${details.customerName}, your` : 'Your'} quote request is saved.
          Pay the publishing fee and vetted contractors can start bidding.
        </p>
      </div>
      <div className="rounded-xl border border-line p-5">
        <div className="flex items-baseline justify-between gap-4">
          <span className="font-semibold">Auction publishing fee</span>
          <span className="text-2xl font-extrabold" data-testid="payment-amount">
            {amount}
          </span>
        </div>
        <p className="text-right text-sm text-muted" data-testid="payment-gst">
          includes {gst} GST
        </p>
        {couponCode && <p className="mt-1 text-sm text-green-800">Coupon {couponCode} applied</p>}
        {couponNotice && (
          <p
            role="status"
            className="mt-2 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {couponNotice}
          </p>
        )}
        <ul className="mt-4 space-y-2 text-sm">
          <li className="flex gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            Up to four bids from licensed and insured contractors
          </li>
          <li className="flex gap-2" data-testid="reveal-fee-note">
            <RotateCcw className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            <span>
              Nothing else is charged unless you choose to see who bid: the reveal fee
              {revealFee ? ` of ${revealFee}` : ''} shows you each bidder’s company and contact
              details, and it is refunded in full when your job is done
            </span>
          </li>
          <li className="flex gap-2">
            <Lock className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            Card payments are processed securely; we never see your card number
          </li>
        </ul>
      </div>
      <TestModeNotice />
      <Button size="lg" className="w-full" loading={checkout.isPending} onClick={pay}>
        Pay {amount} securely
      </Button>
      {amountCents < QR_BELOW_CENTS && (
        <PayByPhone
          submissionId={details.submissionId}
          paymentOfferId={details.paymentOfferId}
          amountCents={amountCents}
          currency={details.currency}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to Form
          </Button>
        )}
        {onPayLater && (
          // A text button: its label wraps on a narrow phone, where a Button would not.
          <button
            type="button"
            onClick={submitWithoutPaying}
            disabled={payLater.isPending}
            aria-busy={payLater.isPending || undefined}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-left font-semibold text-ink underline-offset-4 hover:underline disabled:opacity-60"
          >
            {payLater.isPending && (
              <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
            )}
            Not ready to pay? Submit without paying
          </button>
        )}
      </div>
    </section>
  );
}
