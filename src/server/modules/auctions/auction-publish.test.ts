import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dateInWords } from '#shared/domain/date-words.ts';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { createContractor } from '../../test-support/accounts.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { payForLead } from '../../test-support/test-checkout.ts';

appTestFile({ reset: false });

async function publish() {
  const lead = await submitLead(app);
  const { paid, order } = await payForLead(app, database, lead.id);
  expect(paid.statusCode).toBeLessThan(400);
  return order!;
}

describe('publishing an auction', () => {
  it('opens the bidding window and e-mails only the contractors who may bid in its area', async () => {
    const byProvince = await createContractor(database, 'Province Roofing', ['AB']);
    const byPrefix = await createContractor(database, 'Downtown Roofing', ['T2P']);
    await createContractor(database, 'Coast Roofing', ['BC', 'V5K']);
    await createContractor(database, 'Lapsed Roofing', ['AB'], {
      insuranceExpiresOn: '2026-01-01',
    });
    await createContractor(database, 'Suspended Roofing', ['T2'], { isActive: false });

    const order = await publish();
    expect(order).toMatchObject({
      auctionState: 'published',
      postalCode: 'T2P1J9',
      province: 'AB',
    });
    expect(order.biddingClosesAt!.getTime() - order.publishedAt!.getTime()).toBe(10 * 86_400_000);
    expect(order.awardDeadlineAt!.getTime() - order.publishedAt!.getTime()).toBe(30 * 86_400_000);

    const notices = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'auction_update'));
    expect(notices.map((n) => n.toAddress).sort()).toEqual(
      [byPrefix.email, byProvince.email].sort(),
    );
    for (const notice of notices) {
      expect(notice.subject).toBe(`New roofing auction ${order.orderNumber} in your area`);
      // The owner stays anonymous until they award the job.
      for (const secret of ['Jane', 'Homeowner', 'example.com', '555-0134', 'Elbow'])
        expect(notice.textBody).not.toContain(secret);
      // The bidding deadline in words, not "2026-12-01" (issue #22 item 6).
      expect(notice.textBody).toContain(
        `is open for bids until ${dateInWords(order.biddingClosesAt!)}.`,
      );
      expect(notice.textBody).toMatch(/until [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    }
    const timeline = await database.db
      .select()
      .from(auctionEvents)
      .where(eq(auctionEvents.orderId, order.id));
    expect(timeline.map((e) => e.kind)).toEqual(['published']);
  });
});
