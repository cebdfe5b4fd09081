import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password.ts';
import type { Db } from './client.ts';
import { contractors } from './schema/contractors.ts';
import { staffUsers } from './schema/staff.ts';

/** The demo contractor sign-in, printed at start in demo mode (like the demo staff sign-ins). */
export const demoContractorAccount = {
  email: 'contractor@demo.roofbid.ca',
  password: 'demo-contractor-roofbid',
  name: 'Pat Prairie',
  companyName: 'Prairie Peak Roofing',
} as const;

export const demoContractorNames = [
  'Prairie Peak Roofing',
  'Slate & Cedar Roofing',
  'Bow Valley Exteriors',
  'Northern Lights Roofing',
] as const;
export type DemoContractorName = (typeof demoContractorNames)[number];

const DAY = 86_400_000;
const day = (at: Date, days: number) =>
  new Date(at.getTime() + days * DAY).toISOString().slice(0, 10);

/** Four Alberta firms; Northern Lights' insurance has expired, so the portal says it cannot bid. */
function firms(now: Date) {
  return [
    {
      companyName: 'Prairie Peak Roofing',
      licenceNumber: 'AB-DEMO-20101',
      insuredAmountCents: 500_000_000,
      bonded: true,
      yearsInBusiness: 16,
      averageRating: '4.9',
      contactName: 'Pat Prairie',
      email: 'bids@prairiepeak.demo.roofbid.ca',
      phone: '(403) 555-0181',
      licenceExpiresOn: day(now, 400),
      insuranceExpiresOn: day(now, 300),
    },
    {
      companyName: 'Slate & Cedar Roofing',
      licenceNumber: 'AB-DEMO-20102',
      insuredAmountCents: 300_000_000,
      bonded: true,
      yearsInBusiness: 22,
      averageRating: '4.8',
      contactName: 'Morgan Slate',
      email: 'bids@slatecedar.demo.roofbid.ca',
      phone: '(403) 555-0182',
      licenceExpiresOn: day(now, 500),
      insuranceExpiresOn: day(now, 250),
    },
    {
      companyName: 'Bow Valley Exteriors',
      licenceNumber: 'AB-DEMO-20103',
      insuredAmountCents: 200_000_000,
      bonded: false,
      yearsInBusiness: 9,
      averageRating: '4.7',
      contactName: 'Robin Bow',
      email: 'bids@bowvalley.demo.roofbid.ca',
      phone: '(587) 555-0183',
      licenceExpiresOn: day(now, 200),
      insuranceExpiresOn: day(now, 180),
    },
    {
      companyName: 'Northern Lights Roofing',
      licenceNumber: 'AB-DEMO-20104',
      insuredAmountCents: 200_000_000,
      bonded: true,
      yearsInBusiness: 7,
      averageRating: '4.6',
      contactName: 'Aurora North',
      email: 'bids@northernlights.demo.roofbid.ca',
      phone: '(780) 555-0184',
      licenceExpiresOn: day(now, 365),
      insuranceExpiresOn: day(now, -12),
    },
  ] satisfies (typeof contractors.$inferInsert & { companyName: DemoContractorName })[];
}

/**
 * Demo mode only: the four demo contractors serving Alberta and the demo contractor user of
 * Prairie Peak Roofing. Idempotent (found by licence number and e-mail, so a restart neither
 * duplicates nor resets staff edits); answers their ids by company name.
 */
export async function seedDemoContractors(db: Db, now: Date) {
  const wanted = firms(now);
  const licences = wanted.map((firm) => firm.licenceNumber);
  const existing = () =>
    db
      .select({ id: contractors.id, licenceNumber: contractors.licenceNumber })
      .from(contractors)
      .where(inArray(contractors.licenceNumber, licences));
  // One look on every start; the inserts only when a firm is missing (the first start).
  let found = await existing();
  const missing = wanted.filter(
    (firm) => !found.some((row) => row.licenceNumber === firm.licenceNumber),
  );
  if (missing.length > 0) {
    await db
      .insert(contractors)
      .values(
        missing.map((firm) => {
          const vettedAt = new Date(now.getTime() - 180 * DAY);
          // Recorded by staff like the firms before document uploads: their licence and
          // insurance count as approved when vetted (docs/decisions/contractor-vetting.md).
          return {
            ...firm,
            serviceArea: ['AB'],
            vettedAt,
            licenceVerifiedAt: vettedAt,
            insuranceVerifiedAt: vettedAt,
          };
        }),
      )
      .onConflictDoNothing();
    found = await existing();
  }
  const ids = {} as Record<DemoContractorName, string>;
  for (const firm of wanted) {
    const id = found.find((row) => row.licenceNumber === firm.licenceNumber)?.id;
    if (id) ids[firm.companyName] = id;
  }
  const [user] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, demoContractorAccount.email));
  if (!user) {
    await db
      .insert(staffUsers)
      .values({
        email: demoContractorAccount.email,
        name: demoContractorAccount.name,
        role: 'contractor',
        contractorId: ids['Prairie Peak Roofing'],
        passwordHash: await hashPassword(demoContractorAccount.password),
        isDemo: true,
      })
      .onConflictDoNothing();
  }
  return ids;
}
