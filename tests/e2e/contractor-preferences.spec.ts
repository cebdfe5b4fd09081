import { expect, test } from './fixtures/client-address.ts';
import { roofPng } from './fixtures/photos.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import {
  continueToPayment,
  fillQuoteForm,
  openQuoteForm,
  quoteForm,
  quoteValues,
} from './fixtures/quote.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

// Issue #23 parts 2 and 3: /get-quote's "What matters to you in a contractor" and its roof
// photos. Licence and insurance are shown as always required, not as a choice; the other
// preferences are optional and go with the quote request, the photos right after it.
test('the owner chooses what matters in a contractor and adds photos @phone', async ({
  page,
}, testInfo) => {
  await openQuoteForm(page);
  const form = quoteForm(page);
  const section = form.getByRole('group', { name: /What matters to you in a contractor/ });
  await expect(section).toBeVisible();

  for (const always of ['Valid contractor licence', 'Liability insurance']) {
    const box = section.getByRole('checkbox', { name: new RegExp(always) });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  }
  await expect(section.getByText(/Always required/).first()).toBeVisible();

  await fillQuoteForm(page, quoteValues(testInfo));
  await section.getByRole('checkbox', { name: /Bonded contractors only/ }).check();
  await section.getByLabel('Minimum years in business').selectOption({ label: '5 years' });
  await section.getByLabel('Minimum workmanship warranty').selectOption({ label: '10 years' });
  await section.getByRole('checkbox', { name: /Only contractors with verified reviews/ }).check();

  const photos = form.getByRole('group', { name: /Photos of your roof/ });
  await photos
    .getByLabel('Add photos')
    .setInputFiles([await roofPng('#7a3b2e'), await roofPng('#555')]);
  await expect(photos.getByRole('img', { name: /^Roof photo \d: / })).toHaveCount(2);
  // Not a photo, whatever its name says: refused before anything is sent.
  await photos.getByLabel('Add more photos').setInputFiles({
    name: 'roof.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(photos.getByText('Each photo must be a JPG, PNG or HEIC file')).toBeVisible();

  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/get-quote with contractor preferences and photos');

  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/contact' && request.method() === 'POST',
  );
  const photosSent = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/photos'),
  );
  await continueToPayment(page);
  expect(await (await photosSent).json()).toEqual({ count: 2, max: 8 });
  expect((await sent).postDataJSON()).toMatchObject({
    bondedRequired: true,
    minYearsInBusiness: 5,
    minWorkmanshipWarrantyYears: 10,
    verifiedReviewsOnly: true,
  });
});
