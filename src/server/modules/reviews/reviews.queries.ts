import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cappedCount } from '../../db/paging.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { files } from '../../db/schema/files.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';

type ReviewProjectType = (typeof contractorReviews.$inferSelect)['projectType'];

export async function insertReview(db: Db, review: typeof contractorReviews.$inferInsert) {
  const [row] = await db
    .insert(contractorReviews)
    .values(review)
    .returning({ id: contractorReviews.id });
  return row!;
}

/** The contractor record a reviewer named, when the name is a company's (any case). */
export async function findContractorIdByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(sql`lower(btrim(${contractors.companyName})) = lower(btrim(${name}))`)
    .limit(1);
  return row?.id;
}

/**
 * Who a review is about, for per-contractor figures: the contractor record when the review is
 * linked to one, otherwise the name as the reviewer wrote it (case and spaces aside).
 */
const contractorKey = sql<string>`coalesce(${contractorReviews.contractorId}::text, lower(btrim(${contractorReviews.contractorName})))`;

const approved = eq(contractorReviews.status, 'approved');
const publicWhere = (projectType: ReviewProjectType | undefined) =>
  and(approved, projectType ? eq(contractorReviews.projectType, projectType) : undefined);

/** One page of approved reviews, newest first, with each one's contractor key. */
export async function publicReviewRows(
  db: Db,
  projectType: ReviewProjectType | undefined,
  page: number,
  pageSize: number,
) {
  const where = publicWhere(projectType);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: contractorReviews.id,
        customerName: contractorReviews.customerName,
        customerRole: contractorReviews.customerRole,
        customerLocation: contractorReviews.customerLocation,
        contractorName: contractorReviews.contractorName,
        projectType: contractorReviews.projectType,
        rating: contractorReviews.rating,
        reviewText: contractorReviews.reviewText,
        submittedAt: contractorReviews.submittedAt,
        verifiedAt: contractorReviews.verifiedAt,
        contractorKey,
      })
      .from(contractorReviews)
      .where(where)
      .orderBy(desc(contractorReviews.submittedAt), desc(contractorReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(db, contractorReviews, where),
  ]);
  return { rows, counted };
}

const ratingColumns = {
  // numeric(3,1) keeps the rounding in SQL; drivers hand numerics back as text.
  average: sql<string | null>`round(avg(${contractorReviews.rating}), 1)`,
  count: sql<number | string>`count(*)`,
};

/** Average rating and count of approved reviews per contractor key, for the keys given. */
export async function contractorRatings(db: Db, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ key: contractorKey, ...ratingColumns })
    .from(contractorReviews)
    .where(and(approved, inArray(contractorKey, keys) as SQL))
    .groupBy(contractorKey);
}

/** Average rating and count over every approved review: the site's one rating figure. */
export async function siteRating(db: Db) {
  const [row] = await db.select(ratingColumns).from(contractorReviews).where(approved);
  return row!;
}

/**
 * Invoices sent with the review form that are no longer needed: those of hidden (rejected)
 * reviews, and of reviews still pending since before `pendingBefore`. An approved review keeps
 * its invoice; so does a completion form's review, whose invoice belongs to the auction.
 */
export async function unneededReviewInvoices(db: Db, pendingBefore: Date, limit: number) {
  const rows = await db
    .select({ id: files.id })
    .from(contractorReviews)
    .innerJoin(files, eq(files.id, contractorReviews.invoiceFileId))
    .where(
      and(
        isNull(files.orderId),
        or(
          eq(contractorReviews.status, 'hidden'),
          and(
            eq(contractorReviews.status, 'pending'),
            lt(contractorReviews.submittedAt, pendingBefore),
          ),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
