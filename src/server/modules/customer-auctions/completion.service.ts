import type { FastifyRequest } from 'fastify';
import { completionFields } from '#shared/schemas/customer-auctions.ts';
import { conflict } from '../../errors.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { queueAuctionNotice } from '../auctions/auction-email.ts';
import { transition } from '../auctions/auction-transition.ts';
import { discardUploads, receiveUpload } from '../files/receive-upload.ts';
import { invoiceUpload, photoUploads } from '../files/upload-rules.ts';
import { lockOwnAuction, type OwnerDeps, type OwnerRequest } from './auction-decisions.service.ts';
import { ownAuctionOr404 } from './customer-auctions.service.ts';
import {
  insertCompletionReview,
  listAdminEmails,
  listAuctionBids,
} from './customer-auctions.queries.ts';

export type CompletionDeps = OwnerDeps & { storage: FileStorage };

/** The completion form's files: the invoice (required) and photos of the finished roof. */
export const completionUploads = {
  invoice: { ...invoiceUpload, required: 'Attach the invoice' },
  photos: photoUploads,
};

/** The order's project type in the reviews table's words. */
const reviewProjectType = (projectType: string | undefined) => {
  switch (projectType) {
    case 'repair':
      return 'roof-repair' as const;
    case 'inspection':
      return 'roof-inspection' as const;
    case 'emergency-service':
      return 'emergency-repair' as const;
    default:
      return 'roof-replacement' as const;
  }
};

const notAwarded = () =>
  conflict('The completion form can be sent once you have awarded the job, and only once.');

/**
 * The completion form: the invoice, up to 6 photos, a rating and a review. Files are checked by
 * their bytes while they stream in and stored linked to the order; the transition, the review
 * (pending moderation) and the e-mails commit together, and a refused form or a failed commit
 * deletes every file this request stored.
 */
export async function submitCompletion(
  deps: CompletionDeps,
  request: FastifyRequest,
  owner: OwnerRequest,
  orderId: string,
) {
  // Checked before reading the body, so a form for the wrong auction stores nothing at all.
  const before = await ownAuctionOr404(deps.db, owner.customerId, orderId);
  if (before.auctionState !== 'awarded') throw notAwarded();

  const received = await receiveUpload(request, deps.storage, {
    files: completionUploads,
    fields: completionFields,
    uploadedByCustomerId: owner.customerId,
    orderId,
  });
  const stored = [...received.files.invoice!, ...received.files.photos!];
  const now = deps.clock.now();
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const order = await lockOwnAuction(tx, owner, orderId);
      const rating = Number(received.fields.rating);
      const next = await transition(
        tx,
        order,
        'complete',
        { kind: 'customer', id: owner.customerId, ip: owner.ip },
        now,
        {
          details: { invoiceFileId: received.files.invoice![0], photos: stored.length - 1, rating },
        },
      );
      const winner = (await listAuctionBids(tx, order.id)).find(
        (row) => row.bid.id === order.awardedBidId,
      );
      const company = winner?.contractor?.companyName ?? winner?.bid.sellerName ?? 'Contractor';
      await insertCompletionReview(tx, {
        customerName: order.orderData.customerName,
        customerEmail: order.orderData.customerEmail,
        contractorName: company,
        contractorId: winner?.contractor?.id,
        orderId: order.id,
        projectType: reviewProjectType(order.orderData.projectType),
        rating,
        reviewText: received.fields.review ?? null,
        invoiceFileId: received.files.invoice![0],
        projectCompletedDate: now.toISOString().slice(0, 10),
        status: 'pending',
        submittedAt: now,
        // The invoice of a job awarded through the marketplace: a verified job.
        verifiedAt: now,
      });
      await queueAuctionNotice(tx, deps, now, {
        to: order.orderData.customerEmail,
        orderId: order.id,
        customerId: order.customerId,
        greeting: order.orderData.customerName,
        subject: `We received your completion form for ${order.orderNumber}`,
        body: 'Thank you. We are checking your invoice and photos; your reveal fee is refunded once the completion is approved.',
        dedupeKey: `auction-completed-owner:${order.id}`,
      });
      for (const admin of await listAdminEmails(tx)) {
        await queueAuctionNotice(tx, deps, now, {
          to: admin.email,
          orderId: order.id,
          greeting: admin.name,
          subject: `Completion form to check: ${order.orderNumber}`,
          body: `The homeowner sent the completion form for ${order.orderNumber} (${company}, rated ${rating}/5). Check the invoice and photos, then approve the completion to refund the reveal fee.\n\n${deps.appUrl}/admin`,
          dedupeKey: `auction-completed-staff:${order.id}:${admin.id}`,
        });
      }
      return next;
    });
    deps.emailQueued();
    return { success: true, state: updated.auctionState! };
  } catch (err) {
    await discardUploads(deps.storage, stored, request.log);
    throw err;
  }
}
