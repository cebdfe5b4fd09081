import * as z from 'zod/mini';
import { orderFees } from './fees.ts';
import { booleans, strings } from './fields.ts';

/** An order as the customer sees it (SPEC.md §3, client-side shapes). orderData is a JSON string. */
export const customerOrder = z.object({
  ...strings('id', 'orderNumber', 'createdAt', 'totalAmount'),
  /** The 5% GST included in totalAmount (prices are tax-included). */
  gstCents: z.number(),
  ...strings('currency', 'status', 'paymentMethod', 'orderData'),
  auctionState: z.nullable(z.string()),
  /** Where the order stands in words (standingLabel), the same on every screen. */
  standing: z.string(),
  fees: orderFees,
  bidCount: z.number(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;
export const customerOrdersResponse = z.object({ data: z.array(customerOrder) });

/**
 * A bid as the customer portal shows it. Before the reveal the contractor is anonymous
 * ("Contractor A"); after it, its real name (DECISIONS.md §4).
 */
export const customerBid = z.object({
  ...strings('id', 'orderId', 'orderNumber', 'amount'),
  amountCents: z.number(),
  awarded: z.boolean(),
  created_at: z.string(),
  /** The average of approved reviews, null with none; never an invented figure. */
  organization: z.object({
    name: z.string(),
    average_rating: z.nullable(z.number()),
    review_count: z.number(),
  }),
  description: z.nullable(z.string()),
  yearsInBusiness: z.nullable(z.number()),
  insuredAmountCents: z.number(),
  ...booleans('bonded', 'validLicense', 'revealed'),
});
export type CustomerBid = z.infer<typeof customerBid>;
export const customerBidsResponse = z.object({ data: z.array(customerBid) });
