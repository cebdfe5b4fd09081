import type { Locator, Page } from '@playwright/test';
import { expectToast } from './fixtures/accounts.ts';
import { test as adminTest } from './fixtures/admin-tabs.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/client-address.ts';
import { waitForEmail } from './fixtures/mailbox.ts';

/**
 * The sales pipeline (issue #11; SPEC.md §2 /pipeline, §5 and §8 texts): a rep's working day on
 * the board as one journey, the admin's Add Sales Person, and the board at 360 px. The demo
 * server seeds the reference statuses (New Lead 60, Contacted 50, …, Won, Lost) and the demo
 * sales rep.
 */
const demoSales = { email: 'sales@demo.roofbid.ca', password: 'demo-sales-roofbid' };

const uniqueTag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

async function signInAsSalesRep(page: Page) {
  await page.goto('/pipeline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales Pipeline');
  await page.getByLabel('Username (your staff e-mail)').fill(demoSales.email);
  await page.getByLabel('Password', { exact: true }).fill(demoSales.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Authentication Successful');
  await expect(page.getByRole('tab', { name: 'Active Pipeline' })).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The newest contact submission that is not on the board yet, through the picker's own API. */
async function findSubmissionNotInPipeline(page: Page) {
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    const response = await page.request.get(`/api/contact?pageSize=100&page=${pageNumber}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as {
      data: { name: string; email: string; inPipeline: boolean; converted: boolean }[];
    };
    // Not a paid customer either: its lead is Won, and this journey starts it at New Lead.
    const free = body.data.find((row) => !row.inPipeline && !row.converted);
    if (free) return free;
    if (body.data.length < 100) break;
  }
  throw new Error('every contact submission is in the pipeline already');
}

const column = (page: Page, status: string) =>
  page.getByTestId('board-column').filter({ has: page.getByRole('heading', { name: status }) });
const cardIn = (scope: Locator, name: string) => scope.getByRole('article', { name, exact: true });

/** Drags with the mouse from the card's grip to the middle of `target`, in small steps. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  const near = (await target.boundingBox())!;
  await page.mouse.move(near.x + near.width / 2, near.y + Math.min(near.height / 2, 60), {
    steps: 12,
  });
  // Again where the target is now, should the drag have scrolled the board or the page.
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 60), { steps: 2 });
  await page.mouse.up();
}

/**
 * Focus and Space pick a card up. dnd-kit's keyboard sensor listens for the arrows only from a
 * timer it starts as the card is picked up: an arrow pressed before that timer ran is lost, so
 * this waits for a timer started after it (timers of equal delay run in order).
 */
async function pickUp(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Space, an arrow, Space, as a keyboard user does it: each key once the last one took effect
 * (the card is picked up, the live region names the status it is over).
 */
async function moveWithKeyboard(page: Page, leadName: string, arrow: string, target: string) {
  await pickUp(page, page.getByRole('button', { name: `Move ${leadName}` }));
  await page.keyboard.press(arrow);
  await expect(page.getByText(`${leadName} is over ${target}.`, { exact: true })).toBeAttached();
  await page.keyboard.press('Space');
}

test.describe('sales pipeline', () => {
  test('the sign-in asks for both fields; the board shows its figures and takes a new status', async ({
    page,
  }) => {
    await page.goto('/pipeline');
    // SPEC.md §5: the sign-in's own messages.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await signInAsSalesRep(page);

    for (const stat of ['Total Leads', 'Total Value', 'Sales Team', 'Weighted Forecast']) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    await expect(column(page, 'New Lead')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the pipeline board');

    // Add Status: a new open column between New Lead (60) and Contacted (50).
    const statusName = `Site Visit ${uniqueTag()}`;
    await page.getByRole('button', { name: 'Add Status' }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Add Status' });
    await expectNoSeriousA11yViolations(page, 'the Add Status dialog');
    await statusDialog.getByLabel('Name').fill(statusName);
    await statusDialog.getByText('Purple').click();
    await statusDialog.getByLabel('Category').selectOption({ label: 'Active (open)' });
    await statusDialog.getByLabel('Order').fill('55');
    await statusDialog.getByRole('button', { name: 'Add Status' }).click();
    await expectToast(page, 'Job status added successfully!');
    await expect(statusDialog).toBeHidden();
    await expect(column(page, statusName)).toBeVisible();
  });

  test('a rep adds a lead and moves it by mouse and keyboard; a refused move goes back', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAsSalesRep(page);
    // Add Lead: a demo quote request that is not on the board yet, for the signed-in rep.
    await page.getByRole('button', { name: 'Add Lead' }).click();
    const leadDialog = page.getByRole('dialog', { name: 'Add Lead' });
    await expect(leadDialog.getByRole('radio').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the Add Lead dialog');
    // Required fields first (SPEC.md §5).
    await leadDialog.getByLabel('Status').selectOption('');
    await leadDialog.getByRole('button', { name: 'Add Lead' }).click();
    await expect(leadDialog.getByText('Contact submission is required')).toBeVisible();
    await expect(leadDialog.getByText('Status is required')).toBeVisible();
    // New quote requests join the pipeline by themselves (issue #11 automation), and so do the
    // newest demo leads: the picker's server-side search finds an older one that has not.
    const free = await findSubmissionNotInPipeline(page);
    await leadDialog
      .getByRole('searchbox', { name: 'Search contact submissions' })
      .fill(free.email);
    const option = leadDialog.getByRole('radio', { name: new RegExp(escapeRegExp(free.email)) });
    await expect(option).toHaveCount(1);
    await option.check();
    const leadName = free.name;
    await leadDialog.getByLabel('Status').selectOption({ label: 'New Lead' });
    await expect(leadDialog.getByLabel('Sales person')).toHaveValue(/.+/);
    await leadDialog.getByLabel('Value ($)').fill('12500');
    await leadDialog.getByLabel('Probability (%)').fill('60');
    await leadDialog.getByRole('button', { name: 'Add Lead' }).click();
    await expectToast(page, 'Lead added successfully!');
    await expect(leadDialog).toBeHidden();

    // Only this lead on the board from here on.
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(free.email);
    const newLead = column(page, 'New Lead');
    await expect(cardIn(newLead, leadName)).toBeVisible();
    await expect(newLead.getByText(/^1 lead · \$12,500$/)).toBeVisible();

    // Mouse: New Lead → Contacted.
    const contacted = column(page, 'Contacted');
    await dragWithMouse(page, page.getByRole('button', { name: `Move ${leadName}` }), contacted);
    await expectToast(page, 'Lead moved', `${leadName} is now in Contacted.`);
    await expect(cardIn(contacted, leadName)).toBeVisible();
    await expect(cardIn(newLead, leadName)).toHaveCount(0);
    await expect(contacted.getByText(/^1 lead · \$12,500$/)).toBeVisible();

    // Keyboard: Space picks it up, the right arrow goes to the next column, Space drops it.
    const headings = await page
      .getByTestId('board-column')
      .getByRole('heading', { level: 3 })
      .allInnerTexts();
    const nextColumn = headings[headings.indexOf('Contacted') + 1]!;
    await moveWithKeyboard(page, leadName, 'ArrowRight', nextColumn);
    await expectToast(page, 'Lead moved', `${leadName} is now in ${nextColumn}.`);
    await expect(cardIn(column(page, nextColumn), leadName)).toBeVisible();
    await expect(cardIn(contacted, leadName)).toHaveCount(0);

    // Up and down never change the column (issue #22 item 9): up lifts the card to the close
    // zones, down puts it back; right at the last close zone stays there. Escape drops nothing.
    const zones = (await page.getByTestId('close-zone').allInnerTexts()).map((z) => z.trim());
    expect(zones.length).toBeGreaterThan(0);
    const grip = page.getByRole('button', { name: `Move ${leadName}` });
    await pickUp(page, grip);
    const steps: [string, string][] = [
      ['ArrowUp', `${leadName} is over ${zones[0]}.`],
      ...zones
        .slice(1)
        .map((zone): [string, string] => ['ArrowRight', `${leadName} is over ${zone}.`]),
      ['ArrowRight', `${leadName} stays over ${zones.at(-1)}.`],
      ['ArrowDown', `${leadName} is over ${nextColumn}.`],
    ];
    for (const [arrow, heard] of steps) {
      await page.keyboard.press(arrow);
      await expect(page.getByText(heard, { exact: true })).toBeAttached();
    }
    await page.keyboard.press('Escape');
    await expect(grip).not.toHaveAttribute('aria-pressed', 'true');
    await expect(cardIn(column(page, nextColumn), leadName)).toBeVisible();

    // A move the server refuses shows at once, then goes back with a toast.
    const leadPatch = (url: URL) => /^\/api\/lead-pipeline\/[^/]+$/.test(url.pathname);
    await page.route(leadPatch, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'CONFLICT', message: 'Someone else moved this lead' },
            }),
          })
        : route.fallback(),
    );
    await moveWithKeyboard(page, leadName, 'ArrowLeft', 'Contacted');
    await expectToast(page, 'Failed to move lead', 'Someone else moved this lead');
    await expect(cardIn(column(page, nextColumn), leadName)).toBeVisible();
    await expect(cardIn(contacted, leadName)).toHaveCount(0);
    await page.unroute(leadPatch);

    // Dropping on Lost asks why first; cancelling leaves the lead where it was.
    await dragWithMouse(
      page,
      page.getByRole('button', { name: `Move ${leadName}` }),
      page.getByTestId('close-zone').filter({ hasText: 'Lost' }),
    );
    const lostDialog = page.getByRole('dialog', { name: 'Why was this lead lost?' });
    await expect(lostDialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the lost reason dialog');
    await lostDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(lostDialog).toBeHidden();
    await expect(cardIn(column(page, nextColumn), leadName)).toBeVisible();
  });

  test('the lead drawer logs a call, Won waits for Convert to Sale, Progress counts its rows', async ({
    page,
  }) => {
    await signInAsSalesRep(page);
    // Any lead on the board: a demo lead in New Lead.
    const card = column(page, 'New Lead').getByRole('article').first();
    const leadName = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: leadName, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: leadName });
    await expect(drawer.getByRole('heading', { name: 'Quote request' })).toBeVisible();
    // Options by their labels ("Within a month"), never a code such as "within-month" (#22).
    await expect(
      drawer.getByRole('region', { name: 'Quote request' }).locator('dl'),
    ).not.toContainText(/\b[a-z]+-[a-z0-9]+/);
    await expectNoSeriousA11yViolations(page, 'the lead drawer');
    const subject = `Called about the estimate ${uniqueTag()}`;
    await drawer.getByLabel('Type').selectOption({ label: 'Call' });
    await drawer.getByLabel('Subject').fill(subject);
    await drawer.getByRole('button', { name: 'Log activity' }).click();
    await expectToast(page, 'Activity logged');
    await expect(
      drawer.getByRole('list', { name: 'Activity timeline' }).getByText(`Call: ${subject}`),
    ).toBeVisible();

    // Won is a lead with an order (issue #22 item 1): not a status to pick for this one.
    await drawer.getByLabel('Status', { exact: true }).selectOption({ label: 'Won' });
    await drawer.getByRole('button', { name: 'Save lead' }).click();
    await expect(drawer).toContainText('A lead is won when it has an order: use Convert to Sale');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Progress: its header counts the rows its table lists (issue #22 item 2); the forecast and
    // win rates beside it.
    await page.getByRole('tab', { name: 'Progress' }).click();
    const summary = page.getByText(/\d+ won projects? ·/);
    await expect(summary).toBeVisible();
    const wonCount = Number(/(\d+) won project/.exec((await summary.textContent()) ?? '')![1]);
    const won = page.getByRole('table', { name: 'Won projects' });
    if (wonCount > 0) await expect(won.locator('tbody tr')).toHaveCount(wonCount);
    await expect(page.getByRole('heading', { name: 'Forecast by month' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Win rate by sales person' }).getByRole('row'),
    ).toContainText([/Sam Sales\s*\d+\s*\d+\s*\d+%/]);
    await expectNoSeriousA11yViolations(page, 'the Progress tab');
  });

  test('the board fits a 360 px phone: columns scroll sideways inside it @phone-only', async ({
    page,
  }) => {
    await signInAsSalesRep(page);
    const board = page.getByTestId('board');
    await expect(column(page, 'New Lead')).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const scroll = await board.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(scroll.scroll).toBeGreaterThan(scroll.client);
    await expectNoSeriousA11yViolations(page, 'the pipeline board at 360 px');
  });
});

adminTest('an admin adds a sales person, who is e-mailed an invitation', async ({ page }) => {
  const tag = uniqueTag().toLowerCase();
  const email = `rep-${tag}@example.com`;
  await page.goto('/pipeline');
  await page.getByRole('button', { name: 'Add Sales Person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sales Person' });
  await expectNoSeriousA11yViolations(page, 'the Add Sales Person dialog');
  await dialog.getByRole('button', { name: 'Add Sales Person' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(`Robin Rep ${tag}`);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Phone').fill('(403) 555-0188');
  await dialog.getByRole('button', { name: 'Add Sales Person' }).click();
  await expectToast(page, 'Sales person added successfully!');
  await expect(dialog).toBeHidden();
  const invitation = await waitForEmail(email, /./);
  expect(invitation.body).toContain('/staff-invite');
  // The admin's e-mail log (newest first) has it too, without the one-time link.
  const log = await page.request.get('/api/admin/emails?pageSize=100');
  const rows = (await log.json()).data as { toAddress: string; template: string }[];
  expect(rows.find((row) => row.toAddress === email)).toMatchObject({ template: 'staff_invite' });
});
