import { request, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { customerWithPassword, expectToast } from './fixtures/accounts.ts';
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

const comparison = (page: Page) => page.getByRole('list', { name: 'Bids compared' });

test.describe('the owner decides an auction', () => {
  test('compares anonymous bids, reveals them with the test card and awards one', async ({
    page,
  }, testInfo) => {
    await ownerInDecision(page, testInfo);
    const bids = comparison(page);
    await expect(bids.getByRole('article')).toHaveCount(4);
    await expect(bids.getByRole('heading', { level: 4 })).toHaveText([
      'Bidder A',
      'Bidder B',
      'Bidder C',
      'Bidder D',
    ]);
    await expect(page.getByText('Bid range: $11,000.00 to $13,250.00')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Summit Roofing');
    await expect(bids.getByRole('article', { name: 'Bidder A' })).toContainText(
      'Tear-off layersNot given',
    );
    await expectNoSeriousA11yViolations(page, 'the bid comparison');

    // Decline asks first; Cancel keeps the auction.
    await page.getByRole('button', { name: 'Decline all bids' }).click();
    const decline = page.getByRole('alertdialog', { name: 'Decline all bids?' });
    await expect(decline).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the decline dialog');
    await decline.getByRole('button', { name: 'Cancel' }).click();
    await expect(decline).toBeHidden();

    await page.getByRole('button', { name: /^Reveal bidders \(\$99\.99\)$/ }).click();
    await expect(page).toHaveURL(/\/test-checkout\/[^/?]+$/);
    await payWithCard(page, cards.approved, 'Casey Owner');
    await expect(page).toHaveURL(/\/customer-portal\?auction=[\w-]+$/);
    await expectToast(page, 'Bidders revealed', 'Names and contacts are now shown.');
    await expect(bids.getByRole('heading', { level: 4 })).toHaveText(firms);
    await expect(page.getByText('Bidders revealed', { exact: true })).toBeVisible();

    await bids.getByRole('button', { name: 'Award Prairie Shingle Co' }).click();
    const award = page.getByRole('alertdialog', { name: 'Award the job to Prairie Shingle Co?' });
    await expect(award).toContainText('receives your name, e-mail, phone and address');
    await expectNoSeriousA11yViolations(page, 'the award dialog');
    await award.getByRole('button', { name: 'Award Prairie Shingle Co' }).click();
    await expectToast(page, 'Job awarded', 'Prairie Shingle Co has your contact details.');
    await expect(bids.getByRole('article', { name: 'Prairie Shingle Co' })).toContainText(
      'Awarded',
    );
    await expect(page.getByRole('form', { name: 'Completion form' })).toBeVisible();
  });

  test('the comparison fits a 360 px phone without sideways scrolling', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // With a roof size, each bid is marked against the typical range (issue #12): 1,500 sq ft
    // at 6/12 in asphalt shingles, Alberta, is $7,500-$12,600.
    await ownerInDecision(page, testInfo, { footprintSqFt: '1500', roofPitch: '6/12 (standard)' });
    await expect(comparison(page).getByRole('article')).toHaveCount(4);
    await expect(
      page.getByText('Typical cost for a roof like yours: $7,500-$12,600'),
    ).toBeVisible();
    for (const [bidder, position] of [
      ['Bidder A', 'Within typical range'],
      ['Bidder B', 'Within typical range'],
      ['Bidder C', 'Within typical range'],
      ['Bidder D', 'Above typical range'],
    ] as const) {
      await expect(comparison(page).getByRole('article', { name: bidder })).toContainText(position);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
