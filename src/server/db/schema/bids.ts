import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, optionalRef, requiredRef, sortOrder, timestamps, timestamptz } from './columns.ts';
import { contractors } from './contractors.ts';
import { bidStatus, bidWorkflow, priority } from './enums.ts';
import { orders } from './orders.ts';

/** seller_bids: a contractor's bid on an order (auction). */
export const sellerBids = pgTable(
  'seller_bids',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    // 1..4: with the unique index below, the database itself refuses a fifth bid.
    slot: smallint('slot').notNull(),
    contractorId: optionalRef('contractor_id', () => contractors.id),
    sellerName: text('seller_name').notNull(),
    // What staff typed for a bid taken without a contractor record; null for contractors' bids,
    // whose rating is their approved reviews (never an invented 5.0).
    starRating: numeric('star_rating', { precision: 2, scale: 1 }),
    // Null when the form left it blank (or it did not read as a number): shown as "not given",
    // never as "0 years in business".
    yearsInBusiness: integer('years_in_business'),
    insuredAmountCents: bigint('insured_amount_cents', { mode: 'number' }).notNull(),
    bonded: boolean('bonded').notNull().default(false),
    validLicense: boolean('valid_license').notNull().default(false),
    bidAmountCents: bigint('bid_amount_cents', { mode: 'number' }).notNull(),
    description: text('description'),
    // The structured bid (contractor portal) so owners compare like for like; null on bids
    // staff typed in before the portal existed.
    tearOffLayers: smallint('tear_off_layers'),
    underlayment: text('underlayment'),
    ventilation: text('ventilation'),
    materialLine: text('material_line'),
    workmanshipWarrantyYears: smallint('workmanship_warranty_years'),
    manufacturerWarrantyYears: smallint('manufacturer_warranty_years'),
    earliestStartDate: date('earliest_start_date', { mode: 'string' }),
    durationDays: smallint('duration_days'),
    // The notes and material line as the owner reads them before the award: contact details
    // masked once when the bid is written (maskContact); the originals above stay for staff and
    // are shown to the owner once the bidders are revealed.
    notesForOwner: text('notes_for_owner'),
    materialLineForOwner: text('material_line_for_owner'),
    status: bidStatus('status').notNull().default('pending'),
    sortOrder: sortOrder(),
    bidStatus: bidWorkflow('bid_status').notNull().default('draft'),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    lastContactedAt: timestamptz('last_contacted_at'),
    notes: text('notes'),
    customerResponse: text('customer_response'),
    estimatedCloseDate: date('estimated_close_date', { mode: 'string' }),
    priority: priority('priority').notNull().default('medium'),
    leadSource: text('lead_source'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('seller_bids_order_slot_key').on(t.orderId, t.slot),
    // One bid per contractor per auction, whoever typed it in.
    uniqueIndex('seller_bids_order_contractor_key')
      .on(t.orderId, t.contractorId)
      .where(sql`${t.contractorId} is not null`),
    check('seller_bids_slot_range', sql`${t.slot} between 1 and 4`),
    check('seller_bids_rating_range', sql`${t.starRating} between 1 and 5`),
    check('seller_bids_years_nonnegative', sql`${t.yearsInBusiness} >= 0`),
    check('seller_bids_amount_positive', sql`${t.bidAmountCents} > 0`),
    check('seller_bids_insured_nonnegative', sql`${t.insuredAmountCents} >= 0`),
    check(
      'seller_bids_structured_ranges',
      sql`coalesce(${t.tearOffLayers}, 0) between 0 and 5
        and coalesce(${t.workmanshipWarrantyYears}, 0) between 0 and 100
        and coalesce(${t.manufacturerWarrantyYears}, 0) between 0 and 100
        and coalesce(${t.durationDays}, 1) between 1 and 365`,
    ),
    index('seller_bids_order_idx').on(t.orderId, t.sortOrder),
    index('seller_bids_contractor_idx').on(t.contractorId),
  ],
);
