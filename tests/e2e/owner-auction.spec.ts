import { request, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectToast } from './fixtures/accounts.ts';
import { customerWithPassword } from './fixtures/customers.ts';
import { demoAdmin } from './fixtures/admin-tabs.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { clientAddress, expect, test } from './fixtures/client-address.ts';
import { cards, payWithCard } from './fixtures/quote.ts';

/**
 * The homeowner's side of the auction in /customer-portal (issue #10): compare the anonymous
 * bids, reveal them with the test card, award one. The auction gets its bids the way staff type
 * in bids taken by phone; the fourth closes bidding (the auction waits for the owner).
 */

const firms = ['Summit Roofing', 'Prairie Shingle Co', 'Bow Valley Roofers', 'Chinook Exteriors'];

async function fourPhoneBids(request: APIRequestContext, orderId: string) {
  const login = await request.post('/api/staff/login', { data: demoAdmin });
  expect(login.status()).toBe(200);
  for (const [i, sellerName] of firms.entries()) {
    const res = await request.post('/api/admin/seller-bids', {
      data: {
        orderId,
        sellerName,
        starRating: '4.8',
        yearsInBusiness: String(8 + i),
        insuredAmountCents: 200_000_000,
        bonded: true,
        validLicense: true,
        bidAmount: String(11_000 + i * 750),
        description: `Full tear-off, ${25 + i}-year shingles.`,
      },
    });
    expect(res.status()).toBe(201);
  }
}

/** A signed-in owner on the portal whose auction has four bids and waits for a decision. */
async function ownerInDecision(
  page: Page,
  testInfo: TestInfo,
  overrides: Parameters<typeof customerWithPassword>[2] = {},
) {
  const owner = await customerWithPassword(page, testInfo, overrides);
  const auctions = await page.request.get('/api/customer/auctions');
  const [auction] = (await auctions.json()).data as { id: string }[];
  // A cookie jar of its own for staff: the owner's session stays the page's.
  const admin = await request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(testInfo) },
  });
  await fourPhoneBids(admin, auction!.id);
  await admin.dispose();
  await page.goto(`/customer-portal?auction=${auction!.id}`);
  return { owner, auctionId: auction!.id };
}

// From a tablet up the bids are compared in a table (a column per bid); on a phone, as cards.
const comparison = (page: Page) => page.getByRole('table', { name: 'Bids compared' });
const bidCards = (page: Page) => page.getByRole('list', { name: 'Bids compared' });
const bidders = (page: Page) => comparison(page).getByRole('columnheader');
/** The cells of one fact's row, a cell per bid. */
const fact = (page: Page, name: string) =>
  comparison(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

test.describe('the owner decides an auction', () => {
  test('compares anonymous bids, reveals them with the test card and awards one', async ({
    page,
  }, testInfo) => {
    test.slow(); // a whole purchase, a payment and three axe runs
    await ownerInDecision(page, testInfo);
    const bids = comparison(page);
    await expect(bidCards(page)).toBeHidden();
    await expect(bidders(page)).toHaveText(['Bidder A', 'Bidder B', 'Bidder C', 'Bidder D']);
    await expect(page.getByText('Bid range: $11,000 to $13,250')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Summit Roofing');
    // Like for like: a row per fact, a cell per bid, in the bidders' order.
    await expect(fact(page, 'Price')).toHaveText(['$11,000', '$11,750', '$12,500', '$13,250']);
    await expect(fact(page, 'Tear-off layers').first()).toHaveText('Not given');
    // Phone bids have no contractor record, so no approved reviews behind a rating.
    await expect(fact(page, 'Rating')).toHaveText(Array(4).fill('No reviews yet'));
    // Where it stands and what was paid, in the words My Orders uses.
    await expect(page.getByText('Decision due', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fees' })).toHaveText(
      /^Publishing fee \$99\.99 paid on \w{3} \d{1,2}, \d{4}$/,
    );
    await expectNoSeriousA11yViolations(page, 'the bid comparison');

    // Decline asks first, saying what it costs; Cancel keeps the auction.
    await page.getByRole('button', { name: 'Decline all bids' }).click();
    const decline = page.getByRole('alertdialog', { name: 'Decline all bids?' });
    await expect(decline).toBeVisible();
    await expect(decline).toContainText(
      'Your publishing fee ($99.99) is kept; no reveal fee is charged.',
    );
    await expectNoSeriousA11yViolations(page, 'the decline dialog');
    await decline.getByRole('button', { name: 'Cancel' }).click();
    await expect(decline).toBeHidden();

    await page.getByRole('button', { name: /^Reveal bidders \(\$99\.99\)$/ }).click();
    await expect(page).toHaveURL(/\/test-checkout\/[^/?]+$/);
    await payWithCard(page, cards.approved, 'Casey Owner');
    await expect(page).toHaveURL(/\/customer-portal\?auction=[\w-]+$/);
    await expectToast(page, 'Bidders revealed', 'Names and contacts are now shown.');
    await expect(bidders(page)).toHaveText(firms);
    await expect(page.getByText('Bidders revealed', { exact: true })).toBeVisible();
    // The reveal fee joins the fee lines; declining now would keep it too.
    await expect(page.getByRole('list', { name: 'Fees' }).getByRole('listitem')).toHaveText([
      /^Publishing fee \$99\.99 paid on /,
      /^Reveal fee \$99\.99 paid on /,
    ]);
    await page.getByRole('button', { name: 'Decline all bids' }).click();
    await expect(decline).toContainText(
      'Your publishing fee ($99.99) is kept, and so is the reveal fee ($99.99): it is refunded only once a job awarded here is done.',
    );
    await decline.getByRole('button', { name: 'Cancel' }).click();
    await expect(decline).toBeHidden();

    await bids.getByRole('button', { name: 'Award Prairie Shingle Co' }).click();
    const award = page.getByRole('alertdialog', { name: 'Award the job to Prairie Shingle Co?' });
    await expect(award).toContainText('receives your name, e-mail, phone and address');
    await expectNoSeriousA11yViolations(page, 'the award dialog');
    await award.getByRole('button', { name: 'Award Prairie Shingle Co' }).click();
    await expectToast(page, 'Job awarded', 'Prairie Shingle Co has your contact details.');
    await expect(bidders(page).filter({ hasText: 'Prairie Shingle Co' })).toContainText('Awarded');
    await expect(bids.getByRole('button', { name: /^Award / })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Completion form' })).toBeVisible();
  });

  test('the comparison fits a 360 px phone without sideways scrolling', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // With a roof size, each bid is marked against the typical range (issue #12): 1,500 sq ft
    // at 6/12 in asphalt shingles, Alberta, is $7,500-$12,600.
    await ownerInDecision(page, testInfo, { footprintSqFt: '1500', roofPitch: '6/12 (standard)' });
    await expect(bidCards(page).getByRole('article')).toHaveCount(4);
    await expect(comparison(page)).toBeHidden();
    await expect(
      page.getByText('Typical cost for a roof like yours: $7,500-$12,600'),
    ).toBeVisible();
    for (const [bidder, position] of [
      ['Bidder A', 'Within typical range'],
      ['Bidder B', 'Within typical range'],
      ['Bidder C', 'Within typical range'],
      ['Bidder D', 'Above typical range'],
    ] as const) {
      await expect(bidCards(page).getByRole('article', { name: bidder })).toContainText(position);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
