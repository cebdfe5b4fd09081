import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, optionalRef, timestamptz, updatedAt, newestFirst } from './columns.ts';
import { leadSource, leadStatus } from './enums.ts';
import { salesPeople } from './staff.ts';

/** contact_submissions: every quote request (a lead), paid or not. */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    // Digits only, so staff can search "4035551234" or "555-12" alike.
    phoneDigits: text('phone_digits')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
    // Lower-case, so "Paid Customer" matching and search use one index.
    email: text('email').notNull(),
    address: text('address').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    budget: text('budget').notNull(),
    projectType: text('project_type'),
    roofMaterial: text('roof_material'),
    propertyType: text('property_type'),
    roofAge: text('roof_age'),
    urgency: text('urgency'),
    message: text('message'),
    couponCode: text('coupon_code'),
    finalPriceCents: integer('final_price_cents').notNull(),
    projectCompletionDate: date('project_completion_date', { mode: 'string' }),
    // The roof's size for the instant estimate (issue #12), all optional: the roof area as
    // measured, or the house footprint with a pitch key (roofPitches in roof-estimate.ts).
    roofAreaSqFt: integer('roof_area_sq_ft'),
    footprintSqFt: integer('footprint_sq_ft'),
    roofPitch: text('roof_pitch'),
    // What matters to the owner in a contractor (issue #23 part 2): only contractors who meet
    // these see the auction and may bid (contractor-preferences.queries.ts). Columns, not jsonb,
    // so the match is plain SQL; null minimums are no minimum.
    bondedRequired: boolean('bonded_required').notNull().default(false),
    minYearsInBusiness: smallint('min_years_in_business'),
    minWorkmanshipWarrantyYears: smallint('min_workmanship_warranty_years'),
    verifiedReviewsOnly: boolean('verified_reviews_only').notNull().default(false),
    // The lead's one status (src/shared/domain/lead-status.ts): on the pipeline board, its
    // column's; off it, what staff chose; Won once it has an order.
    leadStatus: leadStatus('lead_status').notNull().default('new'),
    nextFollowUpAt: timestamptz('next_follow_up_at'),
    source: leadSource('source').notNull().default('web'),
    // The sales rep whose QR code brought the visitor, when there was one.
    referredBySalesPersonId: optionalRef('referred_by_sales_person_id', () => salesPeople.id),
    // Engagement signals for the lead score: checkout attempts and staff contacts.
    checkoutAttempts: integer('checkout_attempts').notNull().default(0),
    // The Idempotency-Key of the request that created it: a retried submit returns this lead.
    idempotencyKey: text('idempotency_key'),
    lastContactedAt: timestamptz('last_contacted_at'),
    // When an order with this lead's e-mail first existed ("Paid Customer"); kept here so the
    // admin stat cards count conversions from an index instead of joining every order.
    convertedAt: timestamptz('converted_at'),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contact_submissions_email_lower', sql`${t.email} = lower(${t.email})`),
    check('contact_submissions_price_nonnegative', sql`${t.finalPriceCents} >= 0`),
    check('contact_submissions_roof_area_positive', sql`${t.roofAreaSqFt} > 0`),
    check('contact_submissions_footprint_positive', sql`${t.footprintSqFt} > 0`),
    check(
      'contact_submissions_preference_ranges',
      sql`${t.minYearsInBusiness} between 0 and 50 and ${t.minWorkmanshipWarrantyYears} between 0 and 25`,
    ),
    index('contact_submissions_submitted_at_idx').on(...newestFirst(t.submittedAt, t.id)),
    index('contact_submissions_email_idx').on(t.email),
    uniqueIndex('contact_submissions_idempotency_key').on(t.idempotencyKey),
    index('contact_submissions_status_idx').on(t.leadStatus, ...newestFirst(t.submittedAt, t.id)),
    index('contact_submissions_project_type_idx').on(
      t.projectType,
      ...newestFirst(t.submittedAt, t.id),
    ),
    // Both filters at once (status and project type), newest first.
    index('contact_submissions_status_project_idx').on(
      t.leadStatus,
      t.projectType,
      ...newestFirst(t.submittedAt, t.id),
    ),
    index('contact_submissions_follow_up_idx').on(t.nextFollowUpAt),
    index('contact_submissions_converted_idx')
      .on(t.convertedAt)
      .where(sql`${t.convertedAt} is not null`),
    index('contact_submissions_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('contact_submissions_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('contact_submissions_phone_trgm_idx').using('gin', t.phoneDigits.op('gin_trgm_ops')),
  ],
);

/**
 * How many leads exist, kept by statement triggers on contact_submissions (migration
 * 0008_lead_counter_triggers.sql) in 16 shards so concurrent inserts do not queue on one row:
 * the "Total Leads" card sums 16 rows instead of counting millions.
 */
export const leadCounters = pgTable('lead_counters', {
  shard: smallint('shard').primaryKey(),
  leads: bigint('leads', { mode: 'number' }).notNull().default(0),
});
