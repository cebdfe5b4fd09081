import { expect, test } from './fixtures/client-address.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import {
  continueToPayment,
  fillQuoteForm,
  openQuoteForm,
  quoteFields,
  quoteForm,
  quoteValues,
} from './fixtures/quote.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';

// The instant estimate on /get-quote (issue #12) with the default cost table: it appears once
// material and size allow, follows material and pitch, and never stands in the form's way.
test('the typical cost appears and follows material and pitch @phone', async ({
  page,
}, testInfo) => {
  const tableRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/estimate-table') tableRequests.push('GET');
  });
  await openQuoteForm(page);
  const form = quoteForm(page);
  const field = quoteFields(page);
  const estimate = form.getByTestId('roof-estimate');
  const footprint = form.getByLabel('Or house footprint (sq ft)');
  const pitch = form.getByLabel('Roof pitch');
  await expect(form.getByText("give the roof's size to see a typical cost")).toBeVisible();

  await fillQuoteForm(page, quoteValues(testInfo, { roofMaterial: 'Asphalt shingles' }));
  await footprint.fill('1,500');
  await expect(estimate).toHaveCount(0);
  // 1,500 sq ft x 1.118 = 1,677 sq ft of roof x $4.50-$7.50 (Alberta, x 1.0).
  await pitch.selectOption({ label: '6/12 (standard)' });
  await expect(estimate).toHaveText('Typical cost for a roof like yours: $7,500-$12,600');
  await expect(form.getByText('tear-off included; your bids may differ')).toBeVisible();

  // Steeper: 1,500 x 1.414 = 2,121 sq ft.
  await pitch.selectOption({ label: '12/12 (very steep)' });
  await expect(estimate).toHaveText('Typical cost for a roof like yours: $9,500-$15,900');
  // Metal: 2,121 x $9-$16.
  await field.roofMaterial.selectOption({ label: 'Metal' });
  await expect(estimate).toHaveText('Typical cost for a roof like yours: $19,100-$33,900');
  await field.roofMaterial.selectOption({ label: 'Not sure' });
  await expect(estimate).toHaveCount(0);
  await field.roofMaterial.selectOption({ label: 'Metal' });
  await expect(estimate).toBeVisible();

  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/get-quote with an estimate');
  expect(tableRequests, 'the table comes with the page').toEqual([]);

  // It never blocks the form: the request goes through with the size.
  await continueToPayment(page);
});
