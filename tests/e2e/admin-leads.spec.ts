import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoAdmin, expect, openAdminTab, test, uniqueTag } from './fixtures/admin-tabs.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expectDialogToast } from './fixtures/dialog-toast.ts';
import { daysFromToday, expectToast } from './fixtures/quote.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

// The /admin gate and the Leads (Unpaid) tab (SPEC.md §2, §4 paid customer rule, §8 admin
// toasts, §9 score colours, follow-up due, conversion rate; DECISIONS.md §3 payment offers).

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('admin gate', () => {
  // A browser that has not signed in: the gate itself is under test.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a wrong password is refused, the right one opens the dashboard, Logout closes it', async ({
    page,
  }) => {
    await page.goto('/admin');
    const email = page.getByLabel('Staff e-mail');
    const password = page.getByLabel('Password', { exact: true });
    const authenticate = page.getByRole('button', { name: 'Authenticate' });

    await email.fill(demoAdmin.email);
    await password.fill('not-the-password');
    await authenticate.click();
    await expectToast(page, 'Authentication Failed', 'Invalid e-mail or password.');
    await expect(page.getByRole('tab')).toHaveCount(0);

    await password.fill(demoAdmin.password);
    // Enter submits, as on the original gate.
    await password.press('Enter');
    await expectToast(page, 'Authentication Successful');
    await expect(page.getByText('Authenticated', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Customers (Paid)',
      'Leads (Unpaid)',
      'Auctions',
      'Contractors',
      'FAQs',
      'Email Center',
      'Analytics',
      'More',
    ]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged Out');
    await expect(authenticate).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await page.reload();
    await expect(authenticate).toBeVisible();
  });
});

type TestLead = { name: string; email: string; phoneDigits: string };

/** A fresh unpaid quote request, as /get-quote would save it: an emergency repair, $20k+. */
async function createLead(request: APIRequestContext): Promise<TestLead> {
  const tag = uniqueTag();
  const phoneDigits = `639${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const lead = {
    name: `Rowan Leadtest${tag}`,
    email: `rowan.${tag.toLowerCase()}@example.com`,
    phoneDigits,
  };
  const response = await request.post('/api/contact', {
    data: {
      name: lead.name,
      email: lead.email,
      phone: `(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`,
      address: '77 Test Crescent NW, Calgary',
      date: daysFromToday(10),
      country: 'Canada',
      province: 'Alberta',
      postalCode: 'T2N 1N4',
      budget: '20k-plus',
      projectType: 'repair',
      roofMaterial: 'metal',
      propertyType: 'single-family',
      roofAge: '21-plus',
      urgency: 'emergency',
      message: 'Water coming through the kitchen ceiling.',
      finalPrice: '99.99',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return lead;
}

const leadsPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Leads (Unpaid)' });
const leadCards = (panel: Locator) => panel.getByRole('article');

/** The list shows the answer to the current filters, not the previous page kept meanwhile. */
async function settled(panel: Locator) {
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function searchFor(panel: Locator, text: string) {
  await panel.getByLabel('Search leads').fill(text);
}

/** The one card of `lead`, found by searching its name. */
async function openLeadCard(page: Page, lead: TestLead) {
  await openAdminTab(page, 'Leads (Unpaid)');
  const panel = leadsPanel(page);
  await searchFor(panel, lead.name);
  await expect(leadCards(panel)).toHaveCount(1);
  const card = panel.getByRole('article', { name: lead.name });
  await expect(card).toBeVisible();
  return card;
}

test.describe('Leads (Unpaid)', () => {
  // Each test is a journey through the dashboard, with a fresh lead of its own where it needs
  // one: more time than a single page needs.
  test.describe.configure({ timeout: 60_000 });

  test('the stat cards show the lead figures', async ({ page }) => {
    await openAdminTab(page, 'Leads (Unpaid)');
    const stats = leadsPanel(page).locator('dl').first();
    for (const label of ['Total Leads', 'This Month', 'Converted']) {
      await expect(stats.locator(`dt:text-is("${label}") + dd`)).toHaveText(/^\d[\d,]*$/);
    }
    await expect(stats.locator('dt:text-is("Conversion Rate") + dd')).toHaveText(/^\d{1,3}%$/);
    const total = Number(
      (await stats.locator('dt:text-is("Total Leads") + dd').textContent())!.replace(/,/g, ''),
    );
    expect(total).toBeGreaterThanOrEqual(48);

    await expect(leadCards(leadsPanel(page)).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'the Leads (Unpaid) tab');
  });

  test('search finds a lead by name, e-mail and phone; filters narrow the list', async ({
    page,
  }) => {
    const lead = await createLead(page.request);
    await openAdminTab(page, 'Leads (Unpaid)');
    const panel = leadsPanel(page);
    const cards = leadCards(panel);
    await expect(cards.first()).toBeVisible();

    for (const text of [
      lead.name,
      lead.email,
      lead.phoneDigits,
      `(${lead.phoneDigits.slice(0, 3)}) ${lead.phoneDigits.slice(3, 6)}`,
    ]) {
      await searchFor(panel, text);
      await expect(panel.getByText('1 lead match', { exact: true })).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(lead.name);
    }

    const card = cards.first();
    await expect(card).toContainText('Unpaid Lead');
    await expect(card).toContainText('Submitted today');
    await expect(card).toContainText('Roof repair');
    // 30 urgency + 25 budget + 12 details + 20 today: hot, green, and said in words.
    await expect(card.getByText('87/100')).toBeVisible();
    await expect(card).toContainText('Hot');

    const projectType = panel.getByLabel('Project type');
    const status = panel.getByLabel('Lead status');
    await projectType.selectOption({ label: 'Roof repair' });
    await expect(cards).toHaveCount(1);
    await projectType.selectOption({ label: 'Roof replacement' });
    await expect(panel.getByText('No leads match these filters.')).toBeVisible();
    await projectType.selectOption({ label: 'All project types' });
    await status.selectOption({ label: 'New' });
    await expect(cards).toHaveCount(1);
    await status.selectOption({ label: 'Won' });
    await expect(cards).toHaveCount(0);
    await panel.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(panel.getByLabel('Search leads')).toHaveValue('');

    // Without a search, a filter shows only matching leads, newest first, 25 to a page.
    await status.selectOption({ label: 'Qualified' });
    await settled(panel);
    await expect(cards.first()).toBeVisible();
    for (const each of await cards.all()) await expect(each).toContainText('Qualified');
    await status.selectOption({ label: 'All statuses' });
    await projectType.selectOption({ label: 'Roof inspection' });
    await settled(panel);
    await expect(cards.first()).toBeVisible();
    for (const each of await cards.all()) await expect(each).toContainText('Roof inspection');

    // The export carries the same filters.
    await expect(panel.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/leads.csv?projectType=inspection',
    );
    await expect(panel.getByRole('navigation', { name: 'Pages' })).toContainText(/ of \d+ leads/);
  });

  test('Details shows every field and saves a new status and follow-up', async ({ page }) => {
    const lead = await createLead(page.request);
    const card = await openLeadCard(page, lead);
    await card.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: lead.name });
    await expect(dialog).toBeVisible();
    for (const text of [
      lead.email,
      '77 Test Crescent NW, Calgary',
      'T2N 1N4',
      'Emergency (leak or damage now)',
      'Metal',
      'Water coming through the kitchen ceiling.',
      '30 of 30',
      '87/100',
    ]) {
      await expect(dialog).toContainText(text);
    }
    // The lead's board column by its name (issue #22 item 1: the board says the same).
    await expect(dialog).toContainText(/Pipeline status\s*New Lead/);
    await expectNoSeriousA11yViolations(page, 'the lead details dialog');

    const status = dialog.getByLabel('Lead status');
    const followUp = dialog.getByLabel('Next follow-up');
    await expect(status.locator('option:checked')).toHaveText('New');
    // One lead, one status: a lead on the board changes status by moving its card.
    await expect(status).toBeDisabled();
    await expect(dialog).toContainText('move its card there to change it');
    await expect(followUp).toHaveValue('');
    // Yesterday morning: the follow-up is already due.
    await followUp.fill(`${daysFromToday(-1)}T09:30`);
    await dialog.getByRole('button', { name: 'Save lead' }).click();
    // The dialog stays open: the toast shows over it.
    await expectDialogToast(page, 'Lead Updated', `${lead.name} is saved.`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Keyboard users carry on where they were.
    await expect(card.getByRole('button', { name: 'Details' })).toBeFocused();

    await expect(card).toContainText('New');
    await expect(card).toContainText('Next follow-up');
    await expect(card.getByText('Due', { exact: true })).toBeVisible();

    // Saved on the server: a fresh page shows the same.
    const again = await openLeadCard(page, lead);
    await again.getByRole('button', { name: 'Details' }).click();
    await expect(dialog.getByLabel('Lead status').locator('option:checked')).toHaveText('New');
    await expect(dialog.getByLabel('Next follow-up')).toHaveValue(`${daysFromToday(-1)}T09:30`);
  });

  test('Payment Link opens the checkout for $89.99 in a new tab', async ({ page }) => {
    const lead = await createLead(page.request);
    const card = await openLeadCard(page, lead);
    const popup = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Payment Link' }).click();
    const checkout = await popup;
    await expect(checkout).toHaveURL(/\/payment-checkout\?submissionId=[\w-]+&offerId=[\w-]+/);
    await expect(checkout.getByTestId('payment-amount')).toHaveText('$89.99');

    // The pay-by-phone code opens the same offer, so the phone is charged what the page says.
    const offerId = new URL(checkout.url()).searchParams.get('offerId')!;
    const qr = checkout.getByRole('img', {
      name: 'QR code that opens this checkout on your phone',
    });
    await expect(qr).toHaveAttribute('src', new RegExp(`payment-qr\\.svg\\?offerId=${offerId}$`));
    await expect(checkout.getByRole('figure').locator('figcaption')).toHaveText(
      'Special price: scan to pay $89.99 on your phone',
    );
    const image = await checkout.request.get((await qr.getAttribute('src'))!);
    expect(image.status()).toBe(200);
    await checkout.close();
  });

  test('Convert to Sale creates an order and the lead becomes "Already Customer"', async ({
    page,
  }) => {
    const lead = await createLead(page.request);
    const card = await openLeadCard(page, lead);
    await card.getByRole('button', { name: 'Convert to Sale' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Convert ${lead.name} to a sale?` });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the Convert to Sale confirmation');
    await confirm.getByRole('button', { name: 'Convert to Sale' }).click();

    await expectDialogToast(
      page,
      new RegExp(`^Order Created\\s*Order RB-\\d{6} for ${escapeRegExp(lead.name)}\\.$`),
    );
    await expect(confirm).toBeHidden();

    const done = card.getByRole('button', { name: 'Already Customer' });
    await expect(done).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Convert to Sale' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Payment Link' })).toBeDisabled();
    await expect(card).toContainText('Paid Customer');
    // Converted means Won, as after an online payment (src/shared/domain/lead-conversion.ts).
    await expect(card).toContainText('Won');
  });
});
