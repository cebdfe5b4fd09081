import type { AnalyticsReport } from '../../src/shared/schemas/analytics.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, openAdminTab, test } from './fixtures/admin-tabs.ts';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// The demo traffic (src/server/db/demo-analytics.ts) of a past range: nothing the other
// journeys do while this runs lands there, so the figures on screen are fixed.
test('the Analytics tab shows the figures, funnel and weeks of the chosen range', async ({
  page,
}) => {
  await openAdminTab(page, 'Analytics');
  const tab = page.getByRole('tabpanel', { name: 'Analytics' });
  await expect(tab.getByRole('list', { name: 'Funnel' })).toBeVisible();
  await expect(tab.getByLabel('From')).not.toHaveValue('');

  const today = await tab.getByLabel('To').inputValue();
  const from = addDays(today, -49);
  const to = addDays(today, -29);
  await tab.getByLabel('From').fill(from);
  await tab.getByLabel('To').fill(to);
  await expect(tab.getByText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d+ to /)).toContainText(
    new Date(`${to}T00:00:00Z`).toLocaleDateString('en-CA', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
  );

  const res = await page.request.get(`/api/admin/analytics?from=${from}&to=${to}`);
  const report = (await res.json()) as AnalyticsReport;
  const count = (step: string) => report.funnel.find((s) => s.step === step)!.count;
  expect(count('visit')).toBeGreaterThan(0);
  const figures = tab.getByRole('definition');
  await expect(figures.nth(0)).toHaveText(count('visit').toLocaleString('en-CA'));
  await expect(figures.nth(1)).toHaveText(count('lead').toLocaleString('en-CA'));
  await expect(figures.nth(3)).toHaveText(count('paid').toLocaleString('en-CA'));

  const funnel = tab.getByRole('list', { name: 'Funnel' }).getByRole('listitem');
  await expect(funnel).toHaveCount(6);
  const started = report.funnel[1]!;
  await expect(funnel.nth(1)).toContainText('Quote form started');
  await expect(funnel.nth(1)).toContainText(`${started.count}`);
  await expect(funnel.nth(1)).toContainText(`${started.conversionPercent}%`);
  await expect(tab.getByRole('list', { name: 'Visits per day' }).getByRole('listitem')).toHaveCount(
    21,
  );
  const weeks = tab.getByRole('list', { name: 'Leads per week by source' }).getByRole('listitem');
  await expect(weeks).toHaveCount(report.weeks.length);
  const first = report.weeks[0]!;
  await expect(weeks.first()).toContainText(
    `Direct ${first.direct} · Rep QR ${first.repQr} · Payment link ${first.paymentLink}`,
  );
  await expectNoSeriousA11yViolations(page, 'the Analytics tab');

  // Long before any traffic: the empty state.
  await tab.getByLabel('From').fill('2020-01-06');
  await tab.getByLabel('To').fill('2020-01-12');
  await expect(tab.getByText('No visits, leads or payments in this range.')).toBeVisible();
});

test('/get-quote reports quote_started once, on the first field the homeowner enters', async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/event') {
      events.push(request.postData() ?? '');
    }
  });
  await page.goto('/get-quote');
  await page.getByLabel('Full Name').waitFor();
  expect(events).toEqual([]);
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/analytics/event',
  );
  await page.getByLabel('Full Name').click();
  const response = await answered;
  // The server takes what the page sends: one visit's id with the event.
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toEqual({
    name: 'quote_started',
    visitId: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  await page.getByLabel('Full Name').fill('Jane');
  await page.getByLabel('Phone').click();
  await expect.poll(() => events.length).toBe(1);
});
