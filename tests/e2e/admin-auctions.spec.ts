import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, openAdminTab, test } from './fixtures/admin-tabs.ts';

// The demo auctions (src/server/db/demo-auctions.ts): one in every state.
test('the Auctions tab lists auctions by state, opens one and approves its completion', async ({
  page,
}) => {
  await openAdminTab(page, 'Auctions');
  const chips = page.getByRole('list', { name: 'Auctions by state' });
  await expect(chips.getByRole('button', { name: /^Completed \d+$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Auction list' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Auctions tab');

  await chips.getByRole('button', { name: /^Completed/ }).click();
  await expect(chips.getByRole('button', { name: /^Completed/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const table = page.getByRole('region', { name: 'Auction list' });
  // The demo homeowner's; another journey may have completed an auction of its own meanwhile.
  const rows = table.locator('tbody tr').filter({ hasText: 'Hannah Homeowner' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Completed');
  await rows.first().getByRole('button', { name: /^Open/ }).click();

  const dialog = page.getByRole('dialog', { name: /^Auction RB-/ });
  await expect(dialog.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'final-invoice.pdf' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the auction dialog');

  await dialog.getByRole('button', { name: 'Approve completion' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve this completion?' });
  await confirm.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('The reveal fee has been refunded.')).toBeVisible();
  await expect(dialog.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve completion' })).toHaveCount(0);
});
