import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, openAdminTab, test, uniqueTag } from './fixtures/admin-tabs.ts';
import { axeViolations } from './fixtures/axe.ts';
import { clientAddress } from './fixtures/client-address.ts';
import { fillBid, openAuction, openBidDialog } from './fixtures/contractor.ts';
import { customerWithPassword } from './fixtures/customers.ts';
import { expectDialogToast } from './fixtures/dialog-toast.ts';
import { waitForEmail } from './fixtures/mailbox.ts';
import { daysFromToday } from './fixtures/quote.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

// Issue #23 part 1, as the people in it see it: a roofing company applies at /contractors/apply
// with its licence and insurance; staff open the application in the admin's Contractors tab,
// look at each document and approve it; the contact sets a password from the invitation e-mail
// and bids on a homeowner's auction in its service area.

// The smallest files the server takes by their first bytes: a PDF and a PNG.
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00', 'latin1'),
]);

/** Every axe violation (any impact) in the page, or in the elements `include` selects. */
async function expectNoAxeViolations(page: Page, what: string, include?: string[]) {
  const violations = await axeViolations(page, include);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `accessibility violations on ${what}`,
  ).toEqual([]);
}

/** A browser of its own, as a visitor who is not signed in (the applicant, the homeowner). */
async function visitorPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(testInfo) },
    // This file's test signs the admin in by default; a visitor starts with no session.
    storageState: { cookies: [], origins: [] },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test('a contractor applies with documents, staff approve, the invited user bids', async ({
  page: adminPage,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const company = `Foothills ${tag} Roofing`;
  const contact = 'Jordan Flashing';
  const email = `apply.${tag.toLowerCase()}@e2e.example.com`;

  // A homeowner in Alberta publishes an auction, for the approved contractor to bid on.
  const owner = await visitorPage(browser, testInfo);
  const { orderNumber } = await customerWithPassword(owner.page, testInfo);
  await owner.close();

  // The applicant finds the page from the contractor sign-in, on a 360 px phone first.
  const applicant = await visitorPage(browser, testInfo);
  const page = applicant.page;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/contractor');
  await page.getByRole('link', { name: 'Apply to bid' }).click();
  await expect(page).toHaveURL(/\/contractors\/apply$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply to bid on RoofBid');
  await expect(page).toHaveTitle('Apply to bid as a contractor | RoofBid');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, '/contractors/apply at 360 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page, '/contractors/apply on a desktop');

  const form = page.getByRole('form', { name: 'Contractor application' });
  // Sent blank: the summary lists what is missing and each field says it.
  await form.getByRole('button', { name: 'Send application' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(summary).toContainText('Company name is required');
  await expect(summary).toContainText('Attach the business licence');
  await expect(summary).toContainText('Attach the certificate of insurance');
  await expect(summary).not.toContainText('WCB');
  await expect(form.getByLabel('Company name')).toBeFocused();
  await expectNoAxeViolations(page, 'the application form with its errors');

  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Contact name').fill(contact);
  await form.getByLabel('Phone').fill('4035550177');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Years in business').fill('12');
  await form.getByLabel('Alberta (AB)').check();
  await form.getByLabel('Postal-code prefixes').fill('v1a');
  await form.getByLabel('Business licence number').fill(`ab-${tag}`);
  await form.getByLabel('Licence expires on').fill(daysFromToday(365));
  await form.getByLabel('Liability insurance ($)').fill('2,000,000');
  await form.getByLabel('Insurance expires on').fill(daysFromToday(200));
  await form.getByLabel('WCB account number').fill('WCB-884422');
  await form.getByLabel('The company is bonded').check();
  // A text file is refused by the browser's first look, before anything is sent.
  await form.getByLabel(/^Business licence( \*)?$/).setInputFiles({
    name: 'licence.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a licence'),
  });
  await expect(form.getByLabel(/^Business licence( \*)?$/)).toHaveAccessibleDescription(
    /The business licence must be a PDF, JPG or PNG file/,
  );
  await form.getByLabel(/^Business licence( \*)?$/).setInputFiles({
    name: 'business-licence.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await form.getByLabel('Certificate of insurance').setInputFiles({
    name: 'insurance-certificate.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await form.getByRole('button', { name: 'Send application' }).click();

  // The form gives way to what happens next; the applicant is e-mailed that it was received.
  const received = page.getByRole('region', { name: 'Thank you, your application is in' });
  await expect(received).toBeVisible();
  await expect(received).toContainText(`${company} has applied to bid on RoofBid.`);
  await expect(received).toContainText(`sent a confirmation to ${email}`);
  await expect(received).toContainText('You get your invitation');
  await expect(form).toBeHidden();
  await waitForEmail(email, /^We received your RoofBid contractor application$/);
  await applicant.close();

  // Staff find it in the Applications queue of the Contractors tab.
  await openAdminTab(adminPage, 'Contractors');
  const queue = adminPage.getByRole('region', { name: 'Applications' });
  await expect(queue.getByLabel('Status')).toHaveValue('submitted');
  const row = queue.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('AB, V1A');
  await expect(row).toContainText('Submitted');
  await row.getByRole('button', { name: `Review the application of ${company}` }).click();

  const dialog = adminPage.getByRole('dialog', { name: company });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(contact);
  await expect(dialog).toContainText('(403) 555-0177');
  await expect(dialog).toContainText(`AB-${tag}`);
  await expect(dialog).toContainText('$2,000,000');
  await expect(dialog).toContainText('WCB-884422');
  // Each document opens in a new tab through the files route; staff may read it.
  const licence = dialog.getByRole('link', { name: /business-licence\.pdf.*Business licence/ });
  await expect(licence).toHaveAttribute('target', '_blank');
  const licenceUrl = await licence.getAttribute('href');
  expect(licenceUrl).toMatch(/^\/api\/files\//);
  const file = await adminPage.request.get(licenceUrl!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  await expect(
    dialog.getByRole('link', { name: /insurance-certificate\.png.*Certificate of insurance/ }),
  ).toBeVisible();
  await expectNoAxeViolations(adminPage, 'the application dialog', ['[role="dialog"]']);
  // Staff on a phone: the same dialog at 360 px.
  await adminPage.setViewportSize({ width: 360, height: 740 });
  await expectNoAxeViolations(adminPage, 'the application dialog at 360 px', ['[role="dialog"]']);
  await adminPage.setViewportSize({ width: 1280, height: 900 });

  // The reject form asks for the reason before anything is sent; staff change their mind.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const reject = dialog.getByRole('form', { name: 'Reject the application' });
  await reject.getByRole('button', { name: 'Reject application' }).click();
  await expect(reject.getByText('Say why, for the e-mail to the applicant')).toBeVisible();
  await expectNoAxeViolations(adminPage, 'the reject form in the dialog', ['[role="dialog"]']);
  await reject.getByRole('button', { name: 'Cancel' }).click();

  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectDialogToast(
    adminPage,
    'Application approved',
    `${company} was approved and ${contact} was invited to set a password.`,
  );
  await expect(dialog).toContainText(/Approved on /);
  await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await adminPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The company is now a contractor that can bid, with the verified dates.
  const contractors = adminPage.getByRole('region', { name: 'Contractors' });
  await contractors.getByLabel('Search contractors').fill(company);
  const contractorRow = contractors.getByRole('row').filter({ hasText: company });
  await expect(contractorRow).toContainText('Can bid');
  await expect(contractorRow).toContainText('Invited');

  // The contact sets a password from the invitation e-mail and lands signed in.
  const mail = await waitForEmail(email, /contractor account/);
  const link = /\/staff-invite\?token=[\w-]+/.exec(mail.body)?.[0];
  expect(link).toBeDefined();
  const bidder = await visitorPage(browser, testInfo);
  await bidder.page.goto(link!);
  await expect(bidder.page.getByRole('heading', { name: 'Welcome to RoofBid' })).toBeVisible();
  await bidder.page.getByLabel('Password', { exact: true }).fill('ridge caps and drip edge');
  await bidder.page.getByLabel('Confirm password').fill('ridge caps and drip edge');
  await bidder.page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(bidder.page.getByRole('status')).toContainText(`Welcome, ${contact}`);

  // In the portal: nothing blocks bidding, the documents are approved, and it bids.
  await bidder.page.goto('/contractor');
  await expect(bidder.page.getByRole('tab', { name: 'Open auctions' })).toBeVisible();
  await expect(bidder.page.getByText('You cannot bid right now')).toHaveCount(0);
  await bidder.page.getByRole('tab', { name: 'Documents' }).click();
  const documents = bidder.page.getByRole('region', { name: 'Your documents' });
  await expect(
    documents.getByRole('listitem').filter({ hasText: 'Business licence' }),
  ).toContainText('Approved');
  await expect(documents.getByText(/^Licence verified on /)).toBeVisible();
  await expectNoAxeViolations(bidder.page, 'the portal Documents tab');
  await bidder.page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(bidder.page);
  await expectNoAxeViolations(bidder.page, 'the portal Documents tab at 360 px');
  await bidder.page.setViewportSize({ width: 1280, height: 900 });
  await bidder.page.getByRole('tab', { name: 'Open auctions' }).click();
  const bidDialog = await openBidDialog(await openAuction(bidder.page, orderNumber));
  await fillBid(bidDialog, '13,400');
  await bidDialog.getByRole('button', { name: 'Place bid' }).click();
  await expectDialogToast(bidder.page, 'Bid placed');
  await bidder.close();
});
