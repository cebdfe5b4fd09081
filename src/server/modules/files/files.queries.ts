import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { orders } from '../../db/schema/orders.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { contractorDocuments } from '../../db/schema/contractor-applications.ts';

/** A file with what it is linked to, for its access rule (never its bytes). */
export async function findFileLinks(db: Db, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      kind: files.kind,
      uploadedByCustomerId: files.uploadedByCustomerId,
      orderId: files.orderId,
      orderCustomerId: orders.customerId,
      // The contractor whose bid the owner awarded: it may see the completion files.
      awardedContractorId: sellerBids.contractorId,
      reviewId: contractorReviews.id,
      // A licence, insurance certificate or WCB letter: the contractor it belongs to.
      documentContractorId: contractorDocuments.contractorId,
    })
    .from(files)
    .leftJoin(orders, eq(orders.id, files.orderId))
    .leftJoin(sellerBids, eq(sellerBids.id, orders.awardedBidId))
    .leftJoin(contractorReviews, eq(contractorReviews.invoiceFileId, files.id))
    .leftJoin(contractorDocuments, eq(contractorDocuments.fileId, files.id))
    .where(eq(files.id, id))
    .limit(1);
  return row;
}

export type FileLinks = NonNullable<Awaited<ReturnType<typeof findFileLinks>>>;
