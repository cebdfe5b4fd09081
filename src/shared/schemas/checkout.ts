import * as z from 'zod/mini';
import { cleanText, optionalText } from './common.ts';
import { optionalStrings, strings } from './fields.ts';

/**
 * POST /api/create-checkout-session. The charged amount is the server's: the lead's price or a
 * stored payment offer. `amount`, `couponCode`, `customerEmail` and `customerName` are accepted
 * for the contract (SPEC.md §7) and change nothing.
 */
export const createCheckoutInput = z.object({
  contactSubmissionId: z.uuid('No submission ID found'),
  paymentOfferId: z.optional(z.uuid('Invalid payment offer')),
  amount: z.optional(z.union([z.number().check(z.minimum(0), z.maximum(1e9)), cleanText(20)])),
  couponCode: optionalText(40),
  customerEmail: optionalText(254),
  customerName: optionalText(200),
});

export const createCheckoutResponse = z.object({
  success: z.boolean(),
  ...strings('url', 'sessionId'),
  message: z.optional(z.string()),
  /** What the session charges; the payment step compares it with the amount it showed. */
  amountCents: z.number(),
  /** The 5% GST included in amountCents. */
  gstCents: z.number(),
  /** Why the lead's coupon no longer applies (used up, inactive, expired). */
  couponNotice: z.optional(z.string()),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponse>;

export const checkoutSessionParams = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** GET /api/checkout-session/{sessionId}: verifies payment; fulfils it if that has not happened. */
export const checkoutSessionResponse = z.object({
  success: z.boolean(),
  /** refunded: paid, but given back instead of fulfilled (e.g. the lead was already paid). */
  status: z.enum(['paid', 'open', 'cancelled', 'expired', 'refunded']),
  ...optionalStrings('message', 'submissionId'),
  customer: z.optional(z.object({ name: z.string(), email: z.string(), orderNumber: z.string() })),
  order: z.optional(
    z.object({
      ...strings('orderNumber', 'totalAmount'),
      /** The 5% GST included in totalAmount, for the receipt. */
      gstCents: z.number(),
      ...strings('currency', 'createdAt'),
      projectType: z.optional(z.string()),
      status: z.string(),
    }),
  ),
  accountSetupRequired: z.optional(z.boolean()),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;

/** GET /api/checkout/quote/{submissionId}: what the payment page shows before paying. */
export const checkoutQuoteQuery = z.object({
  paymentOfferId: z.optional(z.uuid('Invalid payment offer')),
});
export const checkoutQuoteResponse = z.object({
  ...strings('submissionId', 'firstName'),
  projectType: z.optional(z.string()),
  amountCents: z.number(),
  /** The 5% GST included in amountCents. */
  gstCents: z.number(),
  currency: z.string(),
  /** The coupon included in amountCents, when it can still be used. */
  couponCode: z.optional(z.string()),
  /** Why the lead's coupon is no longer applied. */
  couponNotice: z.optional(z.string()),
  alreadyPaid: z.boolean(),
});
export type CheckoutQuoteResponse = z.infer<typeof checkoutQuoteResponse>;

/** The built-in test checkout's page address: /test-checkout/{id}. */
export const testCheckoutParams = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/**
 * The built-in test checkout's card form (form-encoded by the page; every field is text). The
 * card checks themselves are the page's (cardProblem), shown on the page like Stripe's.
 */
export const testCheckoutForm = z.object({
  action: z.optional(z.enum(['pay', 'cancel'])),
  card: z.optional(cleanText(40)),
  expiry: z.optional(cleanText(20)),
  cvc: z.optional(cleanText(10)),
  cardholder: z.optional(cleanText(200)),
});
export type TestCheckoutForm = z.infer<typeof testCheckoutForm>;

/**
 * POST /api/pay-later: "Not ready to pay? Submit without paying". The quote request is saved
 * already; this e-mails its owner a link back to its payment step, once per request.
 */
export const payLaterInput = z.object({ submissionId: z.uuid('No submission found') });
export type PayLaterInput = z.infer<typeof payLaterInput>;
export const payLaterResponse = z.object({ success: z.boolean() });
