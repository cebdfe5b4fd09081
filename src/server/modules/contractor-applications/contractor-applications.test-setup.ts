import { eq } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import {
  contractorApplications,
  contractorDocuments,
} from '../../db/schema/contractor-applications.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { staffCookies } from '../../test-support/accounts.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';
import { multipartForm, samples, type FormEntry } from '../../test-support/upload-samples.ts';

// What the contractor application tests share: appTestFile's database and app per file, a fresh
// database before each test with an admin, a sales person and a contractor user signed in.
export { app, clock, database } from '../../test-support/app-test-file.ts';
export const cookies = { admin: '', sales: '', contractor: '' };

export function useApplicationsApp(options: Parameters<typeof appTestFile>[0] = {}) {
  appTestFile(options);
  beforeEach(async () => {
    Object.assign(cookies, await staffCookies(app, database));
  });
}

export const APPLICANT = 'pat@chinook-roofing.example.com';

export const applicationFields = (overrides: Record<string, string> = {}): FormEntry[] =>
  Object.entries({
    companyName: 'Chinook Roofing Ltd.',
    contactName: 'Pat Chinook',
    phone: '403 555 0123',
    email: 'Pat@Chinook-Roofing.example.com',
    serviceArea: 'ab, t2p',
    yearsInBusiness: '12',
    licenceNumber: 'ab-12345',
    licenceExpiresOn: '2027-06-30',
    insuredAmount: '2,000,000',
    insuranceExpiresOn: '2027-03-31',
    bonded: 'true',
    wcbAccount: 'WCB-998877',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

export const documentFile = (
  name: string,
  file: Buffer = samples.pdf(),
  filename = `${name}.pdf`,
): FormEntry => ({ name, file, filename, type: 'application/pdf' });

export const allDocuments = () => [
  documentFile('licence'),
  documentFile('insurance', samples.png(), 'insurance.png'),
  documentFile('wcb', samples.jpeg(), 'wcb.jpg'),
];

export async function sendApplication(entries: FormEntry[], remoteAddress?: string) {
  const form = await multipartForm(entries);
  return app.inject({
    method: 'POST',
    url: '/api/contractor-applications',
    headers: form.headers,
    payload: form.payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A stored application with its three documents; answers its id. */
export async function applied(overrides: Record<string, string> = {}) {
  const res = await sendApplication([...applicationFields(overrides), ...allDocuments()]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

export const adminCall = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  app.inject({
    method,
    url,
    headers: { cookie: cookie ?? cookies.admin },
    ...(payload === undefined ? {} : { payload }),
  });

export async function storedApplication(id: string) {
  const [row] = await database.db
    .select()
    .from(contractorApplications)
    .where(eq(contractorApplications.id, id));
  return row!;
}

export const documentsOf = (applicationId: string) =>
  database.db
    .select()
    .from(contractorDocuments)
    .where(eq(contractorDocuments.applicationId, applicationId));

export const mailTo = (address: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
