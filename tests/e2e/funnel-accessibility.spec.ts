import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures/client-address.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import {
  cards,
  expectCardPage,
  expectPaymentStep,
  expectPaymentSuccess,
  launchPrice,
  openCardPage,
  openQuoteForm,
  paymentStep,
  payWithCard,
  quoteForm,
  submitQuote,
} from './fixtures/quote.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

/** A screen of the homeowner funnel, reached the way a homeowner reaches it. */
type FunnelState = { name: string; open: (page: Page, testInfo: TestInfo) => Promise<void> };

const states: FunnelState[] = [
  {
    name: '/get-quote with the empty form',
    open: (page) => openQuoteForm(page),
  },
  {
    name: '/get-quote after a submit with errors',
    open: async (page) => {
      await openQuoteForm(page);
      await quoteForm(page).getByRole('button', { name: 'Continue to payment' }).click();
      await expect(quoteForm(page).getByRole('alert')).toContainText('Name is required');
    },
  },
  {
    name: 'the payment step',
    open: async (page, testInfo) => {
      await submitQuote(page, testInfo);
      await expectPaymentStep(page, launchPrice);
    },
  },
  {
    name: 'the payment step with the pay-by-phone QR code (SUPER80)',
    open: async (page, testInfo) => {
      await submitQuote(page, testInfo, { couponCode: 'SUPER80' });
      // A phone cannot scan its own screen: it gets the checkout's link instead of the code.
      const onPhone = (page.viewportSize()?.width ?? 1280) < 640;
      await expect(
        onPhone
          ? paymentStep(page).getByRole('link', { name: 'this checkout’s link' })
          : paymentStep(page).getByRole('img', {
              name: 'QR code that opens this checkout on your phone',
            }),
      ).toBeVisible();
    },
  },
  {
    name: 'the thank-you after "Submit without paying"',
    open: async (page, testInfo) => {
      await submitQuote(page, testInfo);
      await page.getByRole('button', { name: 'Not ready to pay? Submit without paying' }).click();
      await expect(page.getByText('Your pricing will be ready in 10-15 days.')).toBeVisible();
    },
  },
  {
    name: '/payment-checkout?submissionId=…',
    open: async (page, testInfo) => {
      const { id } = await submitQuote(page, testInfo);
      await page.goto(`/payment-checkout?submissionId=${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout for Dana');
      await expectPaymentStep(page, launchPrice);
    },
  },
  {
    name: '/payment-checkout without a submission',
    open: async (page) => {
      await page.goto('/payment-checkout');
      await expect(page.getByRole('alert')).toHaveText('No submission found');
    },
  },
  {
    name: 'the test checkout card page after a declined card',
    open: async (page, testInfo) => {
      await submitQuote(page, testInfo);
      await openCardPage(page, launchPrice);
      await payWithCard(page, cards.declined);
      await expect(page.getByRole('alert')).toContainText('Your card was declined.');
      await expectCardPage(page, launchPrice);
    },
  },
  {
    name: '/payment-success after a real payment',
    open: async (page, testInfo) => {
      const { values } = await submitQuote(page, testInfo);
      await openCardPage(page, launchPrice);
      await payWithCard(page, cards.approved);
      await expectPaymentSuccess(page, launchPrice, values.email);
    },
  },
  {
    name: '/payment-cancelled after cancelling the checkout',
    open: async (page, testInfo) => {
      await submitQuote(page, testInfo);
      await openCardPage(page, launchPrice);
      await page.getByRole('button', { name: 'Cancel and return to RoofBid' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment cancelled');
      await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    },
  },
  {
    name: '/rate-contractor',
    open: async (page) => {
      await page.goto('/rate-contractor');
      await expect(page.getByRole('button', { name: 'Submit review' })).toBeVisible();
    },
  },
  {
    name: '/rate-contractor after a submit with errors',
    open: async (page) => {
      await page.goto('/rate-contractor');
      await page.getByRole('button', { name: 'Submit review' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText('Rating is required');
    },
  },
  {
    name: '/qr-code',
    open: async (page) => {
      await page.goto('/qr-code');
      await expect(page.getByRole('button', { name: 'Generate QR' })).toBeVisible();
    },
  },
  {
    name: '/qr-code with a generated code',
    open: async (page) => {
      await page.goto('/qr-code');
      await page.getByRole('button', { name: 'Generate QR' }).click();
      await expect(page.getByRole('link', { name: 'Test Link' })).toBeVisible();
    },
  },
];

// axe-core over every screen of the funnel in the state a homeowner sees it (serious and
// critical findings fail), and the 360 px phone layout never scrolls sideways.
test.describe('funnel accessibility', () => {
  // Whole journeys: the form (sometimes twice), the payment step, the card page, the page it
  // returns to and sometimes the e-mail; on the 2-core machines that is more than 30 s.
  test.describe.configure({ timeout: 90_000 });

  for (const state of states) {
    test(`${state.name} has no serious accessibility violations`, async ({ page }, testInfo) => {
      await state.open(page, testInfo);
      await expectNoSeriousA11yViolations(page, state.name);
    });

    test(
      `${state.name} never scrolls sideways on a phone`,
      { tag: '@phone-only' },
      async ({ page }, testInfo) => {
        await state.open(page, testInfo);
        await expectNoHorizontalScroll(page);
      },
    );
  }
});
