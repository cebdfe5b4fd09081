import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { codeInWords, staffRoleLabels } from '#shared/constants/options.ts';
import { auditActionText, auditDetailsText, isUuid } from '#shared/domain/audit-text.ts';
import { pageAnswer } from '../../db/paging.ts';
import { incompletePaymentLeads } from '../../db/schema/payments.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { conflict, notFound } from '../../errors.ts';
import { signedInStaff } from '../../plugins/auth.ts';
import {
  auditPageRows,
  incompleteOrder,
  incompleteWhere,
  pageOfTable,
  reviewsOrder,
  reviewsWhere,
  updateIncomplete,
  lockReview,
  markReviewVerified,
  namesOfIds,
  updateReviewStatus,
} from './admin-content.queries.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { audited, type Deps } from './admin-content.service.ts';

// What staff work through rather than publish: contractor reviews to approve or hide, checkouts
// that were not finished, and the audit log.
type Review = typeof contractorReviews.$inferSelect;
type Incomplete = typeof incompletePaymentLeads.$inferSelect;

const reviewRow = (r: Review) => ({
  id: r.id,
  customerName: r.customerName,
  customerEmail: r.customerEmail,
  contractorName: r.contractorName,
  projectType: r.projectType,
  rating: r.rating,
  reviewText: r.reviewText,
  invoiceAmountCents: r.invoiceAmountCents,
  projectCompletedDate: r.projectCompletedDate,
  status: r.status,
  submittedAt: r.submittedAt.toISOString(),
  invoiceFileId: r.invoiceFileId,
  fromAuction: r.orderId !== null,
  verified: r.verifiedAt !== null,
});

type PageQuery<Status> = { status?: Status; page: number; pageSize: number };

/** One page of an admin list as it answers: its rows, shaped, and the paging. */
async function pageOf<T extends PgTable, Row>(
  deps: Deps,
  table: T,
  where: SQL | undefined,
  order: SQL,
  { page, pageSize }: PageQuery<unknown>,
  toRow: (row: T['$inferSelect']) => Row,
) {
  const { rows, counted } = await pageOfTable(deps.db, table, where, order, page, pageSize);
  return pageAnswer(rows.map(toRow), counted, page, pageSize);
}

export const reviewPageFor = (deps: Deps, query: PageQuery<Review['status']>) =>
  pageOf(deps, contractorReviews, reviewsWhere(query.status), reviewsOrder, query, reviewRow);

export async function setReviewStatus(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  status: Review['status'],
) {
  const row = await audited(
    deps,
    request,
    'review.status_changed',
    'review',
    async (tx) => {
      const saved = await updateReviewStatus(tx, id, status);
      if (!saved) throw notFound('Review not found');
      return saved;
    },
    { status },
  );
  return reviewRow(row);
}

/**
 * "Confirm invoice": staff opened the review's invoice and it shows the job, so the review is
 * a verified job. Only a review with an invoice can be; confirming twice changes nothing.
 */
export async function verifyReviewInvoice(deps: Deps, request: FastifyRequest, id: string) {
  const staffId = signedInStaff(request).id;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (!review) throw notFound('Review not found');
    if (review.verifiedAt) return reviewRow(review);
    if (!review.invoiceFileId) throw conflict('This review has no invoice to confirm');
    const saved = await markReviewVerified(tx, id, staffId, now);
    await auditStaff(tx, request, now, {
      action: 'review.invoice_confirmed',
      entityType: 'review',
      entityId: id,
      details: { invoiceFileId: review.invoiceFileId },
    });
    return reviewRow(saved);
  });
}

const incompleteRow = (r: Incomplete) => ({
  id: r.id,
  email: r.email,
  name: r.name,
  phone: r.phone,
  projectType: r.projectType,
  tierPriceCents: r.tierPriceCents,
  selectedTier: r.selectedTier,
  status: r.status,
  notes: r.notes,
  contactSubmissionId: r.contactSubmissionId,
  createdAt: r.createdAt.toISOString(),
});

export const incompletePageFor = (deps: Deps, query: PageQuery<Incomplete['status']>) =>
  pageOf(
    deps,
    incompletePaymentLeads,
    incompleteWhere(query.status),
    incompleteOrder,
    query,
    incompleteRow,
  );

export async function editIncomplete(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  input: { status?: Incomplete['status']; notes?: string },
) {
  const now = deps.clock.now();
  const row = await audited(
    deps,
    request,
    'incomplete_payment.updated',
    'incomplete_payment',
    async (tx) => {
      const saved = await updateIncomplete(tx, id, {
        ...(input.status ? { status: input.status } : {}),
        // A blank note clears it; no note at all leaves it as it is.
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
        ...(input.status === 'contacted' ? { lastContactedAt: now } : {}),
        updatedAt: now,
      });
      if (!saved) throw notFound('Incomplete payment not found');
      return saved;
    },
    { ...input },
  );
  return incompleteRow(row);
}

/** Every UUID inside an audit row's details, however deep (status.from, salesPerson.to). */
function idsIn(value: unknown, into: Set<string>) {
  if (isUuid(value)) into.add(value);
  else if (value && typeof value === 'object')
    for (const inner of Object.values(value)) idsIn(inner, into);
  return into;
}

export async function auditPageFor(deps: Deps, page: number, pageSize: number) {
  const { rows, counted } = await auditPageRows(deps.db, page, pageSize);
  const ids = new Set<string>();
  for (const { entry } of rows) idsIn(entry.details, ids);
  const names = await namesOfIds(deps.db, [...ids]);
  return pageAnswer(
    rows.map(({ entry, actorName, actorRole }) => ({
      id: entry.id,
      actorType: entry.actorType,
      actorId: entry.actorId,
      actorName,
      actorText: actorRole ? staffRoleLabels[actorRole] : codeInWords(entry.actorType),
      action: entry.action,
      actionText: auditActionText(entry.action),
      entityType: entry.entityType,
      entityId: entry.entityId,
      details: entry.details,
      detailsText: auditDetailsText(entry.details, names),
      createdAt: entry.createdAt.toISOString(),
    })),
    counted,
    page,
    pageSize,
  );
}
