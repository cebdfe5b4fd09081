import * as z from 'zod/mini';
import { orderStatuses } from '../../constants/options.ts';
import { auctionStates } from '../../domain/auction.ts';
import { amountToCents } from '../../domain/money.ts';
import {
  AMOUNT_PATTERN,
  documented,
  emailAddress,
  optionalPhone,
  optionalText,
  requiredText,
} from '../common.ts';
import { orderFees } from '../fees.ts';
import { adminBid } from './bids.ts';
import { pageOf, searchPageQuery } from './paging.ts';
import { booleans, nullableStrings, strings } from '../fields.ts';

export const orderListQuery = z.object({
  ...searchPageQuery,
  status: z.optional(z.enum(orderStatuses)),
});

export const adminOrderRow = z.object({
  ...strings('id', 'orderNumber'),
  status: z.enum(orderStatuses),
  ...booleans('paid', 'paidViaStripe', 'fromLead'),
  bidCount: z.number(),
  ...strings('customerEmail', 'customerName', 'totalAmount'),
  totalAmountCents: z.number(),
  ...strings('currency', 'createdAt', 'paymentMethod'),
  ...nullableStrings('projectType', 'budget', 'urgency'),
  auctionState: z.nullable(z.enum(auctionStates)),
  /** Where the order stands in words (standingLabel), as the homeowner's screens say it. */
  standing: z.string(),
  /** Each fee paid on it, with its amount, dates and whether it was refunded. */
  fees: orderFees,
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderPage = pageOf(adminOrderRow);

export const adminOrderDetail = z.extend(adminOrderRow, {
  customerId: z.string(),
  ...nullableStrings('contactSubmissionId', 'phone', 'address', 'message'),
  bids: z.array(adminBid),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** "99.99" -> 9999; money in forms is typed as dollars. */
export const moneyAmount = (message = 'Enter an amount such as 99.99') =>
  z.pipe(
    documented(z.union([z.string(), z.number()]), {
      description: 'Dollars, as text ("1,299.50", "$99") or a number; at most 10,000,000',
      examples: ['99.99'],
      pattern: AMOUNT_PATTERN,
    }),
    z.transform((value: string | number, ctx) => {
      const cents = amountToCents(typeof value === 'number' ? value.toFixed(2) : value);
      if (cents === undefined || cents > 10_000_000_00) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return 0;
      }
      return cents;
    }),
  );

const orderFields = {
  customerEmail: emailAddress('Valid email is required'),
  customerName: requiredText('Customer name is required', 200),
  totalAmount: moneyAmount(),
  phone: optionalPhone(),
  address: optionalText(300),
  projectType: optionalText(40),
  budget: optionalText(40),
  urgency: optionalText(40),
  message: optionalText(2000, { multiline: true }),
};

/** PUT /api/admin/orders/{id} (SPEC.md §7). */
export const updateOrderInput = z.object({
  ...orderFields,
  status: z.enum(orderStatuses, 'Choose a status'),
});
export type UpdateOrderInput = z.input<typeof updateOrderInput>;

/** POST /api/admin/create-customer-order: a manual order, optionally from a lead. */
export const createCustomerOrderInput = z.object({
  ...orderFields,
  selectedLeadId: z.optional(
    z
      .pipe(
        z.string(),
        z.transform((v: string) => (v === '' ? undefined : v)),
      )
      .check(
        z.refine(
          (v) => v === undefined || /^[0-9a-f-]{36}$/i.test(v),
          'Choose a lead from the list',
        ),
      ),
  ),
});
export type CreateCustomerOrderInput = z.input<typeof createCustomerOrderInput>;

export const orderCreatedResponse = z.object({ id: z.string(), orderNumber: z.string() });
