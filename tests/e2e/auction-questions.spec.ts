import type { Locator, Page } from '@playwright/test';
import { expectToast } from './fixtures/accounts.ts';
import { openAdminTab } from './fixtures/admin-tabs.ts';
import { axeViolations, expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/client-address.ts';
import {
  bidValues,
  contractorBrowser,
  invitedContractor,
  staffApi,
} from './fixtures/contractor-accounts.ts';
import { auctionCard, demoContractor, openBidDialog } from './fixtures/contractor.ts';
import { customerWithPassword } from './fixtures/customers.ts';
import { expectDialogToast } from './fixtures/dialog-toast.ts';
import { linkIn, waitForEmail } from './fixtures/mailbox.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

/**
 * Questions before bidding (issue #24), as the people in it see them: two contractors bid (set
 * up through the API); one asks the homeowner, with a phone number the mask removes; the owner
 * answers and both contractors read the answer without learning who asked; the owner asks
 * Bidder A about its bid, Bidder A answers and lowers its bid; staff read the originals, see the
 * contractor flagged and hide a question. Each view and dialog is checked with axe, and the
 * owner's and the contractor's Questions once at 360 px.
 */

const phone = '403-555-0144';
const asked = `How many layers are on the roof now? Call me at ${phone}.`;
const answered = 'Two layers of asphalt; the attic hatch is in the hall closet.';
const toBidder = 'Does your price include disposal of the old shingles?';
const bidderAnswer = 'Yes, the bin and the dump fees are included; I lowered my price.';

/** The Questions section in `scope`; its heading says how many wait for an answer. */
const questions = (scope: Page | Locator) => scope.getByRole('region', { name: /^Questions/ });
const expectHeading = (section: Locator, heading: string) =>
  expect(section).toHaveAccessibleName(heading);

/** No accessibility violation of any impact inside `selectors`, and none serious elsewhere. */
async function expectAccessible(page: Page, what: string, selectors: string[]) {
  const violations = await axeViolations(page, selectors);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
  await expectNoSeriousA11yViolations(page, what);
}
const questionsSection = ['[data-testid="questions"]'];
const openDialog = ['[role="dialog"]'];

/** The price in the owner's comparison (a table from a tablet up) of one bidder. */
const priceOf = (page: Page, bidder: string) =>
  page
    .getByRole('table', { name: 'Bids compared' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) })
    .getByRole('cell')
    .nth(bidder.charCodeAt(bidder.length - 1) - 'A'.charCodeAt(0));

test('questions before bidding: ask, answer everyone, ask a bidder, staff moderate', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await customerWithPassword(page, testInfo);
  const [auction] = (await (await page.request.get('/api/customer/auctions')).json()).data as {
    id: string;
  }[];
  const auctionId = auction!.id;
  const auctionLink = `/contractor?auction=${auctionId}`;

  // Two bidders, set up through the API: the demo contractor bids first (Bidder A), the invited
  // one second; the invited one asks.
  const admin = await staffApi(testInfo);
  const second = await invitedContractor(admin, testInfo);
  const bidderA = await contractorBrowser(browser, testInfo, demoContractor);
  const asker = await contractorBrowser(browser, testInfo, second);
  for (const [who, amount] of [
    [bidderA, '14,250'],
    [asker, '12,900'],
  ] as const) {
    const placed = await who.api.post(`/api/contractor/auctions/${auctionId}/bids`, {
      data: bidValues(amount),
    });
    expect(placed.status(), await placed.text()).toBe(201);
  }

  // The asker opens the auction from its link (e-mails point there) and asks the homeowner.
  await asker.page.goto(auctionLink);
  const askerCard = auctionCard(asker.page, owner.orderNumber);
  const askerQuestions = questions(askerCard);
  await expectHeading(askerQuestions, 'Questions');
  await expect(askerQuestions).toContainText('You asked 0 of 5 questions on this auction.');
  await expect(askerQuestions).toContainText('No questions answered yet.');
  const ask = askerQuestions.getByRole('textbox', { name: 'Your question', exact: true });
  const askButton = askerQuestions.getByRole('button', { name: 'Ask the homeowner' });
  await askButton.click();
  await expect(askerQuestions.getByText('Question is required')).toBeVisible();
  await ask.fill(asked);
  await expect(ask).toHaveAccessibleDescription(new RegExp(`^${asked.length} of 1000 characters`));
  await expectAccessible(asker.page, 'the contractor asking', questionsSection);
  await askButton.click();
  await expectToast(asker.page, 'Question sent', 'The homeowner is told; the answer shows here.');
  const mine = askerQuestions.getByRole('list', { name: 'Questions to the homeowner' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine).toContainText('You asked');
  await expect(mine).toContainText('Not answered yet');
  await expect(mine).toContainText('How many layers are on the roof now?');
  // The mask took the phone number out before anyone, the asker too, reads it back.
  await expect(mine).not.toContainText(phone);
  await expect(askerQuestions).toContainText('You asked 1 of 5 questions on this auction.');
  await expect(ask).toHaveValue('');

  // A second try at passing contact details, through the API: staff see the pattern below.
  const again = await asker.api.post(`/api/contractor/auctions/${auctionId}/questions`, {
    data: { question: 'Is there attic access? Write to robin@cedar-roofing.example.com' },
  });
  expect(again.status(), await again.text()).toBe(201);

  // The owner answers the first question and declines the second.
  await page.goto(`/customer-portal?auction=${auctionId}`);
  const ownerQuestions = questions(page);
  await expectHeading(ownerQuestions, 'Questions (2 unanswered)');
  const fromContractors = ownerQuestions.getByRole('list', { name: 'Questions from contractors' });
  await expect(fromContractors.getByRole('listitem')).toHaveCount(2);
  await expect(fromContractors).not.toContainText(phone);
  await expect(fromContractors).not.toContainText('robin@cedar-roofing.example.com');
  await expect(page.getByRole('main')).not.toContainText(second.companyName);
  await expectAccessible(page, "the owner's questions", questionsSection);
  const first = fromContractors.getByRole('listitem').filter({ hasText: 'How many layers' });
  await first.getByRole('textbox', { name: 'Your answer', exact: true }).fill(answered);
  await first.getByRole('button', { name: 'Answer', exact: true }).click();
  await expectToast(page, 'Answer sent', 'Every contractor on this auction can read it.');
  const secondQuestion = fromContractors.getByRole('listitem').filter({ hasText: 'attic access' });
  await secondQuestion.getByRole('button', { name: 'Decline' }).click();
  await expectToast(page, 'Question declined', 'Only its asker is told.');
  await expectHeading(ownerQuestions, 'Questions');
  await expect(first).toContainText('Answered');
  await expect(first).toContainText(`Your answer:${answered}`);
  await expect(secondQuestion).toContainText('Declined');

  // The asker is e-mailed the answer with a link to the auction; it reads it there.
  const notice = await waitForEmail(second.officeEmail, /^The homeowner answered your question/);
  const link = linkIn(notice, '/contractor?auction=');
  await asker.page.goto(link.pathname + link.search);
  const askerThread = questions(auctionCard(asker.page, owner.orderNumber)).getByRole('list', {
    name: 'Questions to the homeowner',
  });
  await expect(askerThread.getByRole('listitem')).toHaveCount(2);
  await expect(askerThread.getByRole('listitem').first()).toContainText(
    `The homeowner's answer:${answered}`,
  );
  await expect(askerThread).toContainText('Declined');

  // The other contractor reads the answer, never who asked, and not the declined question.
  await bidderA.page.goto(auctionLink);
  const bidderACard = auctionCard(bidderA.page, owner.orderNumber);
  const thread = questions(bidderACard).getByRole('list', { name: 'Questions to the homeowner' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText('Asked by a contractor');
  await expect(thread).toContainText(answered);
  await expect(thread).not.toContainText('You asked');
  await expect(bidderACard).not.toContainText(second.companyName);
  await expect(bidderACard).not.toContainText('attic access');

  // The owner asks Bidder A about its bid.
  await expect(priceOf(page, 'Bidder A')).toContainText('$14,250');
  const askA = ownerQuestions.getByRole('button', { name: 'Ask Bidder A' });
  await expect(ownerQuestions).toContainText('You asked 0 of 10 questions.');
  await askA.click();
  await expect(askA).toHaveAttribute('aria-expanded', 'true');
  const toA = ownerQuestions.getByRole('textbox', { name: 'Your question to Bidder A' });
  await toA.fill(toBidder);
  await expectAccessible(page, "the owner's question to Bidder A", questionsSection);
  await ownerQuestions.getByRole('button', { name: 'Ask', exact: true }).click();
  await expectToast(page, 'Question sent', 'Bidder A is e-mailed.');
  const aboutA = ownerQuestions.getByRole('listitem', { name: 'Questions to Bidder A' });
  await expect(aboutA).toContainText(toBidder);
  await expect(aboutA).toContainText('Not answered yet');
  await expect(ownerQuestions).toContainText('You asked 1 of 10 questions.');

  // Bidder A answers in its portal and lowers its bid while bidding is open.
  await bidderA.page.reload();
  const aQuestions = questions(bidderACard);
  await expectHeading(aQuestions, 'Questions (1 unanswered)');
  const aboutMyBid = aQuestions.getByRole('list', {
    name: "The homeowner's questions about your bid",
  });
  await expect(aboutMyBid).toContainText(toBidder);
  await expectAccessible(bidderA.page, "Bidder A's questions", questionsSection);
  await aboutMyBid.getByRole('textbox', { name: 'Your answer', exact: true }).fill(bidderAnswer);
  await aboutMyBid.getByRole('button', { name: 'Answer', exact: true }).click();
  await expectToast(bidderA.page, 'Answer sent', 'The homeowner is e-mailed.');
  await expectHeading(aQuestions, 'Questions');
  await expect(aQuestions).toContainText(`Your answer:${bidderAnswer}`);
  const change = await openBidDialog(bidderACard);
  await expectAccessible(bidderA.page, 'the change bid dialog', openDialog);
  await change.getByLabel('Bid amount (CAD)').fill('13,800');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expectDialogToast(bidderA.page, 'Bid updated');

  // The owner follows the e-mail's link: Bidder A's answer beside its new price.
  const answeredMail = await waitForEmail(owner.email, /^Bidder A answered your question/);
  const ownerLink = linkIn(answeredMail, '/customer-portal?auction=');
  await page.goto(ownerLink.pathname + ownerLink.search);
  await expect(aboutA).toContainText(`Bidder A's answer:${bidderAnswer}`);
  await expect(priceOf(page, 'Bidder A')).toContainText('$13,800');

  // Staff read the whole thread: who asked, the original and what was shown, the flag.
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
  const staffThread = questions(detail);
  await expectHeading(staffThread, 'Questions (3)');
  await expect(staffThread.getByRole('list', { name: 'Contact details attempts' })).toHaveText(
    `${second.companyName} tried to pass contact details 2 times`,
  );
  const original = staffThread.getByRole('listitem').filter({ hasText: 'How many layers' });
  await expect(original).toContainText(`${second.companyName} asked the homeowner`);
  await expect(original).toContainText(phone);
  await expect(original).toContainText('Shown as:');
  await expect(original).toContainText('Contact details masked');
  await expect(
    staffThread.getByRole('listitem').filter({ hasText: 'The homeowner asked Bidder A' }),
  ).toContainText(bidderAnswer);
  await expectAccessible(adminPage, "staff's question thread", openDialog);
  await original.getByRole('button', { name: 'Hide this question' }).click();
  await expectDialogToast(
    adminPage,
    'Question hidden',
    'Neither the homeowner nor the contractors see it now.',
  );
  await expect(original).toContainText('Hidden');
  await expect(original.getByRole('button', { name: 'Show this question' })).toBeVisible();
  await adminPage.close();
  await admin.dispose();
  // Hidden from the contractors at once.
  await bidderA.page.reload();
  await expect(questions(bidderACard)).toContainText('No questions answered yet.');

  // At 360 px: the owner's and the contractor's Questions fit without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(questions(page)).toBeVisible();
  await expect(aboutA).toContainText(`Bidder A's answer:${bidderAnswer}`);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, "the owner's questions at 360 px", questionsSection);
  await asker.page.setViewportSize({ width: 360, height: 740 });
  await asker.page.reload();
  await expect(questions(askerCard)).toContainText('You asked 2 of 5 questions on this auction.');
  await expectNoHorizontalScroll(asker.page);
  await expectAccessible(asker.page, "the contractor's questions at 360 px", questionsSection);

  await bidderA.close();
  await asker.close();
});
