import { payForQuote } from './fixtures/customers.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/client-address.ts';
import {
  auctionCard,
  demoContractor,
  fillBid,
  openAuction,
  openBidDialog,
  signInAsContractor,
} from './fixtures/contractor.ts';
import { expectDialogToast } from './fixtures/dialog-toast.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

// A paid quote from Calgary (T2S, Alberta) publishes an auction the demo contractor may bid on.

test.describe('the contractor portal', () => {
  test('a contractor signs in, sees the auction, places a structured bid and finds it in My bids', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // The owner gave the roof's size: every contractor prices that roof.
    const paid = await payForQuote(page, testInfo, {
      footprintSqFt: '1500',
      roofPitch: '6/12 (standard)',
    });
    await signInAsContractor(page, demoContractor.email, demoContractor.password);
    await expect(page.getByText(demoContractor.companyName)).toBeVisible();

    // A compact list, one row per auction (issue #22 item 14: ten auctions were a 5,100 px
    // stack of cards); the row says what a contractor scans for, its card opens on demand.
    const list = page.getByRole('list', { name: 'Open auctions' });
    const listed = list.getByRole('button', { name: new RegExp(`\\b${paid.orderNumber}\\b`) });
    const roofSize = 'House footprint 1,500 sq ft, pitch 6/12 (standard)';
    await expect(listed).toContainText(roofSize);
    await expect(listed).toContainText('0 of 4 bids');
    await expect(listed).toContainText(/Closes in \d+ (days?|hours?)/);
    await expect(listed).toHaveAttribute('aria-expanded', 'false');
    const rows = await list.getByRole('listitem').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(10);
    expect((await list.boundingBox())!.height / rows).toBeLessThan(100);

    const card = await openAuction(page, paid.orderNumber);
    await expect(card.getByText('Asphalt shingles')).toBeVisible();
    await expect(card).toContainText(`Roof size${roofSize}`);
    // The owner stays anonymous until the award.
    await expect(card).not.toContainText(paid.values.name);
    await expect(card).not.toContainText(paid.values.address);
    await expectNoSeriousA11yViolations(page, 'the contractor portal');

    const dialog = await openBidDialog(card);
    await expect(dialog).toContainText(`Roof size${roofSize}`);
    await expect(dialog.getByLabel('Bid amount (CAD)')).toHaveAccessibleDescription(
      `The whole job, tax included, e.g. 14,250. Roof size: ${roofSize}.`,
    );
    await expectNoSeriousA11yViolations(page, 'the bid dialog');
    await fillBid(dialog);
    await dialog.getByRole('button', { name: 'Place bid' }).click();
    await expectDialogToast(page, 'Bid placed');
    await expect(dialog).toBeHidden();
    await expect(listed).toContainText('You bid $14,250');
    await expect(listed).toContainText('1 of 4 bids');
    await expect(card.getByRole('button', { name: 'Change bid' })).toBeVisible();

    // Sorted by the database, not the page: closing soonest first.
    await page.getByLabel('Sort by').selectOption({ label: 'Closing soonest' });
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect
      .poll(async () => {
        const closing = await list
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
        return closing.length > 1 && closing.join() === [...closing].sort().join();
      })
      .toBe(true);

    await page.getByRole('tab', { name: 'My bids' }).click();
    const mine = page.getByRole('tabpanel', { name: 'My bids' });
    const row = auctionCard(page, paid.orderNumber).and(mine.getByRole('article'));
    await expect(row).toBeVisible();
    await expect(row.getByText('Open: bidding continues')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Withdraw bid' })).toBeVisible();
    // "Change bid" starts from the bid as it was typed, not "14250.00" (issue #22 item 6).
    await row.getByRole('button', { name: 'Change bid' }).click();
    const change = page.getByRole('dialog');
    await expect(change.getByLabel('Bid amount (CAD)')).toHaveValue('14,250');
    await change.getByRole('button', { name: 'Cancel' }).click();
    await expect(change).toBeHidden();
  });

  test('the bid dialog fits a 360 px phone', { tag: '@phone-only' }, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const paid = await payForQuote(page, testInfo);
    await signInAsContractor(page, demoContractor.email, demoContractor.password);
    // The list at 360 px: no sideways scrolling, the row wraps instead.
    await expect(
      page.getByRole('button', { name: new RegExp(`\\b${paid.orderNumber}\\b`) }),
    ).toContainText('Roof size not given');
    await expectNoHorizontalScroll(page);
    const card = await openAuction(page, paid.orderNumber);
    // No size in this request: said so, never left blank.
    await expect(card).toContainText('Roof sizenot given');
    await expectNoHorizontalScroll(page);
    const dialog = await openBidDialog(card);
    await expectNoHorizontalScroll(page);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'the bid dialog at 360 px');
  });
});
