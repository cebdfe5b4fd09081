import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  id,
  isActive,
  optionalRef,
  sortOrder,
  timestamps,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { couponKind, dropdownCategory } from './enums.ts';
import { staffUsers } from './staff.ts';

/** Options of the quote form's dropdowns, managed by admins. */
export const dropdownOptions = pgTable(
  'dropdown_options',
  {
    id: id(),
    category: dropdownCategory('category').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sortOrder: sortOrder(),
    isActive: isActive(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('dropdown_options_category_value_key').on(t.category, t.value)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull(),
    sortOrder: sortOrder(),
    isActive: isActive(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('faq_entries_question_key').on(t.question),
    index('faq_entries_order_idx').on(t.category, t.sortOrder),
  ],
);

/** Prices and other knobs admins may change (DECISIONS.md §3); values are JSON. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: optionalRef('updated_by', () => staffUsers.id),
});

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    // Stored upper-case; codes are matched case-insensitively.
    code: text('code').notNull(),
    kind: couponKind('kind').notNull(),
    percentOff: integer('percent_off'),
    finalPriceCents: integer('final_price_cents'),
    description: text('description').notNull(),
    isActive: isActive(),
    expiresAt: timestamptz('expires_at'),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_kind_value',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.finalPriceCents} is null)
        or (${t.kind} = 'fixed_price' and ${t.finalPriceCents} >= 0 and ${t.percentOff} is null)`,
    ),
    check('coupons_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);
