import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { LoadingShapes } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { checkoutQuoteQuery } from '../../features/checkout/api/checkout.ts';
import { PaymentStep } from '../../features/checkout/components/payment-step.tsx';
import { usePublicPricing } from '../../features/pricing/api/use-public-pricing.ts';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';

/**
 * /payment-checkout?submissionId=…[&offerId=…]: pay for a saved quote request, from an e-mailed
 * link, a staff payment link or the QR code. An `amount` in the address is ignored: the server
 * shows and charges the lead's price or the stored offer.
 */
export default function PaymentCheckoutRoute() {
  const [params] = useSearchParams();
  const pricing = usePublicPricing();
  const submissionId = params.get('submissionId') ?? '';
  const offerId = params.get('offerId') ?? undefined;
  const quote = useQuery({
    ...checkoutQuoteQuery(submissionId, offerId),
    enabled: Boolean(submissionId),
  });

  if (!submissionId) {
    return (
      <NarrowPage title="Checkout">
        <p role="alert" className="text-lg">
          No submission found
        </p>
        <p className="mt-2 text-muted">
          This payment link is incomplete. Start with a quote request instead.
        </p>
        <Link to="/get-quote" className={buttonVariants({ className: 'mt-6' })}>
          Request a quote
        </Link>
      </NarrowPage>
    );
  }
  if (quote.isPending) {
    return (
      <NarrowPage title="Checkout">
        <LoadingShapes
          label="Loading your checkout"
          shapes={['h-8 w-1/2', 'h-32 w-full', 'h-12 w-full']}
          className="space-y-4"
        />
      </NarrowPage>
    );
  }
  if (quote.isError) {
    const message =
      quote.error instanceof ApiError && quote.error.status === 404
        ? (quote.error.serverMessage ?? 'No submission found')
        : 'We could not load your checkout. Please try again.';
    return (
      <NarrowPage title="Checkout">
        <p role="alert" className="text-lg">
          {message}
        </p>
        <Link to="/contact" className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}>
          Contact us
        </Link>
      </NarrowPage>
    );
  }
  const data = quote.data;
  return (
    <NarrowPage title={`Checkout for ${data.firstName}`}>
      {data.alreadyPaid ? (
        <div>
          <p className="text-lg">This quote request has already been paid. Thank you!</p>
          <Link to="/customer-portal" className={buttonVariants({ className: 'mt-6' })}>
            Go to my account
          </Link>
        </div>
      ) : (
        <PaymentStep
          details={{
            submissionId: data.submissionId,
            amountCents: data.amountCents,
            gstCents: data.gstCents,
            currency: data.currency,
            couponCode: data.couponCode,
            couponNotice: data.couponNotice,
            paymentOfferId: offerId,
            revealFeeCents: pricing.status === 'success' ? pricing.data.revealFeeCents : undefined,
          }}
        />
      )}
    </NarrowPage>
  );
}
