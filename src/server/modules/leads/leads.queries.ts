import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { CONVERTED_LEAD_STATUS } from '#shared/domain/lead-conversion.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { dropdownOptions } from '../../db/schema/content.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import {
  newQuotePipelineCtes,
  referralOf,
} from '../pipeline-automation/new-quote-pipeline.queries.ts';

export type Lead = typeof contactSubmissions.$inferSelect;
export type NewLead = typeof contactSubmissions.$inferInsert;

export function listActiveDropdownOptions(db: Db) {
  return db
    .select({
      category: dropdownOptions.category,
      value: dropdownOptions.value,
      label: dropdownOptions.label,
      sortOrder: dropdownOptions.sortOrder,
    })
    .from(dropdownOptions)
    .where(eq(dropdownOptions.isActive, true))
    .orderBy(asc(dropdownOptions.category), asc(dropdownOptions.sortOrder));
}

// Only what the caller needs comes back: parsing thirty columns per insert was most of the
// endpoint's CPU time under load (bench/README.md).
const createdLead = {
  id: contactSubmissions.id,
  finalPriceCents: contactSubmissions.finalPriceCents,
};

/** The columns a quote request sets (nulls where not given); the others take their defaults. */
export type QuoteRequestRow = {
  [
    K in
      | 'name'
      | 'phone'
      | 'email'
      | 'address'
      | 'date'
      | 'country'
      | 'province'
      | 'postalCode'
      | 'budget'
      | 'projectType'
      | 'roofMaterial'
      | 'propertyType'
      | 'roofAge'
      | 'urgency'
      | 'message'
      | 'couponCode'
      | 'finalPriceCents'
      | 'projectCompletionDate'
      | 'roofAreaSqFt'
      | 'footprintSqFt'
      | 'roofPitch'
      | 'idempotencyKey'
      | 'submittedAt'
  ]-?: NonNullable<NewLead[K]> | (undefined extends NewLead[K] ? null : never);
} & {
  /** The QR link's code; the INSERT resolves it to referred_by_sales_person_id. */
  referralCode: string | null;
};

/**
 * The quote request INSERT, built once per database and reused with new values (a prepared
 * statement): building it anew took a quarter of the endpoint's CPU under load. The same
 * statement puts the new lead into the sales pipeline (pipeline-automation), so both commit
 * together without a transaction's extra round trips.
 */
function prepareQuoteInsert(db: Db) {
  const newLead = db.$with('new_lead').as(
    db
      .insert(contactSubmissions)
      .values({
        name: sql.placeholder('name'),
        phone: sql.placeholder('phone'),
        email: sql.placeholder('email'),
        address: sql.placeholder('address'),
        date: sql.placeholder('date'),
        country: sql.placeholder('country'),
        province: sql.placeholder('province'),
        postalCode: sql.placeholder('postalCode'),
        budget: sql.placeholder('budget'),
        projectType: sql.placeholder('projectType'),
        roofMaterial: sql.placeholder('roofMaterial'),
        propertyType: sql.placeholder('propertyType'),
        roofAge: sql.placeholder('roofAge'),
        urgency: sql.placeholder('urgency'),
        message: sql.placeholder('message'),
        couponCode: sql.placeholder('couponCode'),
        finalPriceCents: sql.placeholder('finalPriceCents'),
        projectCompletionDate: sql.placeholder('projectCompletionDate'),
        roofAreaSqFt: sql.placeholder('roofAreaSqFt'),
        footprintSqFt: sql.placeholder('footprintSqFt'),
        roofPitch: sql.placeholder('roofPitch'),
        referredBySalesPersonId: referralOf(sql.placeholder('referralCode')),
        idempotencyKey: sql.placeholder('idempotencyKey'),
        submittedAt: sql.placeholder('submittedAt'),
      })
      .onConflictDoNothing()
      .returning({
        ...createdLead,
        referredBySalesPersonId: contactSubmissions.referredBySalesPersonId,
      }),
  );
  return db
    .with(newLead, ...newQuotePipelineCtes(db, 'new_lead', sql.placeholder('submittedAt')))
    .select({ id: newLead.id, finalPriceCents: newLead.finalPriceCents })
    .from(newLead)
    .prepare('insert_quote_request');
}
const preparedInserts = new WeakMap<Db, ReturnType<typeof prepareQuoteInsert>>();

/** Inserts a lead; undefined when its Idempotency-Key already has one (see updateLeadOfVisit). */
export async function insertLead(db: Db, lead: QuoteRequestRow) {
  let insert = preparedInserts.get(db);
  if (!insert) {
    insert = prepareQuoteInsert(db);
    preparedInserts.set(db, insert);
  }
  const [created] = await insert.execute(lead);
  return created;
}

/**
 * The lead this visit's Idempotency-Key created, updated with the visit's latest answers, price
 * and coupon. Locked first, and never changed once paid: a fulfilment of the lead (which locks
 * it too) either waits for this or is seen by it. Undefined when the key has no lead.
 */
export async function updateLeadOfVisit(
  db: Db,
  lead: QuoteRequestRow & { idempotencyKey: string },
  at: Date,
): Promise<{ id: string; finalPriceCents: number } | 'paid' | undefined> {
  // The first submit's time and referral stay the lead's.
  const { idempotencyKey, submittedAt: _first, referralCode: _referral, ...answers } = lead;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.idempotencyKey, idempotencyKey))
      .for('update');
    if (!existing) return undefined;
    if (await isLeadPaid(tx, existing.id)) return 'paid';
    const [updated] = await tx
      .update(contactSubmissions)
      .set({ ...answers, updatedAt: at })
      .where(eq(contactSubmissions.id, existing.id))
      .returning(createdLead);
    return updated;
  });
}

export async function findLeadById(db: Db, id: string) {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row;
}

/** The newest quote request sent from this e-mail. */
export async function findLatestLeadByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.email, email))
    .orderBy(desc(contactSubmissions.submittedAt))
    .limit(1);
  return row;
}

// Converting (src/shared/domain/lead-conversion.ts): the first conversion's time is kept, and
// the status becomes Won.
const converted = (at: Date) => ({
  convertedAt: sql`coalesce(${contactSubmissions.convertedAt}, ${at})`,
  leadStatus: CONVERTED_LEAD_STATUS,
  updatedAt: at,
});
const notYetConverted = or(
  isNull(contactSubmissions.convertedAt),
  ne(contactSubmissions.leadStatus, CONVERTED_LEAD_STATUS),
);

/** Every lead of this e-mail now has an order: converted ("Paid Customer", status Won). */
export async function markLeadsConverted(db: Db, email: string, at: Date) {
  await db
    .update(contactSubmissions)
    .set(converted(at))
    .where(and(eq(contactSubmissions.email, email.toLowerCase()), notYetConverted));
}

/** This lead now has an order of its own: converted (status Won). */
export async function markLeadConvertedById(db: Db, id: string, at: Date) {
  await db
    .update(contactSubmissions)
    .set(converted(at))
    .where(and(eq(contactSubmissions.id, id), notYetConverted));
}

/**
 * Whether this lead is already paid: a fulfilled publishing-fee payment, or an order made from
 * it (staff's Convert to Sale included). Either way another payment must not become an order.
 */
export async function isLeadPaid(db: Db, contactSubmissionId: string) {
  const [row] = await queryRows<{ paid: boolean }>(
    db,
    sql`select (
      exists (select 1 from ${payments} where ${payments.contactSubmissionId} = ${contactSubmissionId}
        and ${payments.purpose} = 'auction_fee' and ${payments.fulfilledAt} is not null)
      or exists (select 1 from ${orders} where ${orders.contactSubmissionId} = ${contactSubmissionId})
    ) as paid`,
  );
  return Boolean(row?.paid);
}
