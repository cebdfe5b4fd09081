import * as z from 'zod/mini';
import { dropdownCategories } from '../../constants/options.ts';
import { faqEntry } from '../faq.ts';
import { isoDateTime, noControlCharacters, sortOrderField, textField } from '../common.ts';
import { moneyAmount } from './orders.ts';
import { pageOf, pageQuery } from './paging.ts';
import { nullableNumbers, nullableStrings, numbers, strings } from '../fields.ts';

export const adminFaqEntry = z.extend(faqEntry, {
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntry>;
export const adminFaqResponse = z.object({ data: z.array(adminFaqEntry) });
/** POST /api/admin/faq/reorder: the entries of one category in their new order. */
export const faqReorderInput = z.object({
  ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(500)),
});

export const dropdownOptionRow = z.object({
  id: z.string(),
  category: z.enum(dropdownCategories),
  ...strings('value', 'label'),
  sortOrder: z.number(),
  isActive: z.boolean(),
});
export const dropdownOptionsAdminResponse = z.object({ data: z.array(dropdownOptionRow) });
/** SPEC.md §5: value, label, category min 1. */
export const dropdownOptionInput = z.object({
  category: z.enum(dropdownCategories, 'Category is required'),
  value: z
    .string({ error: 'Value is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Value is required'),
      z.maxLength(40),
      z.regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and dashes'),
      z.meta({ examples: ['skylight-repair'] }),
    ),
  label: textField('Label is required', 80),
  sortOrder: sortOrderField(),
  isActive: z._default(z.boolean(), true),
});

export const couponRow = z.object({
  ...strings('id', 'code'),
  kind: z.enum(['percent', 'fixed_price']),
  ...nullableNumbers('percentOff', 'finalPriceCents'),
  description: z.string(),
  isActive: z.boolean(),
  expiresAt: z.nullable(z.string()),
  maxUses: z.nullable(z.number()),
  usedCount: z.number(),
});
export const couponsResponse = z.object({ data: z.array(couponRow) });
export const couponInput = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .check(
        z.trim(),
        z.toUpperCase(),
        z.minLength(3, 'Code is required'),
        z.maxLength(40),
        z.regex(/^[A-Z0-9_-]+$/, 'Use letters, digits, - and _'),
        z.meta({ examples: ['SPRING10'] }),
      ),
    kind: z.enum(['percent', 'fixed_price']),
    percentOff: z.optional(
      z.nullable(
        z.int('Enter a whole percentage').check(
          z.minimum(1, 'Enter a percentage from 1 to 100'),
          z.maximum(100, 'Enter a percentage from 1 to 100'),
          z.meta({
            description: 'Required when kind is "percent"',
            examples: [10],
          }),
        ),
      ),
    ),
    finalPrice: z.optional(z.nullable(moneyAmount())),
    description: textField('Description is required', 120),
    isActive: z._default(z.boolean(), true),
    expiresAt: z.optional(z.nullable(isoDateTime('Enter a valid date'))),
    maxUses: z.optional(
      z.nullable(
        z
          .int('Enter a whole number')
          .check(
            z.minimum(1, 'Enter at least 1, or leave empty for no limit'),
            z.maximum(1_000_000, 'Enter at most 1,000,000'),
          ),
      ),
    ),
  })
  .check(
    z.refine((v) => v.kind !== 'percent' || typeof v.percentOff === 'number', {
      message: 'Enter the percentage off',
      path: ['percentOff'],
    }),
    z.refine(
      (v) => v.kind !== 'fixed_price' || (v.finalPrice !== undefined && v.finalPrice !== null),
      {
        message: 'Enter the price',
        path: ['finalPrice'],
      },
    ),
  );

export const priceSettingsResponse = z.object({
  ...numbers('listPriceCents', 'launchPriceCents', 'revealFeeCents', 'paymentLinkDefaultCents'),
  currency: z.string(),
});
export const priceSettingsInput = z.object({
  listPrice: moneyAmount(),
  launchPrice: moneyAmount(),
  revealFee: moneyAmount(),
  paymentLinkDefault: moneyAmount(),
});

export const reviewRow = z.object({
  ...strings('id', 'customerName', 'customerEmail', 'contractorName', 'projectType'),
  rating: z.number(),
  reviewText: z.nullable(z.string()),
  invoiceAmountCents: z.nullable(z.number()),
  projectCompletedDate: z.nullable(z.string()),
  status: z.enum(['pending', 'approved', 'hidden']),
  submittedAt: z.string(),
  /** The uploaded invoice (GET /api/files/:id, staff only), if any. */
  invoiceFileId: z.nullable(z.string()),
  /** Sent with an auction's completion form. */
  fromAuction: z.boolean(),
  /** A verified job: from a completed auction, or its invoice confirmed by staff. */
  verified: z.boolean(),
});
export const reviewStatusInput = z.object({ status: z.enum(['pending', 'approved', 'hidden']) });

export const incompletePaymentRow = z.object({
  ...strings('id', 'email', 'name'),
  ...nullableStrings('phone', 'projectType'),
  tierPriceCents: z.nullable(z.number()),
  selectedTier: z.nullable(z.string()),
  status: z.enum(['new', 'contacted', 'converted', 'lost']),
  ...nullableStrings('notes', 'contactSubmissionId'),
  createdAt: z.string(),
});
export const incompletePaymentUpdate = z.object({
  status: z.optional(z.enum(['new', 'contacted', 'converted', 'lost'])),
  /** Blank clears the note; leaving it out keeps it. */
  notes: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(2000, 'Notes must be at most 2000 characters'),
        noControlCharacters(true),
      ),
  ),
});

export const reviewPage = pageOf(reviewRow);
export const reviewListQuery = z.object({
  ...pageQuery,
  status: z.optional(z.enum(['pending', 'approved', 'hidden'])),
});
export const incompletePaymentPage = pageOf(incompletePaymentRow);
export const incompletePaymentQuery = z.object({
  ...pageQuery,
  status: z.optional(z.enum(['new', 'contacted', 'converted', 'lost'])),
});

export const auditRow = z.object({
  id: z.number(),
  actorType: z.string(),
  ...nullableStrings('actorId', 'actorName'),
  /** Who in words: the staff account's role ("Admin", "Contractor"), or "System", "Customer". */
  ...strings('actorText', 'action'),
  /** The action in words: "Pipeline lead moved". */
  actionText: z.string(),
  ...nullableStrings('entityType', 'entityId'),
  details: z.record(z.string(), z.unknown()),
  /** The details in words, statuses and people by name: "status: New Lead → Won". */
  ...strings('detailsText', 'createdAt'),
});
export const auditPage = pageOf(auditRow);
export const auditQuery = z.object({ ...pageQuery });
