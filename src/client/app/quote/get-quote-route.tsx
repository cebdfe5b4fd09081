import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { trackQuoteStarted } from '../../features/analytics/track-quote-started.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePublicPricing } from '../../features/pricing/api/use-public-pricing.ts';
import {
  QuoteForm,
  type SubmittedQuote,
} from '../../features/quote-request/components/quote-form.tsx';
import { QuoteAside, QuoteHero } from './get-quote-sections.tsx';
import type * as StepsModule from './get-quote-steps.tsx';

type Steps = typeof StepsModule;

type Step = 'form' | 'payment' | 'success';

// The payment step and the success screen are not needed before the form is sent: they load
// on the first focus or touch of the form, and sending it waits for them if they are not in yet.
let steps: Steps | undefined;
let loadingSteps: Promise<Steps> | undefined;
const loadSteps = () =>
  (loadingSteps ??= import('./get-quote-steps.tsx').then(
    (module) => (steps = module),
    (error: unknown) => {
      loadingSteps = undefined;
      throw error;
    },
  ));
const preloadSteps = () => void loadSteps().catch(() => undefined);

/** /get-quote: the request form, then payment (Back to Form keeps every value), then success. */
export default function GetQuoteRoute() {
  const pricing = usePublicPricing();
  const [step, setStep] = useState<Step>('form');
  const [quote, setQuote] = useState<SubmittedQuote>();
  const stepRef = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  // Once per visit of the page: the first field the homeowner moves into.
  const onFirstTouch = () => {
    if (started.current) return;
    started.current = true;
    trackQuoteStarted();
  };
  // A step that could not load goes to the page's error boundary, like a page that cannot.
  const [failure, setFailure] = useState<unknown>();
  if (failure) throw failure;

  // Each step change moves the reader to the top of the new step.
  useEffect(() => {
    if (step === 'form' && !quote) return;
    stepRef.current?.scrollIntoView({ block: 'start' });
    // The form stays mounted (hidden) behind the other steps: focus the visible step's heading.
    const headings = stepRef.current?.querySelectorAll<HTMLElement>('[data-step-heading]') ?? [];
    [...headings].find((heading) => heading.offsetParent !== null)?.focus();
  }, [step, quote]);

  return (
    <>
      <QuoteHero />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_22rem]">
        <div
          ref={stepRef}
          className="scroll-mt-20 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
        >
          {pricing.status === 'success' ? (
            <div
              hidden={step !== 'form'}
              onFocusCapture={onFirstTouch}
              onFocus={preloadSteps}
              onPointerDown={preloadSteps}
            >
              <QuoteForm
                pricing={pricing.data}
                onSubmitted={(submitted) => {
                  loadSteps().then(() => {
                    setQuote(submitted);
                    setStep('payment');
                  }, setFailure);
                }}
              />
            </div>
          ) : pricing.status === 'error' ? (
            <p role="alert" className="text-red-800">
              The form could not load. Please refresh the page or call us.
            </p>
          ) : (
            <div className="space-y-4" aria-label="Loading the form">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          )}
          {step === 'payment' && quote && steps && (
            <steps.PaymentStep
              details={{
                submissionId: quote.id,
                amountCents: quote.finalPriceCents,
                gstCents: quote.gstCents,
                currency: quote.currency,
                customerName: quote.name,
                customerEmail: quote.email,
                couponCode: quote.couponCode,
                revealFeeCents:
                  pricing.status === 'success' ? pricing.data.revealFeeCents : undefined,
              }}
              onBack={() => setStep('form')}
              onPayLater={() => setStep('success')}
            />
          )}
          {step === 'success' && quote && steps && (
            <steps.QuoteSuccess variant="submitted" email={quote.email}>
              <Link
                to={`/payment-checkout?submissionId=${quote.id}`}
                className={buttonVariants({ variant: 'secondary' })}
              >
                Publish my auction now
              </Link>
            </steps.QuoteSuccess>
          )}
        </div>
        <QuoteAside />
      </div>
    </>
  );
}
