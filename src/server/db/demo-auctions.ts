import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { awardReminderDays, defaultAuctionSettings } from '#shared/domain/auction.ts';
import { auctionDates } from '../modules/auctions/auction-settings.ts';
import { stampOf } from '../modules/auctions/auction-transition.ts';
import { hashPassword } from '../modules/auth/password.ts';
import type { Db } from './client.ts';
import {
  demoAuctionPlan,
  demoBidders,
  demoBidOffers,
  demoHomeowner,
} from './demo-auctions.plan.ts';
import { auctionEvents } from './schema/auctions.ts';
import { sellerBids } from './schema/bids.ts';
import { settings } from './schema/content.ts';
import { contractors } from './schema/contractors.ts';
import { customers } from './schema/customers.ts';
import { files } from './schema/files.ts';
import { orders } from './schema/orders.ts';
import { payments } from './schema/payments.ts';
import { testCheckoutSessions } from './schema/test-checkout.ts';

const MARKER = 'demo.auctionsSeededAt';
const DAY = 86_400_000;
const FEE_CENTS = 9_999;

// A tiny but real PDF, so the demo's completion invoice downloads and opens.
const demoInvoicePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Demo auctions in every state for the demo homeowner in Alberta, with structured bids from the
 * demo contractors, timelines and payments consistent with each state. Demo mode only (the
 * caller checks); runs once per database (a settings marker claimed first in the transaction,
 * so two instances starting together seed once). Payments are test-checkout payments with their
 * sessions, so "Approve completion" on the demo refunds through the test checkout.
 */
export async function seedDemoAuctions(db: Db, now: Date, contractorIds: Record<string, string>) {
  const at = (day: number) => new Date(now.getTime() + day * DAY);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(settings)
      .values({ key: MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;

    await tx
      .insert(customers)
      .values({
        email: demoHomeowner.email,
        firstName: demoHomeowner.firstName,
        lastName: demoHomeowner.lastName,
        // Hashed only once the marker is claimed: argon2 costs a restart ~0.3 s otherwise.
        passwordHash: await hashPassword(demoHomeowner.password),
        accountSetup: true,
        isDemo: true,
        phone: '(403) 555-0188',
        address: '240 Elbow Dr SW',
        city: 'Calgary',
        postalCode: 'T2P 1J9',
      })
      .onConflictDoNothing();
    const [owner] = await tx
      .select()
      .from(customers)
      .where(eq(customers.email, demoHomeowner.email));
    const name = `${owner!.firstName} ${owner!.lastName}`.trim();
    const bidders = demoBidders
      .map((company) => ({ company, id: contractorIds[company] }))
      .filter((b): b is { company: (typeof demoBidders)[number]; id: string } => Boolean(b.id));

    for (const [i, auction] of demoAuctionPlan.entries()) {
      const published = at(auction.published);
      const entered = auction.events.at(-1)!;
      // As publishing a real auction dates it (new auctions take the default settings).
      const dates = auctionDates(published, defaultAuctionSettings);
      const deadlineDay = auction.published + defaultAuctionSettings.awardDeadlineDays;
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: owner!.id,
          orderNumber: sql`'RB-' || nextval('order_number_seq')`,
          totalAmountCents: FEE_CENTS,
          status: 'confirmed',
          paymentMethod: 'Card (test checkout)',
          orderData: {
            customerEmail: owner!.email,
            customerName: name,
            phone: owner!.phone ?? undefined,
            address: `${120 + i * 17} ${auction.city === 'Calgary' ? 'Elbow Dr SW' : 'Main St'}, ${auction.city}`,
            projectType: 'roof-replacement',
            paidViaStripe: false,
          },
          paidAt: published,
          auctionState: auction.state,
          ...dates,
          postalCode: auction.postal,
          province: 'AB',
          // Reminders that would already have gone out are marked sent, so none fire at start.
          awardRemindersSent: awardReminderDays.filter((days) => deadlineDay <= days).length,
          // When each state was entered: the day of the event leading to it.
          ...Object.fromEntries(
            auction.events
              .filter((e) => e.to && stampOf[e.to])
              .map((e) => [stampOf[e.to!]!, at(e.day)]),
          ),
          createdAt: published,
          updatedAt: at(entered.day),
        })
        .returning();
      const orderId = order!.id;

      const bids = bidders.slice(0, auction.bids);
      const insertedBids = bids.length
        ? await tx
            .insert(sellerBids)
            .values(
              bids.map((bidder, b) => {
                const offer = demoBidOffers.bids[b]!;
                return {
                  orderId,
                  slot: b + 1,
                  contractorId: bidder.id,
                  sellerName: bidder.company,
                  starRating: offer.starRating,
                  yearsInBusiness: offer.yearsInBusiness,
                  insuredAmountCents: offer.insuredAmountCents,
                  bonded: offer.bonded,
                  validLicense: true,
                  bidAmountCents: offer.bidAmountCents + i * demoBidOffers.step,
                  description: demoBidOffers.description,
                  tearOffLayers: offer.tearOffLayers,
                  underlayment: demoBidOffers.underlayment,
                  ventilation: offer.ventilation,
                  materialLine: offer.materialLine,
                  workmanshipWarrantyYears: offer.workmanshipWarrantyYears,
                  manufacturerWarrantyYears: offer.manufacturerWarrantyYears,
                  earliestStartDate: at(auction.published + 14 + b * 3)
                    .toISOString()
                    .slice(0, 10),
                  durationDays: offer.durationDays,
                  status: 'approved' as const,
                  bidStatus: 'submitted' as const,
                  sortOrder: b,
                  createdAt: at(auction.published + 1 + b),
                };
              }),
            )
            .returning()
        : [];
      const awardedBid = ['awarded', 'completed', 'refunded'].includes(auction.state)
        ? insertedBids[0]
        : undefined;
      if (awardedBid) {
        await tx.update(orders).set({ awardedBidId: awardedBid.id }).where(eq(orders.id, orderId));
        await tx
          .update(sellerBids)
          .set({ bidStatus: 'awarded' })
          .where(eq(sellerBids.id, awardedBid.id));
      }

      await tx.insert(auctionEvents).values(
        auction.events.map((e) => ({
          orderId,
          kind: e.kind,
          fromState: e.from,
          toState: e.to,
          actorType: e.actor,
          details: e.kind === 'award' && awardedBid ? { bidId: awardedBid.id } : {},
          at: at(e.day),
        })),
      );

      const pay = async (
        purpose: 'auction_fee' | 'reveal_fee',
        paidDay: number,
        refund?: { reason: 'no_bids' | 'completion'; day: number },
      ) => {
        const key = `demo_${orderId.slice(0, 8)}_${purpose}`;
        await tx.insert(testCheckoutSessions).values({
          id: `cs_${key}`,
          amountCents: FEE_CENTS,
          currency: 'CAD',
          description: purpose === 'auction_fee' ? 'Publish your auction' : 'Reveal the bidders',
          customerEmail: owner!.email,
          successUrl: '/',
          cancelUrl: '/',
          status: 'complete',
          paymentIntentId: `pi_${key}`,
          refundedCents: refund ? FEE_CENTS : 0,
          createdAt: at(paidDay),
          expiresAt: at(paidDay + 1),
          completedAt: at(paidDay),
        });
        await tx.insert(payments).values({
          provider: 'test',
          providerSessionId: `cs_${key}`,
          providerPaymentId: `pi_${key}`,
          purpose,
          orderId,
          amountCents: FEE_CENTS,
          status: refund ? 'refunded' : 'paid',
          customerEmail: owner!.email,
          customerName: name,
          paidAt: at(paidDay),
          fulfilledAt: at(paidDay),
          refundReason: refund?.reason,
          refundedAt: refund ? at(refund.day) : undefined,
          providerRefundId: refund ? `re_${key}` : undefined,
          createdAt: at(paidDay),
        });
      };
      await pay(
        'auction_fee',
        auction.published,
        auction.publishingFee ? { reason: 'no_bids', day: entered.day } : undefined,
      );
      const revealDay = auction.events.find((e) => e.kind === 'reveal')?.day;
      if (auction.reveal && revealDay !== undefined) {
        await pay(
          'reveal_fee',
          revealDay,
          auction.reveal === 'refunded' ? { reason: 'completion', day: entered.day } : undefined,
        );
      }
      if (auction.invoice) {
        await tx.insert(files).values({
          kind: 'invoice',
          contentType: 'application/pdf',
          sizeBytes: demoInvoicePdf.length,
          sha256: createHash('sha256').update(demoInvoicePdf).digest('hex'),
          originalName: 'final-invoice.pdf',
          data: demoInvoicePdf,
          uploadedByCustomerId: owner!.id,
          orderId,
          createdAt: at(auction.events.find((e) => e.kind === 'complete')!.day),
        });
      }
    }
    return true;
  });
}

/** The demo bidders' ids by company name, for the ones that exist. */
export async function demoBidderIds(db: Db) {
  const rows = await db
    .select({ id: contractors.id, companyName: contractors.companyName })
    .from(contractors)
    .where(inArray(contractors.companyName, [...demoBidders]));
  return Object.fromEntries(rows.map((r) => [r.companyName, r.id]));
}
