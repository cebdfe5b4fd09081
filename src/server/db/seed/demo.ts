import { eq, sql } from 'drizzle-orm';
import { defaultOptions } from '#shared/constants/options.ts';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import { defaultAuctionSettings } from '#shared/domain/auction.ts';
import { choosableLeadStatuses, CONVERTED_LEAD_STATUS } from '#shared/domain/lead-conversion.ts';
import type { Clock } from '../../clock.ts';
import { auctionDates } from '../../modules/auctions/auction-settings.ts';
import { jobFromLead } from '../../modules/orders/order-data.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { leadTakesColumnStatus } from '../../modules/pipeline/lead-status.queries.ts';
import type { Db } from '../client.ts';
import { sellerBids } from '../schema/bids.ts';
import { settings } from '../schema/content.ts';
import { contractors } from '../schema/contractors.ts';
import { customers } from '../schema/customers.ts';
import { contactSubmissions } from '../schema/leads.ts';
import { orders } from '../schema/orders.ts';
import { jobStatuses, leadPipeline } from '../schema/pipeline.ts';
import { contractorReviews } from '../schema/reviews.ts';
import { salesPeople, staffUsers } from '../schema/staff.ts';

/**
 * Demo sign-ins, printed at start in demo mode. Never created in production, and disabled
 * whenever demo mode is off (demo-accounts.ts): every account created here is marked isDemo.
 */
export const demoAccounts = {
  admin: { email: 'admin@demo.roofbid.ca', password: 'demo-admin-roofbid', name: 'Dana Admin' },
  sales: { email: 'sales@demo.roofbid.ca', password: 'demo-sales-roofbid', name: 'Sam Sales' },
} as const;

const DEMO_MARKER = 'demo.seededAt';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Leads that paid: this many first ones, each with an order and some bids. */
const PAID_LEADS = 8;

const firstNames = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Ethan',
  'Chloe',
  'Owen',
  'Sophie',
  'Jack',
  'Harper',
  'Logan',
  'Grace',
  'Wyatt',
  'Nora',
  'Caleb',
  'Leah',
  'Eli',
];
const lastNames = [
  'Tremblay',
  'Martin',
  'Roy',
  'Wilson',
  'MacDonald',
  'Taylor',
  'Campbell',
  'Anderson',
  'Jones',
  'Leblanc',
  'Brown',
  'Singh',
  'Nguyen',
  'Chen',
  'Thompson',
  'Young',
];
const places = [
  { city: 'Calgary', postal: 'T2P 1J9', street: 'Elbow Dr SW' },
  { city: 'Edmonton', postal: 'T5J 0N3', street: 'Jasper Ave NW' },
  { city: 'Red Deer', postal: 'T4N 1X5', street: 'Gaetz Ave' },
  { city: 'Lethbridge', postal: 'T1J 0P3', street: 'Mayor Magrath Dr S' },
  { city: 'Airdrie', postal: 'T4B 2A3', street: 'Main St SW' },
  { city: 'St. Albert', postal: 'T8N 3Z9', street: 'Sir Winston Churchill Ave' },
];
const messages = [
  'Shingles blew off in the last windstorm and there is a water stain on the bedroom ceiling.',
  'Roof is original to the house and we are selling next year; want it replaced first.',
  'Looking for a metal roof quote, ideally before winter.',
  'Hail damage from the summer storm, insurance adjuster has already been out.',
  '',
];
const companies = [
  { companyName: 'Chinook Roofing Ltd.', licenceNumber: 'AB-RC-10231', years: 18, rating: '4.9' },
  { companyName: 'Prairie Peak Exteriors', licenceNumber: 'AB-RC-11877', years: 11, rating: '4.8' },
  { companyName: 'Bow Valley Roof Co.', licenceNumber: 'AB-RC-09914', years: 24, rating: '4.7' },
  { companyName: 'Rocky View Roofing', licenceNumber: 'AB-RC-12450', years: 7, rating: '4.6' },
  {
    companyName: 'Foothills Shingle & Metal',
    licenceNumber: 'AB-RC-13002',
    years: 14,
    rating: '5.0',
  },
];

/** The demo reviews' words, one each, to fit their project type and rating (below). */
const reviewTexts = [
  'Crew showed up on the day they promised, kept the yard clean and the final invoice matched the bid to the dollar.',
  'They found the leak at the chimney flashing on the first visit, fixed it that afternoon and sent photos of the work.',
  'A careful inspection with photos of every slope; they told us straight that the roof has a few good years left.',
  'Good work and a tidy site. Rain pushed the start back a week, but they kept us posted and finished in two days.',
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/**
 * Demo records for trying the product: leads, customers with orders and bids, contractors,
 * reviews, a pipeline, and the demo staff accounts. Runs once per database (a settings marker).
 */
export async function seedDemoData(db: Db, clock: Clock) {
  const [done] = await db.select().from(settings).where(eq(settings.key, DEMO_MARKER));
  if (done) return false;

  const now = clock.now().getTime();
  const [adminHash, salesHash] = await Promise.all([
    hashPassword(demoAccounts.admin.password),
    hashPassword(demoAccounts.sales.password),
  ]);

  await db.transaction(async (tx) => {
    const [, salesUser] = await tx
      .insert(staffUsers)
      .values([
        {
          ...pickAccount(demoAccounts.admin),
          passwordHash: adminHash,
          role: 'admin',
          isDemo: true,
        },
        {
          ...pickAccount(demoAccounts.sales),
          passwordHash: salesHash,
          role: 'sales',
          isDemo: true,
        },
      ])
      .onConflictDoNothing()
      .returning();

    const reps = await tx
      .insert(salesPeople)
      .values([
        {
          name: demoAccounts.sales.name,
          email: demoAccounts.sales.email,
          phone: '(403) 555-0150',
          staffUserId: salesUser?.id,
        },
        { name: 'Priya Patel', email: 'priya.patel@demo.roofbid.ca', phone: '(780) 555-0112' },
      ])
      .onConflictDoNothing()
      .returning();

    const firms = await tx
      .insert(contractors)
      .values(
        companies.map((c, i) => ({
          companyName: c.companyName,
          licenceNumber: c.licenceNumber,
          insuredAmountCents: pick([100_000_000, 200_000_000, 500_000_000], i),
          bonded: i % 3 !== 2,
          yearsInBusiness: c.years,
          serviceArea: ['AB', pick(['T2', 'T3', 'T5', 'T6', 'T4'], i)],
          contactName: `${pick(firstNames, i + 7)} ${pick(lastNames, i + 3)}`,
          email: `bids@${c.companyName.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
          phone: `(403) 555-01${String(20 + i)}`,
          averageRating: c.rating,
          vettedAt: new Date(now - (200 + i * 30) * DAY),
          // Approved documents as of vetting, like staff's records before uploads
          // (docs/decisions/contractor-vetting.md).
          licenceVerifiedAt: new Date(now - (200 + i * 30) * DAY),
          insuranceVerifiedAt: new Date(now - (200 + i * 30) * DAY),
          // Valid for another year or two: these firms may bid (a lapsed one is in
          // demo-contractors.ts).
          licenceExpiresOn: new Date(now + (400 + i * 60) * DAY).toISOString().slice(0, 10),
          insuranceExpiresOn: new Date(now + (300 + i * 45) * DAY).toISOString().slice(0, 10),
        })),
      )
      .onConflictDoNothing()
      .returning();

    const leads = await tx
      .insert(contactSubmissions)
      .values(
        Array.from({ length: 48 }, (_, i) => {
          const first = pick(firstNames, i);
          const last = pick(lastNames, i * 3 + 1);
          const place = pick(places, i);
          // The leads that paid came in over the last week, so their auctions' bidding windows
          // (from the payment) are still open and the deadline job leaves them be at the first
          // start; the others over the last three months.
          const submitted = new Date(
            i < PAID_LEADS
              ? now - (30 + i * 20) * HOUR
              : now - ((i * 37) % 90) * DAY - (i % 24) * HOUR,
          );
          return {
            name: `${first} ${last}`,
            phone: `(${pick(['403', '587', '780', '825'], i)}) 555-${String(1000 + i * 37).slice(-4)}`,
            email: `${first}.${last}${i}@example.com`.toLowerCase(),
            address: `${100 + i * 13} ${place.street}, ${place.city}`,
            date: submitted.toISOString().slice(0, 10),
            country: 'Canada',
            province: 'Alberta',
            postalCode: place.postal,
            budget: pick(defaultOptions.budget, i).value,
            projectType: pick(defaultOptions.projectType, i).value,
            roofMaterial: pick(defaultOptions.roofMaterial, i).value,
            propertyType: pick(defaultOptions.propertyType, i % 5 === 4 ? 1 : 0).value,
            roofAge: pick(defaultOptions.roofAge, i).value,
            urgency: pick(defaultOptions.urgency, i).value,
            message: pick(messages, i) || null,
            couponCode: i % 6 === 0 ? 'WELCOME10' : null,
            finalPriceCents: i % 6 === 0 ? 8_999 : 9_999,
            // The first eight get orders below: converted, so Won (lead-conversion.ts).
            leadStatus:
              i < PAID_LEADS ? CONVERTED_LEAD_STATUS : pick(choosableLeadStatuses(false), i),
            nextFollowUpAt: i % 4 === 0 ? new Date(now + ((i % 7) - 3) * DAY) : null,
            checkoutAttempts: i % 5,
            submittedAt: submitted,
          };
        }),
      )
      .returning();

    // The first eight leads paid: each has a customer and an order with some bids.
    for (const [i, lead] of leads.slice(0, PAID_LEADS).entries()) {
      const [first = lead.name, ...rest] = lead.name.split(' ');
      const [customer] = await tx
        .insert(customers)
        .values({
          email: lead.email,
          firstName: first,
          lastName: rest.join(' '),
          phone: lead.phone,
          address: lead.address,
          postalCode: lead.postalCode,
          isDemo: true,
          createdAt: lead.submittedAt,
        })
        .returning();
      if (!customer) continue;
      const paidAt = new Date(lead.submittedAt.getTime() + HOUR);
      const bidCount = i % 5;
      // Bids come in from a day after publishing, an hour apart; the fourth closes bidding
      // (bid-placement.ts), so that auction waits for the owner's decision.
      const firstBidAt = bidCount === 0 ? null : new Date(paidAt.getTime() + DAY);
      const bidAt = (b: number) => new Date(paidAt.getTime() + DAY + b * HOUR);
      const full = bidCount >= MAX_BIDS_PER_ORDER;
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: customer.id,
          contactSubmissionId: lead.id,
          orderNumber: sql`'RB-' || nextval('order_number_seq')`,
          totalAmountCents: lead.finalPriceCents,
          // Paid, its auction still running: never "completed" beside a published auction.
          status: 'confirmed',
          paymentMethod: 'Card (test checkout)',
          orderData: {
            customerEmail: lead.email,
            customerName: lead.name,
            ...jobFromLead(lead),
            paidViaStripe: false,
            submissionId: lead.id,
          },
          paidAt,
          auctionState: bidCount === 0 ? 'published' : full ? 'decision' : 'bidding',
          // The bidding window and award deadline publishing gives (new auctions take the
          // default settings).
          ...auctionDates(paidAt, defaultAuctionSettings),
          firstBidAt,
          decisionAt: full ? bidAt(bidCount - 1) : null,
          postalCode: lead.postalCode.replace(/\s+/g, '').toUpperCase(),
          province: 'AB',
          createdAt: paidAt,
          updatedAt: bidCount === 0 ? paidAt : bidAt(bidCount - 1),
        })
        .returning();
      await tx
        .update(contactSubmissions)
        .set({ convertedAt: paidAt })
        .where(eq(contactSubmissions.id, lead.id));
      if (!order || bidCount === 0) continue;
      await tx.insert(sellerBids).values(
        Array.from({ length: bidCount }, (_, b) => {
          const firm = pick(firms, i + b);
          return {
            orderId: order.id,
            slot: b + 1,
            contractorId: firm?.id,
            sellerName: firm?.companyName ?? `Contractor ${b + 1}`,
            starRating: firm?.averageRating ?? '4.8',
            yearsInBusiness: firm?.yearsInBusiness ?? 10,
            insuredAmountCents: firm?.insuredAmountCents ?? 100_000_000,
            bonded: firm?.bonded ?? true,
            validLicense: true,
            bidAmountCents: 950_000 + ((i * 7 + b * 13) % 9) * 125_000,
            description:
              'Tear-off to deck, synthetic underlayment, ice and water shield at eaves, ' +
              'architectural shingles, new ridge vents; 10-year workmanship warranty.',
            sortOrder: b,
            bidStatus: 'submitted' as const,
            status: 'approved' as const,
            createdAt: bidAt(b),
            updatedAt: bidAt(b),
          };
        }),
      );
    }

    // These leads have no order, so no won column (lead-conversion.ts); a lost one has its
    // reason, and each lead takes its column's status (lead-status.ts).
    const statuses = (await tx.select().from(jobStatuses)).filter((s) => s.category !== 'won');
    if (reps.length > 0 && statuses.length > 0) {
      const placed = leads.slice(8, 22).map((lead, i) => {
        const status = pick(statuses, i);
        const lost = status.category === 'lost';
        return {
          contactSubmissionId: lead.id,
          assignedSalesPersonId: pick(reps, i).id,
          statusId: status.id,
          valueCents: 800_000 + (i % 6) * 250_000,
          probability: lost ? 0 : pick([10, 25, 50, 75, 90], i),
          notes: i % 2 === 0 ? 'Prefers e-mail; available weekday evenings.' : null,
          lostReason: lost ? 'Went with a cheaper quote' : null,
          closedAt: lost ? new Date(now - (i % 9) * DAY) : null,
          lastContactDate: new Date(now - (i % 9) * DAY),
          nextFollowUpDate: lost ? null : new Date(now + ((i % 5) - 1) * DAY),
        };
      });
      await tx.insert(leadPipeline).values(placed);
      for (const row of placed) await leadTakesColumnStatus(tx, row.contactSubmissionId);
    }

    await tx.insert(contractorReviews).values(
      firms.slice(0, 4).map((firm, i) => ({
        customerName: pick(leads, i).name,
        customerEmail: pick(leads, i).email,
        contractorName: firm.companyName,
        contractorId: firm.id,
        projectType: pick(['roof-replacement', 'roof-repair', 'roof-inspection'] as const, i),
        rating: i === 3 ? 4 : 5,
        reviewText: pick(reviewTexts, i),
        invoiceAmountCents: 1_150_000 + i * 90_000,
        status: 'approved' as const,
        submittedAt: new Date(now - (10 + i * 9) * DAY),
      })),
    );

    await tx.insert(settings).values({ key: DEMO_MARKER, value: clock.now().toISOString() });
  });
  return true;
}

function pickAccount(account: { email: string; name: string }) {
  return { email: account.email, name: account.name };
}
