import { codeInWords, orderStatusLabels, type OrderStatus } from '#shared/constants/options.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { formatMoney } from '#shared/domain/money.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { checkoutSessionQuery } from '../../features/checkout/api/checkout.ts';
import { QuoteSuccess } from '../../features/checkout/components/quote-success.tsx';
import { TestModeNotice } from '../../features/checkout/components/test-mode-notice.tsx';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';

/** /payment-success?session_id=…: verifies the payment, then the account, next steps and order. */
export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const session = useQuery({ ...checkoutSessionQuery(sessionId), enabled: Boolean(sessionId) });
  const failed = !sessionId || session.isError;

  useEffect(() => {
    if (failed) {
      toast({
        title: 'Payment Verification Failed',
        description: 'Failed to process payment',
        variant: 'destructive',
      });
    }
  }, [failed]);

  if (failed) {
    return (
      <NarrowPage title="Payment Verification Failed">
        <p role="alert">
          We could not confirm this payment. If you were charged, your order is safe: contact us and
          we will sort it out the same day.
        </p>
        <Link to="/contact" className={buttonVariants({ className: 'mt-6' })}>
          Contact us
        </Link>
      </NarrowPage>
    );
  }
  if (session.isPending) {
    return (
      <NarrowPage title="Confirming your payment…">
        <div role="status" aria-label="Confirming your payment" className="space-y-3">
          <Skeleton className="h-14 w-14 rounded-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </div>
      </NarrowPage>
    );
  }
  const result = session.data;
  if (result.status === 'refunded') {
    return (
      <NarrowPage title="Payment refunded">
        <TestModeNotice />
        <p className="mt-4 text-lg">{result.message}</p>
        {result.submissionId && (
          <Link
            to={`/payment-checkout?submissionId=${result.submissionId}`}
            className={buttonVariants({ className: 'mt-6' })}
          >
            Back to my quote request
          </Link>
        )}
      </NarrowPage>
    );
  }
  if (result.success && !result.order) {
    // Paid, but the order is shown only to the browser that paid, for an hour after paying: the
    // account and the e-mail are still told, without the address or the order.
    return (
      <NarrowPage title="Payment received">
        <TestModeNotice />
        <QuoteSuccess variant="paid" account="unknown">
          <Link to="/customer-portal" className={buttonVariants({ variant: 'secondary' })}>
            Go to my account
          </Link>
        </QuoteSuccess>
      </NarrowPage>
    );
  }
  if (!result.success || !result.order) {
    return (
      <NarrowPage title="Payment not completed">
        <p>Your payment has not gone through, and you have not been charged.</p>
        {result.submissionId && (
          <Link
            to={`/payment-checkout?submissionId=${result.submissionId}`}
            className={buttonVariants({ className: 'mt-6' })}
          >
            Try again
          </Link>
        )}
      </NarrowPage>
    );
  }
  const { order, customer } = result;
  return (
    <NarrowPage title="Payment received">
      <TestModeNotice />
      <QuoteSuccess
        variant="paid"
        email={customer?.email}
        account={result.accountSetupRequired === false ? 'existing' : 'created'}
      >
        <div className="rounded-xl bg-surface p-4 text-left text-sm">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <dt className="text-muted">Order number</dt>
            <dd className="font-semibold">{order.orderNumber}</dd>
            <dt className="text-muted">Amount paid</dt>
            <dd className="font-semibold">
              {formatMoney(Math.round(Number(order.totalAmount) * 100), order.currency)}
            </dd>
            <dt className="text-muted">Date</dt>
            <dd>{new Date(order.createdAt).toLocaleDateString()}</dd>
            <dt className="text-muted">Status</dt>
            <dd>{orderStatusLabels[order.status as OrderStatus] ?? codeInWords(order.status)}</dd>
          </dl>
          <p className="mt-2 text-muted" data-testid="order-gst">
            Amount paid includes {formatMoney(order.gstCents, order.currency)} GST
          </p>
        </div>
        <Link to="/customer-portal" className={buttonVariants({ variant: 'secondary' })}>
          Go to my account
        </Link>
      </QuoteSuccess>
    </NarrowPage>
  );
}
