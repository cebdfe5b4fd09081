import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { CONVERTED_LEAD_STATUS } from '#shared/domain/lead-conversion.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { writeBatcher } from '../../db/write-batcher.ts';
import { dropdownOptions } from '../../db/schema/content.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import {
  newLeadStatus,
  newQuotePipelineCtes,
  referralOf,
} from '../pipeline-automation/new-quote-pipeline.queries.ts';
import { findRow } from '../../db/rows.ts';

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
      | 'bondedRequired'
      | 'minYearsInBusiness'
      | 'minWorkmanshipWarrantyYears'
      | 'verifiedReviewsOnly'
      | 'idempotencyKey'
      | 'submittedAt'
  ]-?: NonNullable<NewLead[K]> | (undefined extends NewLead[K] ? null : never);
} & {
  /** Not null in the table: the quote request always says (false by default). */
  bondedRequired: boolean;
  verifiedReviewsOnly: boolean;
  /** The QR link's code; the INSERT resolves it to referred_by_sales_person_id. */
  referralCode: string | null;
  /** The new deal's value (startingDealValueCents): its pipeline row's, not a lead column. */
  dealValueCents: number;
};

/** The quote request's columns, in the order of the INSERT and of each batch's arrays. */
const quoteRequestKeys = [
  'name',
  'phone',
  'email',
  'address',
  'date',
  'country',
  'province',
  'postalCode',
  'budget',
  'projectType',
  'roofMaterial',
  'propertyType',
  'roofAge',
  'urgency',
  'message',
  'couponCode',
  'finalPriceCents',
  'projectCompletionDate',
  'roofAreaSqFt',
  'footprintSqFt',
  'roofPitch',
  'bondedRequired',
  'minYearsInBusiness',
  'minWorkmanshipWarrantyYears',
  'verifiedReviewsOnly',
  'idempotencyKey',
  'submittedAt',
] as const satisfies readonly Exclude<keyof QuoteRequestRow, 'referralCode' | 'dealValueCents'>[];

const column = (key: (typeof quoteRequestKeys)[number]) =>
  sql.identifier(contactSubmissions[key].name);

const createdLeadColumns = {
  id: sql<string>`id`.as('id'),
  finalPriceCents: sql<number>`final_price_cents`.as('final_price_cents'),
};

/**
 * The quote request INSERT, for a batch of requests (writeBatcher): each column arrives as one
 * array and `unnest` makes the rows. It is built once per database and reused with new values
 * (a prepared statement): building it anew took a quarter of the endpoint's CPU under load. The
 * same statement puts the new leads into the sales pipeline (pipeline-automation), so both
 * commit together without a transaction's extra round trips; each deal's starting value comes
 * as one more array, worked out in JS (startingDealValueCents). Ids are the caller's, so each
 * request finds its own row among those returned; a row an Idempotency-Key already has is
 * skipped and returns nothing.
 */
function prepareQuoteInsert(db: Db) {
  const columns = sql.join(quoteRequestKeys.map(column), sql`, `);
  const arrays = sql.join(
    quoteRequestKeys.map(
      (key) => sql`${sql.placeholder(key)}::${sql.raw(contactSubmissions[key].getSQLType())}[]`,
    ),
    sql`, `,
  );
  const values = db.$with('quote_values', { id: sql<string>`id` }).as(sql`
    select * from unnest(${sql.placeholder('id')}::uuid[], ${arrays},
      ${sql.placeholder('referralCode')}::text[], ${sql.placeholder('dealValueCents')}::bigint[])
      as v(id, ${columns}, referral_code, deal_value_cents)`);
  const newLead = db.$with('new_lead', createdLeadColumns).as(sql`
    insert into ${contactSubmissions} (id, ${columns}, referred_by_sales_person_id, lead_status)
    select v.id, ${sql.join(
      quoteRequestKeys.map((key) => sql`v.${column(key)}`),
      sql`, `,
    )}, ${referralOf(sql`v.referral_code`)}, ${newLeadStatus}::lead_status
    from quote_values v
    on conflict do nothing
    returning id, final_price_cents, referred_by_sales_person_id, submitted_at`);
  return db
    .with(values, newLead, ...newQuotePipelineCtes(db, 'new_lead', 'quote_values'))
    .select({ id: newLead.id, finalPriceCents: newLead.finalPriceCents })
    .from(newLead)
    .prepare('insert_quote_requests');
}

type CreatedLead = { id: string; finalPriceCents: number };

/**
 * The quote request INSERT of one database: `many` runs it for the leads given, `one` shares it
 * with the leads sent at the same time (write-batcher.ts). Both answer each lead's new row, in
 * order, or undefined for one whose Idempotency-Key already has a lead (see updateLeadOfVisit).
 */
function quoteInsertsOf(db: Db) {
  const statement = prepareQuoteInsert(db);
  const many = async (leads: QuoteRequestRow[]) => {
    const ids = leads.map(() => randomUUID());
    const values: Record<string, unknown[]> = { id: ids };
    for (const key of quoteRequestKeys) values[key] = leads.map((lead) => lead[key]);
    values.referralCode = leads.map((lead) => lead.referralCode);
    values.dealValueCents = leads.map((lead) => lead.dealValueCents);
    const created = new Map<string, CreatedLead>();
    for (const row of await statement.execute(values)) created.set(row.id, row);
    return ids.map((id) => created.get(id));
  };
  return { many, one: writeBatcher(many) };
}
const quoteInserts = new WeakMap<Db, ReturnType<typeof quoteInsertsOf>>();

function quoteInsertsFor(db: Db) {
  let inserts = quoteInserts.get(db);
  if (!inserts) {
    inserts = quoteInsertsOf(db);
    quoteInserts.set(db, inserts);
  }
  return inserts;
}

/** Inserts quote requests in one statement (tests; requests go through insertLead). */
export const insertLeads = (db: Db, leads: QuoteRequestRow[]) => quoteInsertsFor(db).many(leads);

/** Inserts a lead, with those sent at the same time; undefined when its key already has one. */
export const insertLead = (db: Db, lead: QuoteRequestRow) => quoteInsertsFor(db).one(lead);

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
  // The first submit's time and referral stay the lead's, and its deal the value it started
  // with (staff may have refined it since).
  const {
    idempotencyKey,
    submittedAt: _first,
    referralCode: _referral,
    dealValueCents: _deal,
    ...answers
  } = lead;
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

export const findLeadById = findRow(contactSubmissions);

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
