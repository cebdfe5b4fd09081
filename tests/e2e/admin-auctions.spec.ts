import { request, type APIRequestContext, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { demoAdmin, expect, openAdminTab, test, uniqueTag } from './fixtures/admin-tabs.ts';
import { clientAddress } from './fixtures/client-address.ts';
import { cards, daysFromToday } from './fixtures/quote.ts';

/** A quote request paid through the test checkout: a published auction of this test's own. */
async function publishedAuction(api: APIRequestContext) {
  const tag = uniqueTag().toLowerCase();
  const email = `fresh.${tag}@example.com`;
  const lead = await api.post('/api/contact', {
    data: {
      name: `Riley Fresh${tag}`,
      email,
      phone: '(403) 555-0187',
      address: '40 Fresh Ave SW, Calgary',
      date: daysFromToday(14),
      country: 'Canada',
      province: 'Alberta',
      postalCode: 'T2P 1J9',
      budget: '10k-20k',
      projectType: 'replacement',
      roofMaterial: 'asphalt',
      propertyType: 'single-family',
      roofAge: '16-20',
      urgency: 'within-month',
      finalPrice: '99.99',
    },
  });
  expect(lead.status(), 'POST /api/contact').toBe(201);
  const { id } = (await lead.json()) as { id: string };
  const opened = await api.post('/api/create-checkout-session', {
    data: { contactSubmissionId: id },
  });
  expect(opened.status(), 'POST /api/create-checkout-session').toBe(200);
  const { sessionId } = (await opened.json()) as { sessionId: string };
  const paid = await api.post(`/test-checkout/${sessionId}`, {
    form: { action: 'pay', card: cards.approved, expiry: '12/34', cvc: '123', cardholder: 'Riley' },
  });
  expect(paid.ok(), 'the test checkout takes the card').toBe(true);
  const listed = await api.get(`/api/admin/auctions?search=${encodeURIComponent(email)}`);
  const [auction] = ((await listed.json()) as { data: { id: string; orderNumber: string }[] }).data;
  expect(auction, 'the paid quote request is an auction').toBeDefined();
  return auction!;
}

/** Staff in another browser: a bid taken by phone, typed in from their own session. */
async function bidFromElsewhere(testInfo: TestInfo, orderId: string, sellerName: string) {
  const elsewhere = await request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(testInfo) },
  });
  expect((await elsewhere.post('/api/staff/login', { data: demoAdmin })).status()).toBe(200);
  const bid = await elsewhere.post('/api/admin/seller-bids', {
    data: {
      orderId,
      sellerName,
      starRating: '4.8',
      yearsInBusiness: '9',
      insuredAmountCents: 200_000_000,
      bonded: true,
      validLicense: true,
      bidAmount: '12,400',
      description: 'Full tear-off.',
    },
  });
  expect(bid.status()).toBe(201);
  await elsewhere.dispose();
}

// The demo auctions (src/server/db/demo-auctions.ts): one in every state.
test('the Auctions tab lists auctions by state, opens one and approves its completion', async ({
  page,
}) => {
  // Two accessibility scans, a new tab and a refund: more than 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await openAdminTab(page, 'Auctions');
  const chips = page.getByRole('list', { name: 'Auctions by state' });
  await expect(chips.getByRole('button', { name: /^Completed \d+$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Auction list' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Auctions tab');

  await chips.getByRole('button', { name: /^Completed/ }).click();
  await expect(chips.getByRole('button', { name: /^Completed/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const table = page.getByRole('region', { name: 'Auction list' });
  // The demo homeowner's; another journey may have completed an auction of its own meanwhile.
  const rows = table.locator('tbody tr').filter({ hasText: 'Hannah Homeowner' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Completed');
  await rows.first().getByRole('button', { name: /^Open/ }).click();

  const dialog = page.getByRole('dialog', { name: /^Auction RB-/ });
  await expect(dialog.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?tab=auctions&auction=[0-9a-f-]{36}$/);
  // Uploaded files open in a new tab, said so to screen readers; the dashboard stays.
  const invoice = dialog.getByRole('link', { name: 'final-invoice.pdf (opens in a new tab)' });
  await expect(invoice).toHaveAttribute('target', '_blank');
  await expect(invoice).toHaveAttribute('rel', 'noopener noreferrer');
  const [file, fetched] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (r) => r.url().includes('/api/files/')),
    invoice.click(),
  ]);
  expect(new URL(fetched.url()).pathname).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  expect(fetched.frame().page()).toBe(file);
  await file.close();
  await expect(page).toHaveURL(/\/admin\?tab=auctions&auction=/);
  await expect(dialog.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the auction dialog');

  await dialog.getByRole('button', { name: 'Approve completion' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve this completion?' });
  await confirm.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('The reveal fee has been refunded.')).toBeVisible();
  await expect(dialog.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve completion' })).toHaveCount(0);
});

test('an auction someone else changes shows after Refresh and on focus; reload and Back keep it open', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const auction = await publishedAuction(page.request);
  // Straight from an address: the tab and the open auction are in it.
  await page.goto(`/admin?tab=auctions&auction=${auction.id}`);
  const dialog = page.getByRole('dialog', { name: `Auction ${auction.orderNumber}` });
  // The state badge comes first; "Published" is also the label of the publishing date.
  await expect(dialog.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Bids (0)' })).toBeVisible();

  await bidFromElsewhere(testInfo, auction.id, 'Foothills Roofing');
  const refresh = dialog.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await expect(dialog.getByRole('heading', { name: 'Bids (1)' })).toBeVisible();
  await expect(dialog.getByText('Bidding', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('Foothills Roofing');
  await expect(refresh).toBeEnabled();

  // The window gets the focus back (staff return from another window): it loads again.
  await bidFromElsewhere(testInfo, auction.id, 'Kananaskis Exteriors');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(dialog.getByRole('heading', { name: 'Bids (2)' })).toBeVisible();
  await expect(dialog).toContainText('Kananaskis Exteriors');

  await page.reload();
  await expect(dialog.getByRole('heading', { name: 'Bids (2)' })).toBeVisible();

  // Closing takes the auction out of the address; Back opens it again, and Back once more
  // returns to the tab the address first named.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\?tab=auctions$/);
  await expect(page.getByRole('tab', { name: 'Auctions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Contractors' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=contractors$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Auctions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(dialog.getByRole('heading', { name: 'Bids (2)' })).toBeVisible();
});
