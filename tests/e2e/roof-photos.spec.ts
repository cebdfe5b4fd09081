import { customerWithPassword } from './fixtures/customers.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/client-address.ts';
import { roofPng } from './fixtures/photos.ts';
import { expectNoHorizontalScroll } from './fixtures/site.ts';
import { demoContractor, openAuction, signInAsContractor } from './fixtures/contractor.ts';

/**
 * Roof photos (issue #23 part 3): the owner adds photos to the published auction in the portal,
 * removes one after confirming, and the in-area demo contractor sees the rest on the auction's
 * card with the roof size. The owner's quote is in Calgary (AB), the demo contractor serves AB.
 */

test('an owner adds and removes roof photos; an in-area contractor sees them', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // a purchase, an upload and two portals
  const owner = await customerWithPassword(page, testInfo);
  // The auction, with its photos, is on the portal's bids tab.
  await page.getByRole('tab', { name: 'Contractor Bids' }).click();
  const section = page.getByRole('region', { name: 'Roof photos' });
  await expect(section.getByText('0 of 8')).toBeVisible();

  await section
    .getByLabel('Add photos')
    .setInputFiles([await roofPng('#aa3333'), await roofPng('#33aa33'), await roofPng('#3333aa')]);
  await expect(section.getByText('3 of 8')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Roof photo 3 of 3' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the roof photos section');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'the roof photos section at 360 px');

  await section.getByRole('button', { name: 'Remove roof photo 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove roof photo 1?' });
  await expectNoSeriousA11yViolations(page, 'the remove photo dialog at 360 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page, 'the remove photo dialog');
  await confirm.getByRole('button', { name: 'Remove photo' }).click();
  await expect(section.getByText('2 of 8')).toBeVisible();

  // A file that is not an image is refused by its bytes, whatever its name.
  await section.getByLabel('Add photos').setInputFiles({
    name: 'roof.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('MZ this is not a photo'),
  });
  await expect(section.getByText('Each photo must be a JPG, PNG or HEIC file')).toBeVisible();
  await expect(section.getByText('2 of 8')).toBeVisible();

  const contractor = await browser.newPage();
  await signInAsContractor(contractor, demoContractor.email, demoContractor.password);
  const card = await openAuction(contractor, owner.orderNumber);
  await expect(card.getByRole('img', { name: 'Roof photo 1 of 2' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Roof photo 2 of 2' })).toBeVisible();
  await expect(card.getByText('Roof size')).toBeVisible();
  // The original is for the awarded contractor only.
  await expect(card.getByRole('link', { name: /Full size/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(contractor, 'the auction card with photos');
  await contractor.close();
});
