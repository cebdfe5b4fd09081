import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FaqEntry, FaqListResponse } from '../../src/shared/schemas/faq.ts';

/** The FAQ as the real server has it (the reference data a fresh database starts with). */
async function faqFromServer(request: APIRequestContext) {
  const response = await request.get('/api/faq');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as FaqListResponse;
  const categories = [...new Set(data.map((entry) => entry.category))];
  expect(categories.length, 'the FAQ has several categories').toBeGreaterThan(1);
  const [first, second] = data as [FaqEntry, FaqEntry];
  // A question from another category than the first, and not the second one either.
  const elsewhere = data.find((e) => e.category !== first.category && e.id !== second.id)!;
  return { entries: data, categories, first, second, elsewhere };
}

const question = (page: Page, text: string) =>
  page.getByRole('main').locator('summary').filter({ hasText: text });
const answer = (page: Page, text: string) => page.getByRole('main').getByText(text);

test.describe('FAQ', () => {
  let faq: Awaited<ReturnType<typeof faqFromServer>>;

  test.beforeEach(async ({ page, request }) => {
    faq = await faqFromServer(request);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });

  test('entries are grouped under a heading per category', async ({ page }) => {
    const { entries, categories } = faq;
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(categories);
    for (const category of categories) {
      const section = page.getByRole('region', { name: category });
      const questions = entries.filter((entry) => entry.category === category);
      await expect(section.locator('summary')).toHaveText(questions.map((e) => e.question));
    }
  });

  test('every answer starts closed and clicking a question opens it', async ({ page }) => {
    const { entries, first } = faq;
    await expect(page.getByRole('main').locator('summary')).toHaveCount(entries.length);
    for (const entry of entries) {
      await expect(answer(page, entry.answer)).toBeHidden();
    }
    await question(page, first.question).click();
    await expect(answer(page, first.answer)).toBeVisible();
    await question(page, first.question).click();
    await expect(answer(page, first.answer)).toBeHidden();
  });

  test('opening a second question closes the first, across categories too', async ({ page }) => {
    const { first, second, elsewhere } = faq;
    await question(page, first.question).click();
    await expect(answer(page, first.answer)).toBeVisible();

    await question(page, second.question).click();
    await expect(answer(page, second.answer)).toBeVisible();
    await expect(answer(page, first.answer)).toBeHidden();

    await question(page, elsewhere.question).click();
    await expect(answer(page, elsewhere.answer)).toBeVisible();
    await expect(answer(page, second.answer)).toBeHidden();
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
  });

  test('a focused question toggles with Enter and with Space', async ({ page }) => {
    const { first, second } = faq;
    const summary = question(page, first.question);
    await summary.focus();
    await expect(summary).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(answer(page, first.answer)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer(page, first.answer)).toBeHidden();

    await page.keyboard.press('Space');
    await expect(answer(page, first.answer)).toBeVisible();

    // Tab to the next question and open it from the keyboard: the first one closes.
    await page.keyboard.press('Tab');
    await expect(question(page, second.question)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(answer(page, second.answer)).toBeVisible();
    await expect(answer(page, first.answer)).toBeHidden();
  });
});

test('opened directly, /faq shows its answers without asking the API', async ({
  page,
  request,
}) => {
  const { first } = await faqFromServer(request);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/faq') apiCalls.push(r.url());
  });
  await page.goto('/faq');
  await expect(question(page, first.question)).toBeVisible();
  await expect(page.getByText('Loading FAQ entries...')).toHaveCount(0);
  expect(apiCalls).toEqual([]);
});

/** Reaches /faq by the footer link: the page then loads the list from the API. */
async function openFaqInApp(page: Page) {
  await page.goto('/');
  // The home page in place first: while its chunk loads the footer sits higher, and a click
  // aimed at it as the page grows lands on the page instead.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
}

// The three states around loading the list when the page is reached inside the app (opened
// directly, the server writes the list into the page). The browser's request to our own API is
// held or answered here because a real server cannot be made slow, failing or empty on demand.
test.describe('FAQ loading states', () => {
  let first: FaqEntry;
  test.beforeEach(async ({ request }) => {
    ({ first } = await faqFromServer(request));
  });

  test('shows a loading message until the entries arrive', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/faq', async (route) => {
      await held;
      await route.continue();
    });

    await openFaqInApp(page);
    const loading = page.getByText('Loading FAQ entries...');
    await expect(loading).toBeVisible();
    await expect(question(page, first.question)).toHaveCount(0);

    release();
    await expect(question(page, first.question)).toBeVisible();
    await expect(loading).toBeHidden();
  });

  test('says so when the entries cannot be loaded', async ({ page }) => {
    await page.route('**/api/faq', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
      }),
    );
    await openFaqInApp(page);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Failed to load FAQ entries. Please try refreshing the page.',
    );
    await expect(page.getByText('Loading FAQ entries...')).toBeHidden();
    await expect(page.getByRole('main').locator('summary')).toHaveCount(0);
  });

  test('says so when there are no entries', async ({ page }) => {
    await page.route('**/api/faq', (route) => route.fulfill({ json: { data: [] } }));
    await openFaqInApp(page);
    await expect(page.getByText('No FAQ entries available at this time.')).toBeVisible();
    await expect(page.getByText('Loading FAQ entries...')).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
  });
});
