import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AuctionState } from '#shared/domain/auction.ts';
import { hashPassword } from '../modules/auth/password.ts';
import type { Db } from './client.ts';
import { auctionEvents } from './schema/auctions.ts';
import { sellerBids } from './schema/bids.ts';
import { settings } from './schema/content.ts';
import { contractors } from './schema/contractors.ts';
import { customers } from './schema/customers.ts';
import { files } from './schema/files.ts';
import { orders } from './schema/orders.ts';
import { payments } from './schema/payments.ts';
import { testCheckoutSessions } from './schema/test-checkout.ts';

/** The demo homeowner who owns the demo auctions (printed at start in demo mode). */
export const demoHomeowner = {
  email: 'homeowner@demo.roofbid.ca',
  password: 'demo-homeowner-roofbid',
  firstName: 'Hannah',
  lastName: 'Homeowner',
} as const;

/** The demo contractors who bid (their records: demo-contractors.ts). */
export const demoBidders = [
  'Prairie Peak Roofing',
  'Slate & Cedar Roofing',
  'Bow Valley Exteriors',
] as const;

const MARKER = 'demo.auctionsSeededAt';
const DAY = 86_400_000;
const FEE_CENTS = 9_999;

type Event = {
  kind: string;
  from?: AuctionState;
  to?: AuctionState;
  actor: 'system' | 'staff' | 'customer';
  day: number;
};

/**
 * One demo auction per state. Days are relative to `now` (negative: in the past), chosen so the
 * deadline job leaves every one where it is: open auctions have their bidding window and award
 * deadline ahead, and the finished ones are final.
 */
const plan: {
  state: AuctionState;
  published: number;
  city: string;
  postal: string;
  bids: number;
  reveal?: 'paid' | 'refunded';
  publishingFee?: 'refunded';
  invoice?: boolean;
  events: Event[];
}[] = [
  {
    state: 'published',
    published: -1,
    city: 'Calgary',
    postal: 'T2P1J9',
    bids: 0,
    events: [{ kind: 'published', to: 'published', actor: 'system', day: -1 }],
  },
  {
    state: 'bidding',
    published: -4,
    city: 'Airdrie',
    postal: 'T4B2A3',
    bids: 2,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -4 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -3 },
      { kind: 'bid_placed', actor: 'staff', day: -2 },
    ],
  },
  {
    state: 'decision',
    published: -11,
    city: 'Calgary',
    postal: 'T3A0B1',
    bids: 3,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -11 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -10 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -1 },
    ],
  },
  {
    state: 'revealed',
    published: -13,
    city: 'Cochrane',
    postal: 'T4C1A1',
    bids: 3,
    reveal: 'paid',
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -13 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -12 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -3 },
      { kind: 'reveal', from: 'decision', to: 'revealed', actor: 'customer', day: -2 },
    ],
  },
  {
    state: 'awarded',
    published: -18,
    city: 'Okotoks',
    postal: 'T1S1A1',
    bids: 3,
    reveal: 'paid',
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -18 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -17 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -8 },
      { kind: 'reveal', from: 'decision', to: 'revealed', actor: 'customer', day: -7 },
      { kind: 'award', from: 'revealed', to: 'awarded', actor: 'customer', day: -6 },
    ],
  },
  {
    state: 'completed',
    published: -40,
    city: 'Calgary',
    postal: 'T2T0A1',
    bids: 2,
    reveal: 'paid',
    invoice: true,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -40 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -39 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -30 },
      { kind: 'reveal', from: 'decision', to: 'revealed', actor: 'customer', day: -29 },
      { kind: 'award', from: 'revealed', to: 'awarded', actor: 'customer', day: -28 },
      { kind: 'complete', from: 'awarded', to: 'completed', actor: 'customer', day: -2 },
    ],
  },
  {
    state: 'refunded',
    published: -70,
    city: 'Canmore',
    postal: 'T1W1A1',
    bids: 3,
    reveal: 'refunded',
    invoice: true,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -70 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -69 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -60 },
      { kind: 'reveal', from: 'decision', to: 'revealed', actor: 'customer', day: -59 },
      { kind: 'award', from: 'revealed', to: 'awarded', actor: 'customer', day: -58 },
      { kind: 'complete', from: 'awarded', to: 'completed', actor: 'customer', day: -20 },
      { kind: 'approveCompletion', from: 'completed', to: 'refunded', actor: 'staff', day: -18 },
    ],
  },
  {
    state: 'closed',
    published: -16,
    city: 'Chestermere',
    postal: 'T1X1A1',
    bids: 0,
    publishingFee: 'refunded',
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -16 },
      { kind: 'noBids', from: 'published', to: 'closed', actor: 'system', day: -6 },
    ],
  },
  {
    state: 'expired',
    published: -35,
    city: 'Calgary',
    postal: 'T2E0A1',
    bids: 2,
    events: [
      { kind: 'published', to: 'published', actor: 'system', day: -35 },
      { kind: 'firstBid', from: 'published', to: 'bidding', actor: 'staff', day: -34 },
      { kind: 'closeBidding', from: 'bidding', to: 'decision', actor: 'system', day: -25 },
      { kind: 'expire', from: 'decision', to: 'expired', actor: 'system', day: -5 },
    ],
  },
];

/** When each state was entered: the day of the event leading to it. */
const stamps: Partial<Record<AuctionState, keyof typeof orders.$inferInsert>> = {
  bidding: 'firstBidAt',
  decision: 'decisionAt',
  revealed: 'revealedAt',
  awarded: 'awardedAt',
  expired: 'expiredAt',
  completed: 'completedAt',
  refunded: 'refundedAt',
};

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

    for (const [i, auction] of plan.entries()) {
      const published = at(auction.published);
      const entered = auction.events.at(-1)!;
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
          publishedAt: published,
          biddingClosesAt: at(auction.published + 10),
          awardDeadlineAt: at(auction.published + 30),
          postalCode: auction.postal,
          province: 'AB',
          // Reminders that would already have gone out are marked sent, so none fire at start.
          awardRemindersSent: auction.published + 30 <= 2 ? 2 : auction.published + 30 <= 7 ? 1 : 0,
          ...Object.fromEntries(
            auction.events
              .filter((e) => e.to && stamps[e.to])
              .map((e) => [stamps[e.to!]!, at(e.day)]),
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
              bids.map((bidder, b) => ({
                orderId,
                slot: b + 1,
                contractorId: bidder.id,
                sellerName: bidder.company,
                starRating: ['4.9', '4.7', '4.8'][b]!,
                yearsInBusiness: [18, 11, 24][b]!,
                insuredAmountCents: [200_000_000, 500_000_000, 200_000_000][b]!,
                bonded: b !== 1,
                validLicense: true,
                bidAmountCents: [1_185_000, 1_249_000, 1_120_000][b]! + i * 10_000,
                description:
                  'Full tear-off to the deck, synthetic underlayment with ice and water shield at eaves and valleys, architectural shingles, new ridge vents.',
                tearOffLayers: [1, 2, 1][b]!,
                underlayment: 'Synthetic, ice and water shield at eaves and valleys',
                ventilation: ['Ridge vent', 'Box vents', 'Ridge vent'][b]!,
                materialLine: ['GAF Timberline HDZ', 'IKO Dynasty', 'CertainTeed Landmark'][b]!,
                workmanshipWarrantyYears: [10, 5, 15][b]!,
                manufacturerWarrantyYears: [50, 25, 50][b]!,
                earliestStartDate: at(auction.published + 14 + b * 3)
                  .toISOString()
                  .slice(0, 10),
                durationDays: [2, 3, 2][b]!,
                status: 'approved' as const,
                bidStatus: 'submitted' as const,
                sortOrder: b,
                createdAt: at(auction.published + 1 + b),
              })),
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
