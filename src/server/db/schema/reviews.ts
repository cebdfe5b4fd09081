import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, optionalRef, timestamptz } from './columns.ts';
import { contractors } from './contractors.ts';
import { reviewProjectType, reviewStatus } from './enums.ts';
import { files } from './files.ts';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';

/** Homeowners' reviews of contractors; shown publicly only once staff approve them. */
export const contractorReviews = pgTable(
  'contractor_reviews',
  {
    id: id(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    // Shown under the name on /reviews ("Homeowner", "Calgary, AB"); the seeded testimonials
    // have them, the review form does not ask.
    customerRole: text('customer_role'),
    customerLocation: text('customer_location'),
    contractorName: text('contractor_name').notNull(),
    contractorId: optionalRef('contractor_id', () => contractors.id),
    orderId: optionalRef('order_id', () => orders.id),
    projectType: reviewProjectType('project_type').notNull(),
    rating: smallint('rating').notNull(),
    reviewText: text('review_text'),
    invoiceAmountCents: integer('invoice_amount_cents'),
    projectCompletedDate: date('project_completed_date', { mode: 'string' }),
    invoiceFileId: optionalRef('invoice_file_id', () => files.id),
    status: reviewStatus('status').notNull().default('pending'),
    // A "Verified job": set when the review comes with an auction's completion form, or when
    // staff confirm the uploaded invoice (then by whom).
    verifiedAt: timestamptz('verified_at'),
    verifiedByStaffId: optionalRef('verified_by_staff_id', () => staffUsers.id),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    check('contractor_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('contractor_reviews_status_idx').on(t.status, t.submittedAt.desc().nullsFirst()),
    index('contractor_reviews_contractor_idx').on(t.contractorId),
    // /reviews: approved reviews of one project type, newest first.
    index('contractor_reviews_public_idx').on(t.status, t.projectType, t.submittedAt.desc()),
    // Finds the review a downloaded invoice belongs to (its access rule).
    index('contractor_reviews_invoice_file_idx').on(t.invoiceFileId),
    // One review of a RoofBid job: the verified rating of a job counts once.
    uniqueIndex('contractor_reviews_order_uq')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
