import { expect, openMoreSection, test, uniqueTag } from './fixtures/admin-tabs.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expectToast, uniqueEmail } from './fixtures/quote.ts';

/** A small real PDF, and the same bytes padded so its upload takes a visible while. */
const pdf = (padding = 0) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
    Buffer.alloc(padding, 0x20),
  ]);

// Issue #12: a review with its invoice, approved and confirmed by staff, is a "Verified job".
test.describe('verified reviews', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a review sent with its invoice is shown as a verified job once staff confirm it', async ({
    page,
  }, testInfo) => {
    const contractor = `Summit ${uniqueTag()} Roofing`;
    await page.goto('/rate-contractor');
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Your name').fill('Robin Fairweather');
    await form.getByLabel('Your e-mail').fill(uniqueEmail(testInfo, 'verified'));
    await form
      .getByRole('combobox', { name: 'Contractor', exact: true })
      .selectOption({ label: 'Not listed' });
    await form.getByLabel("Contractor's company name").fill(contractor);
    await form.getByLabel('Project type').selectOption({ label: 'Gutter service' });
    await form
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 stars: Excellent' }) })
      .click();
    await form.getByLabel('Your review (optional)').fill('New gutters and downspouts in a day.');

    // A file that is not a PDF, JPG or PNG is refused before anything is sent.
    const invoice = form.getByLabel('Invoice (optional)');
    await invoice.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: pdf() });
    await expect(invoice).toHaveAccessibleDescription(
      /^The invoice must be a PDF, JPG or PNG file/,
    );
    await expectNoSeriousA11yViolations(page, '/rate-contractor with a refused invoice');

    // On a slow connection the upload shows its progress.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await invoice.setInputFiles({
      name: 'Invoice 2291.pdf',
      mimeType: 'application/pdf',
      buffer: pdf(600 * 1024),
    });
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('status')).toContainText(/Uploading invoice… \d+%/);
    await expect(form.getByRole('progressbar', { name: 'Upload of the invoice' })).toBeVisible();
    await expectToast(
      page,
      'Review submitted successfully! Thank you for sharing your experience with us.',
    );
    await cdp.detach();

    // Staff open the invoice, confirm it and approve the review.
    const panel = await openMoreSection(page, testInfo, 'Contractor reviews');
    const row = panel.getByRole('row').filter({ hasText: contractor });
    await expect(row).toContainText('Pending');
    // The link serves the file to staff (a new tab downloads it): the bytes that were sent.
    const href = await row.getByRole('link', { name: /Open invoice/ }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 8).toString()).toBe('%PDF-1.7');
    await row.getByRole('button', { name: 'Confirm invoice' }).click();
    await expectToast(
      page,
      'Invoice Confirmed',
      `Robin Fairweather's review of ${contractor} is a verified job.`,
    );
    await expect(row).toContainText('Verified job');
    await expect(row.getByRole('button', { name: 'Confirm invoice' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expectToast(
      page,
      'Review Updated',
      `Robin Fairweather's review of ${contractor} is approved.`,
    );

    // Public: newest first, filtered to its project type, with the badge; never the full name.
    await page.goto('/reviews');
    await page.getByLabel('Project type').selectOption({ label: 'Gutter service' });
    await expect(page).toHaveURL(/\/reviews\?projectType=gutter-service$/);
    const card = page.getByRole('figure').filter({ hasText: contractor });
    await expect(card).toContainText('Verified job');
    await expect(card).toContainText('Robin F.');
    await expect(card).not.toContainText('Fairweather');
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(page.getByRole('figure').first()).toContainText(contractor);
    await expectNoSeriousA11yViolations(page, '/reviews');
  });
});
