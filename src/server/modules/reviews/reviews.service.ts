import type { FastifyReply, FastifyRequest } from 'fastify';
import { amountToCents } from '#shared/domain/money.ts';
import {
  CHOOSE_LISTED_CONTRACTOR,
  reviewInput,
  type PublicReviewPage,
  type PublicReviewQuery,
  type RatingSummary,
} from '#shared/schemas/review.ts';
import type * as z from 'zod/mini';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { pageAnswer } from '../../db/paging.ts';
import { badRequest, isUniqueViolation } from '../../errors.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { limitPer, type RateLimits } from '../../plugins/rate-limit.ts';
import {
  findUnreviewedJobOf,
  findVettedContractor,
} from '../contractor-profiles/contractor-profiles.queries.ts';
import { discardUploads, receiveUpload } from '../files/receive-upload.ts';
import { reviewInvoiceUpload } from '../files/upload-rules.ts';
import {
  contractorRatings,
  findContractorIdByName,
  insertReview,
  publicReviewRows,
  siteRating,
} from './reviews.queries.ts';

export type ReviewDeps = {
  db: Db;
  clock: Clock;
  limits: RateLimits;
  storage: FileStorage;
};

type ReviewFields = z.output<typeof reviewInput>;

export const REVIEW_RECEIVED =
  'Review submitted successfully! Thank you for sharing your experience with us.';

/**
 * POST /api/reviews. The review form sends multipart/form-data with its invoice (optional: PDF,
 * JPG or PNG by its bytes, 5 MB at most: anyone can send it; stored like the completion form's); an API client may
 * still send the SPEC's JSON without one. The per-e-mail limit is counted once the fields are
 * read: a multipart form's e-mail is only known then, and a refused form leaves no file behind.
 */
export async function submitReview(deps: ReviewDeps, request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) {
    const fields = request.body as ReviewFields | null | undefined;
    if (!fields) throw badRequest('Send the review as JSON or as a form');
    countEmail(deps, reply, fields);
    return saveReview(deps, fields, undefined, request.customer?.id);
  }
  const received = await receiveUpload(request, deps.storage, {
    files: { invoice: reviewInvoiceUpload },
    fields: reviewInput,
  });
  const stored = received.files.invoice ?? [];
  try {
    countEmail(deps, reply, received.fields);
    return await saveReview(deps, received.fields, stored[0], request.customer?.id);
  } catch (err) {
    await discardUploads(deps.storage, stored, request.log);
    throw err;
  }
}

function countEmail(deps: ReviewDeps, reply: FastifyReply, fields: ReviewFields) {
  const email = fields.customerEmail.trim().toLowerCase().slice(0, 254);
  reply.countLimits([limitPer(deps.limits, 'reviewEmail', () => email)]);
}

/**
 * Who the review is about: the vetted company picked from the list (its own spelling is kept),
 * else the marketplace company the typed name is (any case), else nobody on the marketplace.
 */
async function reviewedContractor(db: Db, body: ReviewFields) {
  if (!body.contractorId) {
    return { id: await findContractorIdByName(db, body.contractorName), name: body.contractorName };
  }
  const picked = await findVettedContractor(db, body.contractorId);
  if (!picked) {
    throw badRequest('Please correct the highlighted fields', {
      contractorId: CHOOSE_LISTED_CONTRACTOR,
    });
  }
  return { id: picked.id, name: picked.companyName };
}

async function saveReview(
  deps: ReviewDeps,
  body: ReviewFields,
  invoiceFileId: string | undefined,
  customerId: string | undefined,
) {
  const invoiceAmountCents = body.invoiceAmount ? amountToCents(body.invoiceAmount) : undefined;
  if (body.invoiceAmount && invoiceAmountCents === undefined) {
    throw badRequest('Please correct the highlighted fields', {
      invoiceAmount: 'Enter an amount such as 12500 or 12,500.00',
    });
  }
  const contractor = await reviewedContractor(deps.db, body);
  // A signed-in homeowner rating the company their own completed auction was awarded to: the
  // job is on RoofBid's record, so the review is a verified job without an invoice to check.
  // A job already reviewed (its completion form, an earlier rating) is not verified twice.
  const job =
    customerId && contractor.id
      ? await findUnreviewedJobOf(deps.db, customerId, contractor.id)
      : undefined;
  const now = deps.clock.now();
  const review = {
    customerName: body.customerName,
    customerEmail: body.customerEmail,
    contractorName: contractor.name,
    contractorId: contractor.id,
    projectType: body.projectType,
    rating: Number(body.rating),
    reviewText: body.reviewText,
    invoiceAmountCents,
    projectCompletedDate: body.projectCompletedDate,
    invoiceFileId,
    submittedAt: now,
  };
  if (job) {
    try {
      const { id } = await insertReview(deps.db, { ...review, orderId: job.id, verifiedAt: now });
      return { success: true, id, message: REVIEW_RECEIVED, verified: true };
    } catch (err) {
      // The same job rated at the same moment by another request: this one is an ordinary review.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  const { id } = await insertReview(deps.db, review);
  return { success: true, id, message: REVIEW_RECEIVED, verified: false };
}

/** "Morgan Ellis" -> "Morgan E."; a name already shortened ("Karen M.") stays as it is. */
export function publicName(name: string) {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  const last = words[words.length - 1]!;
  if (/^\p{L}\.$/u.test(last)) return words.join(' ');
  return [...words.slice(0, -1), `${[...last][0]!.toUpperCase()}.`].join(' ');
}

const toSummary = (row: { average: string | null; count: number | string } | undefined) => ({
  average: row?.average === null || row?.average === undefined ? 0 : Number(row.average),
  count: Number(row?.count ?? 0),
});

/** GET /api/reviews: approved reviews, newest first, each with its contractor's figure. */
export async function publicReviewPage(
  db: Db,
  query: PublicReviewQuery,
): Promise<PublicReviewPage> {
  const { rows, counted } = await publicReviewRows(
    db,
    query.projectType,
    query.page,
    query.pageSize,
  );
  const ratings = await contractorRatings(db, [...new Set(rows.map((r) => r.contractorKey))]);
  const byKey = new Map(ratings.map((r) => [r.key, toSummary(r)]));
  return pageAnswer(
    rows.map((r) => ({
      id: r.id,
      customerName: publicName(r.customerName),
      customerRole: r.customerRole,
      customerLocation: r.customerLocation,
      contractorName: r.contractorName,
      projectType: r.projectType,
      rating: r.rating,
      reviewText: r.reviewText,
      submittedAt: r.submittedAt.toISOString(),
      verified: r.verifiedAt !== null,
      contractorRating: byKey.get(r.contractorKey) ?? { average: 0, count: 0 },
    })),
    counted,
    query.page,
    query.pageSize,
  );
}

/**
 * The site's one rating figure (every approved review), read on every public page that states
 * it; ReferenceData keeps it per instance for a few seconds, so a moderation shows within that.
 */
export const siteRatingSummary = (db: Db): Promise<RatingSummary> => siteRating(db).then(toSummary);
