import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AuctionState } from '#shared/domain/auction.ts';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { sellerBids } from '../db/schema/bids.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { insertOrder } from '../modules/orders/orders.queries.ts';
import { asUser, createContractor, createCustomer, signIn } from './accounts.ts';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase, resetDatabase } from './test-database.ts';

const DAY_MS = 86_400_000;

/** The terms every bid of auctionWithBids offers (the owner's comparison shows them). */
export const bidderTerms = {
  tearOffLayers: 1,
  underlayment: 'Synthetic',
  ventilation: 'Ridge vent',
  materialLine: 'Architectural shingles',
  workmanshipWarrantyYears: 10,
  manufacturerWarrantyYears: 25,
  earliestStartDate: '2026-12-15',
  durationDays: 3,
};

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
        ...bidderTerms,
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
function mailTo(database: Database, address: string) {
  return database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address));
}

/*
 * The owner-auction tests' one setup (one auction test factory). A test file calls
 * ownerAuctionTestFile() at its top, takes the factories it returns and imports the values it
 * uses: ES module bindings are live, so each name reads the value the hooks set (the app and
 * database once per file, the signed-in owner afresh before each test).
 */
export let database: Database;
export let app: App;
export let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
export let owner: ReturnType<typeof asUser>;
export let ownerCookie = '';
export let ownerId = '';
/** A second customer, signed in, with no auction of their own (with `stranger: true`). */
export let stranger: ReturnType<typeof asUser>;
export let strangerCookie = '';

export const OWNER_EMAIL = 'owner@example.com';

/**
 * One app on a fresh database for the file (`build` makes it, buildTestApp by default); before
 * each test an empty database (at `clockAt`, when given) with owner@example.com signed in.
 */
export function ownerAuctionTestFile(
  options: {
    build?: (database: Database) => ReturnType<typeof buildTestApp>;
    clockAt?: string;
    stranger?: boolean;
  } = {},
) {
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, clock } = await (options.build ?? buildTestApp)(database));
  });
  beforeEach(async () => {
    await resetDatabase(database);
    if (options.clockAt) clock.set(options.clockAt);
    ownerId = (await createCustomer(database, OWNER_EMAIL)).id;
    if (options.stranger) await createCustomer(database, 'stranger@example.com');
    ownerCookie = await signIn(app, 'customer', OWNER_EMAIL);
    owner = asUser(app, ownerCookie);
    if (options.stranger) {
      strangerCookie = await signIn(app, 'customer', 'stranger@example.com');
      stranger = asUser(app, strangerCookie);
    }
  });
  afterAll(() => app.close());
  return {
    ownerAuction,
    /** The e-mails this file's database queued to one address. */
    mailTo: (address: string) => mailTo(database, address),
  };
}

/** The signed-in owner's auction in `state` with `bids` bids (see auctionWithBids), now. */
const ownerAuction = (
  state: AuctionState,
  bids: number,
  more: { publishedDaysAgo?: number; staffBid?: boolean; contactSubmissionId?: string } = {},
) =>
  auctionWithBids(database, {
    customerId: ownerId,
    customerEmail: OWNER_EMAIL,
    state,
    bids,
    now: clock.now(),
    ...more,
  });
