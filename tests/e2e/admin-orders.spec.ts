import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, openAdminTab, test, uniqueTag } from './fixtures/admin-tabs.ts';
import { dialogToast, expectDialogToast } from './fixtures/dialog-toast.ts';
import { daysFromToday } from './fixtures/quote.ts';

/**
 * The admin's Customers (Paid) tab (SPEC.md §2): the manual order with its lead picker, the
 * order list, the details modal with Edit Order, and contractor bids capped at 4 (§5, §8, §9).
 * Each test makes its own order, so tests running in parallel never share one.
 */

/** A fresh unpaid quote request, as /get-quote saves it; no other test can pick it. */
async function createLead(request: APIRequestContext) {
  const tag = uniqueTag().toLowerCase();
  const lead = {
    name: `Morgan Picker${tag}`,
    email: `morgan.picker.${tag}@example.com`,
    phone: '(587) 555-0142',
    address: '15 Picker Lane SW, Calgary',
    projectType: 'replacement',
    budget: '5k-10k',
    urgency: 'within-week',
    message: 'Curling shingles on the south side.',
    finalPrice: '99.99',
  };
  const response = await request.post('/api/contact', {
    data: {
      ...lead,
      date: daysFromToday(14),
      country: 'Canada',
      province: 'Alberta',
      postalCode: 'T2T 0A1',
      roofMaterial: 'asphalt',
      propertyType: 'single-family',
      roofAge: '16-20',
    },
  });
  expect(response.ok(), `POST /api/contact answered ${response.status()}`).toBe(true);
  return lead;
}

const newOrderForm = (page: Page) => page.getByRole('form', { name: 'New order' });

async function openNewOrderForm(page: Page) {
  const toggle = page.getByRole('button', { name: 'Create New Order' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = newOrderForm(page);
  await expect(form).toBeVisible();
  return form;
}

/** Clicks Create Order and returns the new order's number from the "Order Created" toast. */
async function submitNewOrder(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Create Order' }).click();
  const text = await expectDialogToast(page, /^Order Created\s*Order RB-\d+ for .+\.$/);
  return /RB-\d+/.exec(text)![0];
}

/** A manual order without a lead, for a customer no other test uses. */
async function createManualOrder(page: Page, testInfo: TestInfo) {
  const customer = {
    email: `manual-${testInfo.project.name}-${uniqueTag().toLowerCase()}@example.com`,
    name: 'Quinn Harlow',
  };
  const form = await openNewOrderForm(page);
  await form.getByLabel('Customer e-mail').fill(customer.email);
  await form.getByLabel('Customer name').fill(customer.name);
  await form.getByLabel('Total amount').fill('250.00');
  const orderNumber = await submitNewOrder(page, form);
  return { ...customer, orderNumber };
}

/** The order's row, found with the list's search box. */
async function findOrderRow(page: Page, search: string) {
  await page.getByLabel('Search orders').fill(search);
  const row = page.getByRole('row').filter({ hasText: search });
  await expect(row).toHaveCount(1);
  return row;
}

async function openDetails(page: Page, row: Locator, orderNumber: string) {
  await row.getByRole('button', { name: `View Details of order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByRole('button', { name: 'Edit Order' })).toBeVisible();
  return dialog;
}

test.describe('admin orders', () => {
  test('the manual order form has the SPEC defaults and needs an e-mail and a name', async ({
    page,
  }) => {
    await openAdminTab(page, 'Customers (Paid)');
    const form = await openNewOrderForm(page);
    const create = form.getByRole('button', { name: 'Create Order' });

    await expect(form.getByLabel('Total amount')).toHaveValue('0.00');
    await expect(form.getByLabel('Project type')).toHaveValue('new-installation');
    await expect(form.getByLabel('Budget')).toHaveValue('10k-20k');
    await expect(form.getByLabel('Budget').locator('option:checked')).toHaveText(
      '$10,000 - $20,000',
    );
    await expect(form.getByLabel('Urgency')).toHaveValue('within-month');

    await expect(create).toBeDisabled();
    await form.getByLabel('Customer e-mail').fill('someone@example.com');
    await expect(create).toBeDisabled();
    await form.getByLabel('Customer name').fill('Some One');
    await expect(create).toBeEnabled();
    await form.getByLabel('Customer e-mail').fill('');
    await expect(create).toBeDisabled();
  });

  test('an order made from a lead picked in the picker is filled from it and marked From Lead', async ({
    page,
  }) => {
    const lead = await createLead(page.request);

    await openAdminTab(page, 'Customers (Paid)');
    const form = await openNewOrderForm(page);
    await form.getByLabel('Search leads').fill(lead.email);
    const picker = form.getByLabel('Lead', { exact: true });
    await expect(picker.locator('option')).toHaveCount(2);
    await picker.selectOption({ label: `${lead.name} (${lead.email})` });

    await expect(form.getByLabel('Customer e-mail')).toHaveValue(lead.email);
    await expect(form.getByLabel('Customer name')).toHaveValue(lead.name);
    await expect(form.getByLabel('Phone')).toHaveValue(lead.phone);
    await expect(form.getByLabel('Address')).toHaveValue(lead.address);
    await expect(form.getByLabel('Total amount')).toHaveValue(lead.finalPrice);
    await expect(form.getByLabel('Project type')).toHaveValue(lead.projectType);
    await expect(form.getByLabel('Budget')).toHaveValue(lead.budget);
    await expect(form.getByLabel('Urgency')).toHaveValue(lead.urgency);
    await expect(form.getByLabel('Message')).toHaveValue(lead.message);

    const orderNumber = await submitNewOrder(page, form);
    await expect(newOrderForm(page)).toBeHidden();

    const row = await findOrderRow(page, lead.email);
    await expect(row).toContainText(orderNumber);
    await expect(row.getByText('From Lead', { exact: true })).toBeVisible();
    await expect(row.getByText('0/4 Bids', { exact: true })).toBeVisible();
    await expect(row).toContainText(`$${lead.finalPrice}`);
    await expect(row).toContainText('Roof replacement · $5,000 - $10,000 · Within a week');

    // A lead with an order is no longer offered.
    const again = await openNewOrderForm(page);
    await again.getByLabel('Search leads').fill(lead.email);
    await expect(again.getByText('No lead without an order matches this search.')).toBeVisible();
    await expect(again.getByLabel('Lead', { exact: true }).locator('option')).toHaveCount(1);
  });

  test("Edit Order changes the order's status and the badge follows", async ({
    page,
  }, testInfo) => {
    // A reload in the middle: more than 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    await openAdminTab(page, 'Customers (Paid)');
    const order = await createManualOrder(page, testInfo);
    const row = await findOrderRow(page, order.email);
    await expect(row).toContainText('$250.00');

    let dialog = await openDetails(page, row, order.orderNumber);
    await expect(dialog).toContainText(order.name);
    // Not paid yet: the order says what it is for, and where it stands.
    await expect(dialog).toContainText('$250.00, not paid yet');
    // The open order is in the address: a reload keeps it open.
    await expect(page).toHaveURL(/\/admin\?tab=customers&order=[0-9a-f-]{36}$/);
    await page.reload();
    dialog = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
    await expect(dialog.getByRole('button', { name: 'Edit Order' })).toBeVisible();
    await expect(dialog.getByText(/^Pending/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the order details dialog');
    await dialog.getByRole('button', { name: 'Edit Order' }).click();
    const edit = dialog.getByRole('form', { name: 'Edit order' });
    await expect(edit.getByLabel('Status')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the order details dialog, editing the order');
    await edit.getByLabel('Status').selectOption('completed');
    await edit.getByLabel('Phone').fill('(403) 555-0199');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectDialogToast(page, 'Order Updated');

    await expect(edit).toBeHidden();
    await expect(dialog.getByText(/^Completed/)).toBeVisible();
    await expect(dialog).toContainText('(403) 555-0199');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The reload emptied the search box: find the row again.
    await expect((await findOrderRow(page, order.email)).getByText(/^Completed/)).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await expect(page.getByRole('row').filter({ hasText: order.email })).toHaveCount(0);
    await expect(page.getByText('No orders match this search.')).toBeVisible();
  });

  test('after a confirmation inside the order dialog, one Escape closes the dialog', async ({
    page,
  }, testInfo) => {
    // The order and its bid through the API: only the keyboard is under test here.
    const email = `escape-${testInfo.project.name}-${uniqueTag().toLowerCase()}@example.com`;
    const created = await page.request.post('/api/admin/create-customer-order', {
      data: { customerEmail: email, customerName: 'Ellis Escape', totalAmount: '250.00' },
    });
    expect(created.status()).toBe(201);
    const order = (await created.json()) as { id: string; orderNumber: string };
    const bid = await page.request.post('/api/admin/seller-bids', {
      data: {
        orderId: order.id,
        sellerName: 'Fir Roofing',
        bidAmount: '$9,000',
        starRating: '4.8',
        yearsInBusiness: '6',
        insuredAmountCents: 100_000_000,
        bonded: true,
        validLicense: true,
      },
    });
    expect(bid.status()).toBe(201);

    await openAdminTab(page, 'Customers (Paid)');
    const row = await findOrderRow(page, email);
    const dialog = await openDetails(page, row, order.orderNumber);
    await dialog.getByRole('button', { name: 'Delete bid from Fir Roofing' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the bid from Fir Roofing?' });
    await confirm.getByRole('button', { name: 'Delete Bid' }).click();
    await expect(confirm).toBeHidden();
    // The opener went with the bid: the keyboard stays in the order's dialog.
    await expect(dialog).toBeFocused();
    // "Bid Deleted" shows over the dialog; the first Escape is still the dialog's.
    await expect(dialogToast(page)).toHaveText(/^Bid Deleted/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(dialogToast(page)).toBeVisible();
  });

  test('bids are added, edited and deleted, and a fifth one cannot be added', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openAdminTab(page, 'Customers (Paid)');
    const order = await createManualOrder(page, testInfo);
    const row = await findOrderRow(page, order.email);
    const dialog = await openDetails(page, row, order.orderNumber);
    const heading = dialog.getByRole('heading', { name: /^Contractor bids/ });
    await expect(heading).toHaveText('Contractor bids (0/4)');

    const add = dialog.getByRole('form', { name: 'Add a bid' });
    await expect(add.getByLabel('Star rating')).toHaveValue('5.0');
    await expect(add.getByLabel('Years in business')).toHaveValue('10');
    await expect(add.getByLabel('Insured amount').locator('option:checked')).toHaveText(
      '$1,000,000',
    );
    await expect(add.getByLabel('Bonded')).toHaveValue('yes');
    await expect(add.getByLabel('Valid licence')).toHaveValue('yes');

    await add.getByRole('button', { name: 'Add Bid' }).click();
    await expect(add.getByText('Contractor name is required')).toBeVisible();
    await expect(add.getByText('Bid amount is required')).toBeVisible();

    const contractors = ['Alder Roofing', 'Birch Exteriors', 'Cedar Shingle Co.', 'Dogwood Metal'];
    for (const [i, name] of contractors.entries()) {
      await add.getByLabel('Contractor name').fill(name);
      await add.getByLabel('Bid amount').fill(`$1${i + 1},500`);
      await add.getByRole('button', { name: 'Add Bid' }).click();
      await expectDialogToast(page, 'Bid Created');
      await expect(heading).toHaveText(`Contractor bids (${i + 1}/4)`);
    }
    await expect(add).toBeHidden();
    await expect(dialog.getByText('4/4 bids: delete one to add another.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the order details dialog with four bids');

    // The server refuses a fifth bid too, with the message the form would show.
    const list = await page.request.get(
      `/api/admin/orders?search=${encodeURIComponent(order.email)}`,
    );
    const orderId = ((await list.json()) as { data: { id: string }[] }).data[0]!.id;
    const fifth = await page.request.post('/api/admin/seller-bids', {
      data: {
        orderId,
        sellerName: 'Elm Roofing',
        bidAmount: '$9,000',
        starRating: '4.8',
        yearsInBusiness: '6',
        insuredAmountCents: 100_000_000,
        bonded: true,
        validLicense: true,
      },
    });
    expect(fifth.status()).toBe(409);
    expect(((await fifth.json()) as { error: { message: string } }).error.message).toBe(
      'This order already has 4 bids',
    );

    const birch = dialog.getByRole('article', { name: 'Bid from Birch Exteriors' });
    await expect(birch).toContainText('$12,500');
    await expect(birch).toContainText('5.0/5');
    await birch.getByRole('button', { name: 'Edit bid from Birch Exteriors' }).click();
    const edit = dialog.getByRole('form', { name: 'Edit bid from Birch Exteriors' });
    await expect(edit.getByLabel('Bid amount')).toHaveValue('$12,500');
    await edit.getByLabel('Bid amount').fill('$13,750');
    await edit.getByLabel('Star rating').selectOption('4.5');
    await edit.getByLabel('Bonded').selectOption('no');
    // Blank years are not known: "not given", never "0 years" (issue #9 item 18).
    await edit.getByLabel('Years in business').fill('');
    await edit.getByRole('button', { name: 'Save Bid' }).click();
    await expectDialogToast(page, 'Bid Updated');
    await expect(edit).toBeHidden();
    await expect(birch).toContainText('$13,750');
    await expect(birch).toContainText('4.5/5');
    await expect(birch).toContainText(/Bonded\s*No/);
    await expect(birch).toContainText(/In business\s*not given/);

    const cedar = dialog.getByRole('article', { name: 'Bid from Cedar Shingle Co.' });
    const deleteCedar = cedar.getByRole('button', { name: 'Delete bid from Cedar Shingle Co.' });
    const confirm = page.getByRole('alertdialog', {
      name: 'Delete the bid from Cedar Shingle Co.?',
    });
    await deleteCedar.click();
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the delete-bid confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(cedar).toBeVisible();
    await deleteCedar.click();
    await confirm.getByRole('button', { name: 'Delete Bid' }).click();
    await expectDialogToast(page, 'Bid Deleted');
    await expect(cedar).toBeHidden();
    await expect(heading).toHaveText('Contractor bids (3/4)');
    await expect(add).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row.getByText('3/4 Bids', { exact: true })).toBeVisible();
  });
});
