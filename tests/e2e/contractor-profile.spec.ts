import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/client-address.ts';
import { demoContractor } from './fixtures/contractor.ts';

/**
 * Issue #23 part 4: /rate-contractor's picker of vetted contractors. The profile a bidder's name
 * opens after the reveal is in vetted-auction.spec.ts, the whole journey.
 */

test('/rate-contractor offers the vetted contractors and says what happens next', async ({
  page,
}, testInfo) => {
  await page.goto('/rate-contractor');
  const form = page.getByRole('main').locator('form');
  const picker = form.getByRole('combobox', { name: 'Contractor', exact: true });
  await expect(picker.locator('option', { hasText: demoContractor.companyName })).toHaveCount(1);
  await expect(form.getByLabel("Contractor's company name")).toHaveCount(0);
  await picker.selectOption({ label: 'Not listed' });
  await expect(form.getByLabel("Contractor's company name")).toBeVisible();
  await picker.selectOption({ label: demoContractor.companyName });
  await form.getByLabel('Your name').fill('Morgan Ellis');
  await form
    .getByLabel('Your e-mail')
    .fill(`profile-${testInfo.workerIndex}-${Date.now()}@example.com`);
  await form.getByLabel('Project type').selectOption({ label: 'Roof replacement' });
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 stars: Excellent' }) })
    .click();
  await form.getByRole('button', { name: 'Submit review' }).click();
  const next = page.getByRole('region', { name: /your review is pending moderation/ });
  await expect(next).toContainText('What happens next');
  await expect(next.getByRole('heading', { level: 2 })).toBeFocused();
  await expectNoSeriousA11yViolations(page, '/rate-contractor after a review is sent');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSeriousA11yViolations(page, '/rate-contractor after a review is sent, at 360 px');
});
