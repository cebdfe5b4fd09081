import type { Locator, Page } from '@playwright/test';
import { expect, openAdminTab, test, uniqueTag } from './fixtures/admin-tabs.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expectToast } from './fixtures/quote.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

// The FAQs tab (SPEC.md §2 FAQ page and /admin; §5 FAQ rules; DECISIONS.md §5: entries are
// rows managed by admins). Every test works in a category of its own and removes what it made.

type Entry = { question: string; answer: string; category: string };

const faqPanel = (page: Page) => page.getByRole('tabpanel', { name: 'FAQs' });
const categorySection = (panel: Locator, category: string) =>
  panel.getByRole('region', { name: new RegExp(`^${category} \\(\\d+\\)$`) });
const row = (panel: Locator, question: string) => panel.getByRole('article', { name: question });

async function openFaqTab(page: Page) {
  await openAdminTab(page, 'FAQs');
  const panel = faqPanel(page);
  await expect(panel.getByRole('article').first()).toBeVisible();
  return panel;
}

async function createEntry(page: Page, panel: Locator, entry: Entry) {
  await panel.getByRole('button', { name: 'New FAQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'New FAQ' });
  await dialog.getByLabel('Question').fill(entry.question);
  await dialog.getByLabel('Answer').fill(entry.answer);
  await dialog.getByLabel('Category').fill(entry.category);
  await expect(dialog.getByLabel('Show on the public FAQ page')).toBeChecked();
  await dialog.getByRole('button', { name: 'Create FAQ' }).click();
  await expectToast(page, 'FAQ Created', `"${entry.question}" is on the FAQ page.`);
  await expect(dialog).toBeHidden();
  await expect(row(panel, entry.question)).toBeVisible();
}

async function deleteEntry(page: Page, panel: Locator, question: string) {
  await row(panel, question).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this FAQ?' });
  await expect(confirm).toContainText(question);
  await expectNoSeriousA11yViolations(page, 'the delete-FAQ confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'FAQ Deleted', `"${question}" is gone.`);
  await expect(row(panel, question)).toHaveCount(0);
}

/** The public /faq, loaded afresh. */
async function openPublicFaq(page: Page) {
  await page.goto('/faq');
  await expect(page.getByText('Loading FAQ entries...')).toBeHidden();
  await expect(page.getByRole('main').locator('summary').first()).toBeVisible();
}

const publicQuestions = (page: Page, category: string) =>
  page.getByRole('region', { name: category, exact: true }).locator('summary');

test.describe('FAQs tab', () => {
  // Each test is a journey between the dashboard and the public pages it changes.
  test.describe.configure({ timeout: 60_000 });

  test('an entry is created, shown on /faq, edited, hidden from /faq and deleted', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const entry = {
      question: `How long does a ${tag} inspection take?`,
      answer: 'About an hour on site, and the report follows the next day.',
      category: `Inspections ${tag}`,
    };
    const edited = `How long does a ${tag} roof inspection take?`;

    let panel = await openFaqTab(page);
    await createEntry(page, panel, entry);
    await expect(categorySection(panel, entry.category)).toContainText(entry.answer);

    await openPublicFaq(page);
    await expect(publicQuestions(page, entry.category)).toHaveText([entry.question]);
    await publicQuestions(page, entry.category).click();
    await expect(page.getByRole('main').getByText(entry.answer)).toBeVisible();

    panel = await openFaqTab(page);
    await row(panel, entry.question).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit FAQ' });
    await expect(dialog.getByLabel('Question')).toHaveValue(entry.question);
    await expect(dialog.getByLabel('Category')).toHaveValue(entry.category);
    await dialog.getByLabel('Question').fill(edited);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'FAQ Updated', `"${edited}" is on the FAQ page.`);
    await expect(row(panel, edited)).toBeVisible();
    await expect(row(panel, entry.question)).toHaveCount(0);

    await row(panel, edited).getByRole('button', { name: 'Hide' }).click();
    await expectToast(page, 'FAQ Updated', `"${edited}" is hidden from the FAQ page.`);
    await expect(row(panel, edited).getByText('Hidden', { exact: true })).toBeVisible();
    await expect(row(panel, edited).getByRole('button', { name: 'Show' })).toBeVisible();

    await openPublicFaq(page);
    await expect(page.getByRole('main').getByText(edited)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: entry.category })).toHaveCount(0);

    panel = await openFaqTab(page);
    await deleteEntry(page, panel, edited);
    await expect(categorySection(panel, entry.category)).toHaveCount(0);
  });

  test('the form says what is missing and saves nothing until it is fixed', async ({ page }) => {
    const panel = await openFaqTab(page);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'the FAQs tab');
    await panel.getByRole('button', { name: 'New FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'New FAQ' });
    const question = dialog.getByLabel('Question');
    const answer = dialog.getByLabel('Answer');
    const category = dialog.getByLabel('Category');
    const create = dialog.getByRole('button', { name: 'Create FAQ' });

    await create.click();
    await expect(question).toHaveAccessibleDescription('Question must be at least 3 characters');
    await expect(answer).toHaveAccessibleDescription(
      /^Answer must be at least 3 characters Write \{\{revealFee\}\} where the answer names the reveal fee/,
    );
    await expect(category).toHaveAccessibleDescription(
      /^Category is required Pick an existing category or type a new one\.$/,
    );
    await expect(question).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the FAQ form with its errors');

    // Two characters are still too short; blanks around the text do not count.
    await question.fill('ab');
    await answer.fill('  ok  ');
    await category.fill('   ');
    await create.click();
    await expect(dialog.getByText('Question must be at least 3 characters')).toBeVisible();
    await expect(dialog.getByText('Answer must be at least 3 characters')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();

    await question.fill('Why?');
    await expect(dialog.getByText('Question must be at least 3 characters')).toHaveCount(0);

    // Closing with Escape saves nothing.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row(panel, 'Why?')).toHaveCount(0);
  });

  test('entries move up and down within their category, on /faq too', async ({ page }) => {
    const tag = uniqueTag();
    const category = `Ordering ${tag}`;
    const first = { question: `First ${tag} question?`, answer: 'First answer.', category };
    const second = { question: `Second ${tag} question?`, answer: 'Second answer.', category };

    let panel = await openFaqTab(page);
    await createEntry(page, panel, first);
    await createEntry(page, panel, second);
    const questions = categorySection(panel, category).getByRole('heading', { level: 4 });
    await expect(questions).toHaveText([first.question, second.question]);
    await expect(
      row(panel, first.question).getByRole('button', { name: 'Move up' }),
    ).toBeDisabled();
    await expect(
      row(panel, second.question).getByRole('button', { name: 'Move down' }),
    ).toBeDisabled();

    await row(panel, second.question).getByRole('button', { name: 'Move up' }).click();
    await expect(questions).toHaveText([second.question, first.question]);
    // Focus stays on the moved entry (its Move up is now disabled, so on Move down).
    await expect(
      row(panel, second.question).getByRole('button', { name: 'Move down' }),
    ).toBeFocused();

    await openPublicFaq(page);
    await expect(publicQuestions(page, category)).toHaveText([second.question, first.question]);

    panel = await openFaqTab(page);
    await deleteEntry(page, panel, first.question);
    await deleteEntry(page, panel, second.question);
  });
});
