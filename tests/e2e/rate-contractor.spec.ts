import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/client-address.ts';
import { expectToast, uniqueEmail } from './fixtures/quote.ts';

const reviewForm = (page: Page) => page.getByRole('main').locator('form');

async function openReviewPage(page: Page) {
  await page.goto('/rate-contractor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate your contractor');
  await expect(reviewForm(page).getByRole('button', { name: 'Submit review' })).toBeVisible();
}

// The contractor review form (SPEC.md §5 review form, §8 review toasts).
test.describe('rate contractor', () => {
  test('submitting it empty lists every problem at the top and next to each field', async ({
    page,
  }) => {
    await openReviewPage(page);
    const form = reviewForm(page);
    await form.getByRole('button', { name: 'Submit review' }).click();

    const summary = form.getByRole('alert');
    await expect(summary).toContainText('Please correct the following:');
    await expect(summary.getByRole('link')).toHaveText([
      'Customer name is required',
      'Valid email is required',
      'Contractor name is required',
      'Project type is required',
      'Rating is required',
    ]);
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription(
      /^Customer name is required/,
    );
    await expect(form.getByLabel('Your e-mail')).toHaveAccessibleDescription(
      /^Valid email is required/,
    );
    await expect(
      form.getByRole('combobox', { name: 'Contractor', exact: true }),
    ).toHaveAccessibleDescription(/^Contractor name is required/);
    const rating = form.getByRole('group', { name: 'Rating' });
    await expect(rating).toHaveAccessibleDescription('Rating is required');
    await expect(rating.getByText('Rating is required')).toBeVisible();
  });

  test('a valid review is thanked, the page says what happens next, and a new form is empty', async ({
    page,
  }, testInfo) => {
    await openReviewPage(page);
    const form = reviewForm(page);
    const fields = {
      name: form.getByLabel('Your name'),
      email: form.getByLabel('Your e-mail'),
      contractor: form.getByRole('combobox', { name: 'Contractor', exact: true }),
      projectType: form.getByLabel('Project type'),
      review: form.getByLabel('Your review (optional)'),
      invoice: form.getByLabel('Invoice amount (optional)'),
    };
    await fields.name.fill('Priya Sharma');
    await fields.email.fill(uniqueEmail(testInfo, 'reviewer'));
    // A company not in the vetted list: "Not listed", then its name typed.
    await fields.contractor.selectOption({ label: 'Not listed' });
    await form.getByLabel("Contractor's company name").fill('Prairie Peak Roofing');
    await fields.projectType.selectOption({ label: 'Roof replacement' });

    // The stars are a radio group: picking one, then moving with the arrow keys.
    const stars = form.getByRole('group', { name: 'Rating' }).getByRole('radio');
    await expect(stars).toHaveCount(5);
    // A mouse or finger picks a star by its picture: the radio itself is visually hidden.
    await form
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '3 stars: Good' }) })
      .click();
    await expect(form.getByRole('radio', { name: '3 stars: Good' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '4 stars: Very good' })).toBeChecked();
    await expect(form.getByRole('radio', { name: '3 stars: Good' })).not.toBeChecked();

    await fields.review.fill(
      'Clean site, finished a day early, and the crew explained everything.',
    );
    await fields.invoice.fill('12500');
    await form.getByRole('button', { name: 'Submit review' }).click();

    await expectToast(
      page,
      'Review submitted successfully! Thank you for sharing your experience with us.',
    );
    const next = page.getByRole('region', { name: /your review is pending moderation/ });
    await expect(next).toContainText('What happens next');
    await expect(next).toContainText('Verified reviews show a “Verified job” badge');
    await next.getByRole('button', { name: 'Write another review' }).click();
    for (const field of [fields.name, fields.email, fields.contractor, fields.review]) {
      await expect(field).toHaveValue('');
    }
    await expect(fields.invoice).toHaveValue('');
    await expect(fields.projectType.locator('option:checked')).toHaveText('Choose…');
    for (const star of await stars.all()) await expect(star).not.toBeChecked();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });
});
