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
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, isActive, timestamps, timestamptz } from './columns.ts';

/** Vetted, licensed and insured roofing companies that bid on auctions. */
export const contractors = pgTable(
  'contractors',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    licenceNumber: text('licence_number').notNull(),
    // A contractor whose licence or insurance has lapsed cannot bid (DECISIONS.md §4).
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    insuredAmountCents: bigint('insured_amount_cents', { mode: 'number' }).notNull(),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    bonded: boolean('bonded').notNull().default(false),
    yearsInBusiness: integer('years_in_business').notNull().default(0),
    // Postal-code prefixes or region codes the company serves, e.g. {T2, T3, AB}.
    serviceArea: text('service_area')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    averageRating: numeric('average_rating', { precision: 2, scale: 1 }),
    // false: suspended by staff; cannot bid, the portal says why.
    isActive: isActive(),
    vettedAt: timestamptz('vetted_at'),
    // When staff approved the licence / insurance document whose expiry is licence_expires_on /
    // insurance_expires_on; null: no approved document, so the company cannot bid
    // (docs/decisions/contractor-vetting.md).
    licenceVerifiedAt: timestamptz('licence_verified_at'),
    insuranceVerifiedAt: timestamptz('insurance_verified_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('contractors_licence_number_key').on(t.licenceNumber),
    uniqueIndex('contractors_email_key').on(t.email),
    check('contractors_email_lower', sql`${t.email} = lower(${t.email})`),
    check('contractors_years_nonnegative', sql`${t.yearsInBusiness} >= 0`),
    check('contractors_insured_nonnegative', sql`${t.insuredAmountCents} >= 0`),
    index('contractors_service_area_idx').using('gin', t.serviceArea),
  ],
);
