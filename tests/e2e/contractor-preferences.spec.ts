import { expect, test } from './fixtures/client-address.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import {
  continueToPayment,
  fillQuoteForm,
  openQuoteForm,
  quoteForm,
  quoteValues,
} from './fixtures/quote.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

// Issue #23 part 2 (not yet run by its author): /get-quote's "What matters to you in a
// contractor". Licence and insurance are shown as always required, not as a choice; the other
// preferences are optional and go with the quote request.
test('the owner chooses what matters in a contractor @phone', async ({ page }, testInfo) => {
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

  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/get-quote with contractor preferences');

  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/contact' && request.method() === 'POST',
  );
  await continueToPayment(page);
  expect((await sent).postDataJSON()).toMatchObject({
    bondedRequired: true,
    minYearsInBusiness: 5,
    minWorkmanshipWarrantyYears: 10,
    verifiedReviewsOnly: true,
  });
});
