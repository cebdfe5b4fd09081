import { eq } from 'drizzle-orm';
import type { AuctionState } from '#shared/domain/auction.ts';
import type { Database } from '../db/client.ts';
import { sellerBids } from '../db/schema/bids.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { insertOrder } from '../modules/orders/orders.queries.ts';
import { createContractor } from './accounts.ts';

const DAY_MS = 86_400_000;

/**
 * An owner's auction in `state` with `bids` bids from contractor records (slots 1..n, amounts
 * 12 000, 11 000, ... dollars), published `publishedDaysAgo` days before `now`.
 */
export async function auctionWithBids(
  database: Database,
  options: {
    customerId: string;
    customerEmail: string;
    state: AuctionState;
    bids?: number;
    now: Date;
    publishedDaysAgo?: number;
    /** A bid staff typed in without a contractor record, in the next slot. */
    staffBid?: boolean;
    /** The quote request the auction was published from. */
    contactSubmissionId?: string;
  },
) {
  const publishedAt = new Date(options.now.getTime() - (options.publishedDaysAgo ?? 12) * DAY_MS);
  const order = await insertOrder(database.db, {
    customerId: options.customerId,
    contactSubmissionId: options.contactSubmissionId,
    totalAmountCents: 9_999,
    status: 'confirmed',
    paymentMethod: 'Card (test checkout)',
    orderData: {
      customerEmail: options.customerEmail,
      customerName: 'Casey Owner',
      phone: '403-555-0199',
      address: '12 Ridge Road, Calgary',
      projectType: 'replacement',
      paidViaStripe: false,
    },
    auctionState: options.state,
    publishedAt,
    biddingClosesAt: new Date(publishedAt.getTime() + 10 * DAY_MS),
    awardDeadlineAt: new Date(publishedAt.getTime() + 30 * DAY_MS),
    postalCode: 'T2P1J9',
    province: 'AB',
    paidAt: publishedAt,
  });
  const bids = [];
  for (let slot = 1; slot <= (options.bids ?? 0); slot++) {
    const contractor = await createContractor(database, `Roofer ${order.orderNumber} ${slot}`);
    const [bid] = await database.db
      .insert(sellerBids)
      .values({
        orderId: order.id,
        slot,
        contractorId: contractor.id,
        sellerName: contractor.companyName,
        insuredAmountCents: contractor.insuredAmountCents,
        bidAmountCents: (13 - slot) * 100_000,
        description: `Notes of bidder ${slot}`,
        tearOffLayers: 1,
        underlayment: 'Synthetic',
        ventilation: 'Ridge vent',
        materialLine: 'Architectural shingles',
        workmanshipWarrantyYears: 10,
        manufacturerWarrantyYears: 25,
        earliestStartDate: '2026-12-15',
        durationDays: 3,
      })
      .returning();
    bids.push({ bid: bid!, contractor });
  }
  if (options.staffBid) {
    const [bid] = await database.db
      .insert(sellerBids)
      .values({
        orderId: order.id,
        slot: bids.length + 1,
        sellerName: 'Phone Bid Roofing',
        insuredAmountCents: 0,
        bidAmountCents: 900_000,
      })
      .returning();
    bids.push({ bid: bid!, contractor: undefined });
  }
  return { order, bids };
}

/** The e-mails queued to one address. */
export function mailTo(database: Database, address: string) {
  return database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address));
}
