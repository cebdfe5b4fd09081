import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectToast } from './fixtures/accounts.ts';
import { customerWithPassword } from './fixtures/customers.ts';
import { openAdminTab } from './fixtures/admin-tabs.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { clientAddress, expect, test } from './fixtures/client-address.ts';
import { invitedContractor, staffApi } from './fixtures/contractor-accounts.ts';
import {
  auctionCard,
  demoContractor,
  fillBid,
  openAuction,
  openBidDialog,
  signInAsContractor,
} from './fixtures/contractor.ts';
import { expectDialogToast } from './fixtures/dialog-toast.ts';
import { cards, payWithCard } from './fixtures/quote.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

/**
 * The whole auction (issue #10), as the people in it see it: the owner pays to publish; two
 * contractors sign in at /contractor and bid; staff close the bidding window; the owner compares
 * the anonymous bids on a phone, reveals them with the test card, awards one and sends the
 * completion form; the admin approves it and the owner sees the reveal fee refunded.
 */

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00', 'latin1'),
]);

/** A contractor, in a browser of their own, bids on the owner's auction. */
async function bid(
  browser: Browser,
  testInfo: TestInfo,
  contractor: { email: string; password: string },
  orderNumber: string,
  amount: string,
) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(testInfo) },
  });
  const page = await context.newPage();
  await signInAsContractor(page, contractor.email, contractor.password);
  const dialog = await openBidDialog(await openAuction(page, orderNumber));
  await fillBid(dialog, amount);
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  await expectDialogToast(page, 'Bid placed');
  return { page, close: () => context.close() };
}

const comparison = (page: Page) => page.getByRole('list', { name: 'Bids compared' });

test('the whole auction: pay, two bids, compare on a phone, reveal, award, complete, refund', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await customerWithPassword(page, testInfo);
  const auctions = await page.request.get('/api/customer/auctions');
  const [auction] = (await auctions.json()).data as { id: string }[];

  const admin = await staffApi(testInfo);
  const second = await invitedContractor(admin, testInfo);
  const first = await bid(browser, testInfo, demoContractor, owner.orderNumber, '14,250');
  await first.close();
  const winner = await bid(browser, testInfo, second, owner.orderNumber, '12,900');

  // Two bids are in; staff close the window now instead of waiting ten days.
  const closed = await admin.post(`/api/admin/auctions/${auction!.id}/close-bidding`);
  expect(closed.status(), await closed.text()).toBe(200);

  // The owner compares on a 360 px phone: anonymous bidders, nothing sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/customer-portal?auction=${auction!.id}`);
  const bids = comparison(page);
  await expect(bids.getByRole('heading', { level: 3 })).toHaveText(['Bidder A', 'Bidder B']);
  await expect(page.getByText('Bid range: $12,900 to $14,250')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(second.companyName);
  await expect(bids.getByRole('article', { name: 'Bidder B' })).toContainText(
    'UnderlaymentSynthetic underlayment',
  );
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: /^Reveal bidders/ }).click();
  await payWithCard(page, cards.approved, owner.values.name);
  await expectToast(page, 'Bidders revealed', 'Names and contacts are now shown.');
  await expect(bids.getByRole('heading', { level: 3 })).toHaveText([
    demoContractor.companyName,
    second.companyName,
  ]);

  // Its insurance lapses: the comparison says so in words and offers no Award for it. Renewed,
  // it may win again.
  await second.insuredUntil('2026-01-01');
  await page.reload();
  const lapsed = bids.getByRole('article', { name: second.companyName });
  await expect(lapsed).toContainText('Cannot be awarded');
  await expect(lapsed).toContainText("This bidder's insurance has expired");
  await expect(lapsed.getByRole('button', { name: /^Award / })).toHaveCount(0);
  await second.insuredUntil('2099-12-31');
  await page.reload();
  await bids.getByRole('button', { name: `Award ${second.companyName}` }).click();
  const award = page.getByRole('alertdialog', { name: `Award the job to ${second.companyName}?` });
  await award.getByRole('button', { name: `Award ${second.companyName}` }).click();
  await expectToast(page, 'Job awarded', `${second.companyName} has your contact details.`);

  // The winner sees the win and, only now, the owner's contact details.
  await winner.page.getByRole('tab', { name: 'My bids' }).click();
  const won = auctionCard(winner.page, owner.orderNumber);
  await expect(won).toContainText('Won');
  await expect(won).toContainText(owner.values.email);
  await winner.close();

  // The job is done: invoice, a photo, five stars.
  const completion = page.getByRole('form', { name: 'Completion form' });
  await completion
    .getByLabel('Invoice')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
  await completion
    .getByLabel('Photos of the finished roof')
    .setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: png });
  await completion.locator('label').filter({ hasText: '5 stars' }).click();
  await expect(completion.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
  await completion.getByLabel('Your review').fill('Tidy crew, finished a day early.');
  await completion.getByRole('button', { name: 'Send completion form' }).click();
  await expectToast(
    page,
    'Completion form sent',
    'We will check it and refund your reveal fee once approved.',
  );
  // What was sent stays in view: the rating, the review and each file, opening in a new tab.
  const sent = page.getByRole('region', { name: 'Your completion form' });
  await expect(sent).toContainText('5 / 5');
  await expect(sent).toContainText('Tidy crew, finished a day early.');
  const invoice = sent.getByRole('link', { name: /^invoice\.pdf/ });
  await expect(invoice).toHaveAttribute('target', '_blank');
  await expect(invoice).toHaveAttribute('href', /^\/api\/files\/[\w-]+$/);
  await expect(sent.getByRole('link', { name: /^roof\.png/ })).toHaveAttribute('target', '_blank');
  const download = await page.request.get((await invoice.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');

  // The admin approves it in the Auctions tab: the reveal fee goes back.
  const adminPage = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    storageState: await admin.storageState(),
  });
  await openAdminTab(adminPage, 'Auctions');
  await adminPage.getByLabel('Search auctions').fill(owner.orderNumber);
  const row = adminPage.getByRole('region', { name: 'Auction list' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Open/ }).click();
  const detail = adminPage.getByRole('dialog', { name: `Auction ${owner.orderNumber}` });
  await detail.getByRole('button', { name: 'Approve completion' }).click();
  await adminPage.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(detail.getByText('The reveal fee has been refunded.')).toBeVisible();
  await adminPage.close();
  await admin.dispose();

  await page.reload();
  await expect(page.getByText('Refunded.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the refunded auction');
});
