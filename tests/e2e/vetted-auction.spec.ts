import sharp from 'sharp';
import {
  expectToast,
  openSetupLink,
  passwordFor,
  setPasswordAndOpenPortal,
} from './fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/client-address.ts';
import { roofPng } from './fixtures/photos.ts';
import {
  bidValues,
  contractorBrowser,
  invitedContractor,
  staffApi,
} from './fixtures/contractor-accounts.ts';
import { demoContractor, fillBid, openAuction, openBidDialog } from './fixtures/contractor.ts';
import { welcomeSetupLink } from './fixtures/customers.ts';
import {
  cards,
  continueToPayment,
  expectPaymentSuccess,
  fillQuoteForm,
  launchPrice,
  openCardPage,
  openQuoteForm,
  payWithCard,
  quoteForm,
  quoteValues,
} from './fixtures/quote.ts';

/**
 * Issue #23 joined up: the owner asks for contractors with 20 years in business and a 10-year
 * workmanship warranty and sends two roof photos with the quote form (one a phone JPEG with its
 * GPS position); the demo contractor serves the area but has 16 years, so it cannot bid; a
 * contractor vetted through its application (21 years) sees the photos, is refused a 5-year
 * warranty with the reason and bids; the owner reveals the bidders and opens its profile, at
 * desktop width and at 360 px.
 */

const phoneJpeg = async () => ({
  name: 'IMG_2041.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 90, height: 60, channels: 3, background: '#8a5a44' } })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 2/1 3/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '114/1 5/1 6/1',
      },
    })
    .jpeg()
    .toBuffer(),
});
// Bids staff took by phone, to fill the auction's four places (the fourth closes bidding).
const phoneBid = (orderId: string, sellerName: string, amount: number) => ({
  orderId,
  sellerName,
  starRating: '4.5',
  yearsInBusiness: '25',
  insuredAmountCents: 200_000_000,
  bonded: true,
  validLicense: true,
  bidAmount: String(amount),
  description: 'Full tear-off, 30-year shingles, 10-year workmanship warranty.',
});

test('preferences and photos shape who bids; the owner opens a vetted bidder’s profile', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000); // two purchases, an application and three browsers
  const staff = await staffApi(testInfo);
  const vetted = await invitedContractor(staff, testInfo);

  // The owner: the quote form with preferences and photos.
  const values = quoteValues(testInfo);
  await openQuoteForm(page);
  await fillQuoteForm(page, values);
  const form = quoteForm(page);
  const preferences = form.getByRole('group', { name: /What matters to you in a contractor/ });
  await preferences.getByLabel('Minimum years in business').selectOption({ label: '20 years' });
  await preferences.getByLabel('Minimum workmanship warranty').selectOption({ label: '10 years' });
  const photos = form.getByRole('group', { name: /Photos of your roof/ });
  // Named and typed like a photo, so only the server, reading its bytes, refuses it: the request
  // is saved, the owner stays on the form with the reason.
  await photos.getByLabel('Add photos').setInputFiles({
    name: 'roof.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('MZ this is not a photo'),
  });
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expectToast(
    page,
    'Your photos were not sent',
    'Your request is saved. Change the photos or remove them, then continue again.',
  );
  await expect(photos.getByText('Each photo must be a JPG, PNG or HEIC file')).toBeVisible();
  await photos.getByRole('button', { name: 'Remove roof photo 1' }).click();
  await photos
    .getByLabel('Add photos')
    .setInputFiles([await phoneJpeg(), await roofPng('#3a6b35'), await roofPng('#2f4f6f')]);
  const chosen = photos.getByRole('list', { name: 'Chosen roof photos' });
  await expect(chosen.getByRole('img')).toHaveCount(3);
  await photos.getByRole('button', { name: 'Remove roof photo 3' }).click();
  await expect(chosen.getByRole('img')).toHaveCount(2);
  await expect(photos.getByText('(2 chosen)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/get-quote with roof photos chosen');

  const sent = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /^\/api\/contact\/[\w-]+\/photos$/.test(new URL(response.url()).pathname),
  );
  await continueToPayment(page);
  expect(await (await sent).json()).toEqual({ count: 2, max: 8 });
  await openCardPage(page, launchPrice);
  await payWithCard(page, cards.approved, values.name);
  const orderNumber = await expectPaymentSuccess(page, launchPrice, values.email);
  const owner = {
    email: values.email,
    firstName: values.name.split(' ')[0]!,
    orderNumber,
    password: passwordFor('first'),
  };
  await openSetupLink(page, await welcomeSetupLink({ ...owner, values }));
  await setPasswordAndOpenPortal(page, owner);
  const [auction] = (await (await page.request.get('/api/customer/auctions')).json()).data as {
    id: string;
  }[];

  // In the area, licensed and insured, but 16 years in business: no auction, no bid.
  const demo = await contractorBrowser(browser, testInfo, demoContractor);
  const listed = await demo.api.get('/api/contractor/auctions');
  expect(JSON.stringify(await listed.json())).not.toContain(orderNumber);
  const refused = await demo.api.post(`/api/contractor/auctions/${auction!.id}/bids`, {
    data: bidValues('12,900'),
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toMatch(/20 years in business/);
  await demo.close();

  // Vetted through its application, 21 years: it sees the photos and the owner's preferences.
  const roofer = await contractorBrowser(browser, testInfo, vetted);
  await roofer.page.goto('/contractor');
  const card = await openAuction(roofer.page, orderNumber);
  await expect(card.getByRole('img', { name: /^Roof photo \d of 2$/ })).toHaveCount(2);
  await expect(card).toContainText('20 years in business');
  const shown = await roofer.page.request.get(
    (await card.getByRole('img', { name: 'Roof photo 1 of 2' }).getAttribute('src'))!,
  );
  expect((await sharp(await shown.body()).metadata()).exif).toBeUndefined();

  const dialog = await openBidDialog(card);
  await fillBid(dialog, '13,400');
  await dialog.getByLabel('Workmanship warranty (years)').fill('5');
  await dialog.getByRole('button', { name: /^Place bid/ }).click();
  await expect(dialog.getByText(/10 years/).first()).toBeVisible();
  await expect(dialog.getByLabel('Workmanship warranty (years)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog.getByLabel('Workmanship warranty (years)').fill('10');
  await dialog.getByRole('button', { name: /^Place bid/ }).click();
  await expect(dialog).toBeHidden();
  await roofer.close();

  for (const [i, firm] of ['Summit Roofing', 'Bow Valley Roofers', 'Chinook Exteriors'].entries()) {
    const placed = await staff.post('/api/admin/seller-bids', {
      data: phoneBid(auction!.id, firm, 13_900 + i * 650),
    });
    expect(placed.status(), await placed.text()).toBe(201);
  }
  await staff.dispose();

  // The owner compares, reveals and opens the vetted bidder's profile.
  await page.goto(`/customer-portal?auction=${auction!.id}`);
  await page.getByRole('button', { name: /^Reveal bidders \(\$99\.99\)$/ }).click();
  await payWithCard(page, cards.approved, values.name);
  await expect(page).toHaveURL(/\/customer-portal\?auction=[\w-]+$/);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const opener = page
      .getByRole('button', { name: `${vetted.companyName}: open the profile` })
      .filter({ visible: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const profile = page.getByRole('dialog', { name: vetted.companyName });
    await expect(profile).toContainText(/Licence verified on .+, insurance verified until/);
    // No reviews and no finished job yet: said, not invented.
    for (const term of ['Verified reviews', 'Typical response time', 'Award rate']) {
      await expect(profile.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(profile).toContainText('No reviews yet');
    await expect(profile).not.toContainText('@');
    expect((await profile.boundingBox())!.width).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page, `the bidder profile at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();
    await expect(opener).toBeFocused();
  }
  // A bid staff took by phone has no profile: its name is plain text.
  await expect(page.getByRole('button', { name: /Summit Roofing: open the profile/ })).toHaveCount(
    0,
  );
});
