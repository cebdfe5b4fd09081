import { expect } from 'vitest';
import { asUser, createContractor, createStaff, signIn } from '../../test-support/accounts.ts';
import { bidTerms, publishAuction } from '../../test-support/auctions.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

// What the contractor portal tests share: appTestFile's database and app per file, never reset
// (the tests of a file build on each other's rows; n keeps names and addresses apart),
// contractors, the owner whose details must stay hidden, and a bid.
export { app, clock, database } from '../../test-support/app-test-file.ts';
let n = 0;

/**
 * Registers the hooks in the calling test file; call it once at its top level. It returns the
 * file's helpers (they read the live app and database, so they work in every test).
 */
export function useContractorPortalApp() {
  appTestFile({ reset: false });
  return { roofer, ownerAuction, bid, expectNoOwnerPii };
}

/** A contractor record (AB unless told) with a signed-in contractor user. */
async function roofer(
  serviceArea: string[] = ['AB'],
  overrides: Parameters<typeof createContractor>[3] = {},
) {
  const i = (n += 1);
  const contractor = await createContractor(database, `Roofer ${i}`, serviceArea, overrides);
  const email = `user${i}@roofer.example.com`;
  await createStaff(database, email, 'contractor', contractor.id);
  const cookie = await signIn(app, 'staff', email);
  return { contractor, call: asUser(app, cookie) };
}

// The owner's details, each of which must never reach a contractor before the award.
export const owner = {
  name: 'Wilhelmina Quartermaine',
  email: 'wilhelmina.q@owner-mail.example',
  phone: '(587) 555-0199',
  address: '4521 Crowchild Trail NW, Calgary',
  postalCode: 't3a 2b7',
};
const secrets = [
  'Wilhelmina',
  'Quartermaine',
  'wilhelmina.q@owner-mail.example',
  'owner-mail',
  '555-0199',
  '5550199',
  '4521',
  'Crowchild',
  'T3A2B7',
  'T3A 2B7',
];

async function ownerAuction(overrides = {}) {
  n += 1;
  return publishAuction(app, database, {
    name: owner.name,
    email: owner.email.replace('@', `+${n}@`),
    phone: owner.phone,
    address: owner.address,
    postalCode: owner.postalCode,
    message: `Two layers of old shingles. Call ${owner.phone} or mail ${owner.email}.`,
    ...overrides,
  });
}

/** The portal's bid form as a contractor fills it in, with notes and more than one layer. */
const bid = (overrides: Record<string, unknown> = {}) =>
  bidTerms({
    tearOffLayers: 2,
    underlayment: 'synthetic-ice-water-eaves',
    notes: 'Includes new drip edge and haul-away.',
    ...overrides,
  });

const expectNoOwnerPii = (body: string, customerId: string) => {
  for (const secret of [...secrets, customerId]) expect(body).not.toContain(secret);
};
