import { payForQuote } from './fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/client-address.ts';
import {
  auctionCard,
  demoContractor,
  fillBid,
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
    const paid = await payForQuote(page, testInfo);
    await signInAsContractor(page, demoContractor.email, demoContractor.password);
    await expect(page.getByText(demoContractor.companyName)).toBeVisible();

    const card = auctionCard(page, paid.orderNumber);
    await expect(card).toBeVisible();
    await expect(card.getByText('Asphalt shingles')).toBeVisible();
    // The owner stays anonymous until the award.
    await expect(card).not.toContainText(paid.values.name);
    await expect(card).not.toContainText(paid.values.address);
    await expectNoSeriousA11yViolations(page, 'the contractor portal');

    const dialog = await openBidDialog(card);
    await expectNoSeriousA11yViolations(page, 'the bid dialog');
    await fillBid(dialog);
    await dialog.getByRole('button', { name: 'Place bid' }).click();
    await expectDialogToast(page, 'Bid placed');
    await expect(dialog).toBeHidden();
    await expect(card.getByText('You bid $14,250.00')).toBeVisible();

    await page.getByRole('tab', { name: 'My bids' }).click();
    const mine = page.getByRole('tabpanel', { name: 'My bids' });
    const row = auctionCard(page, paid.orderNumber).and(mine.getByRole('article'));
    await expect(row).toBeVisible();
    await expect(row.getByText('Open: bidding continues')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Withdraw bid' })).toBeVisible();
  });

  test('the bid dialog fits a 360 px phone', { tag: '@phone-only' }, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const paid = await payForQuote(page, testInfo);
    await signInAsContractor(page, demoContractor.email, demoContractor.password);
    const card = auctionCard(page, paid.orderNumber);
    await expectNoHorizontalScroll(page);
    const dialog = await openBidDialog(card);
    await expectNoHorizontalScroll(page);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'the bid dialog at 360 px');
  });
});
