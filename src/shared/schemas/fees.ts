import * as z from 'zod/mini';
import { feeStatuses } from '../domain/order-standing.ts';
import { nullableStrings } from './fields.ts';

/** One fee the owner paid, with its dates (order-standing.ts FeeFact). */
export const feeFact = z.object({
  amountCents: z.number(),
  currency: z.string(),
  status: z.enum(feeStatuses),
  ...nullableStrings('paidAt', 'refundedAt'),
});

export const orderFees = z.object({
  publishing: z.nullable(feeFact),
  reveal: z.nullable(feeFact),
});
