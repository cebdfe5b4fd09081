import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import { contractorApplications } from '../../db/schema/contractor-applications.ts';
import { files } from '../../db/schema/files.ts';
import { rowCount } from '../../test-support/counts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { samples } from '../../test-support/upload-samples.ts';
import {
  allDocuments,
  APPLICANT,
  applicationFields,
  database,
  documentFile,
  documentsOf,
  mailTo,
  sendApplication,
  storedApplication,
  useApplicationsApp,
} from './contractor-applications.test-setup.ts';

useApplicationsApp();

const nothingStored = async () => {
  expect(await rowCount(database, contractorApplications)).toBe(0);
  expect(await rowCount(database, files)).toBe(0);
};

describe('POST /api/contractor-applications', () => {
  it('stores the application, normalised, with its documents, and e-mails "received"', async () => {
    const res = await sendApplication([...applicationFields(), ...allDocuments()]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, id: expect.any(String) });
    expect(res.json().message).toMatch(/received/);
    const application = await storedApplication(res.json().id);
    expect(application).toMatchObject({
      companyName: 'Chinook Roofing Ltd.',
      phone: '(403) 555-0123',
      email: APPLICANT,
      serviceArea: ['AB', 'T2P'],
      yearsInBusiness: 12,
      licenceNumber: 'AB-12345',
      insuredAmountCents: 200_000_000,
      bonded: true,
      wcbAccount: 'WCB-998877',
      status: 'submitted',
      contractorId: null,
    });
    const documents = await documentsOf(application.id);
    expect(documents.map((d) => [d.kind, d.status, d.expiresOn]).sort()).toEqual([
      ['insurance', 'pending', '2027-03-31'],
      ['licence', 'pending', '2027-06-30'],
      ['wcb', 'pending', null],
    ]);
    const stored = await database.db.select().from(files);
    expect(stored.map((f) => [f.kind, f.contentType]).sort()).toEqual([
      ['contractor_document', 'application/pdf'],
      ['contractor_document', 'image/jpeg'],
      ['contractor_document', 'image/png'],
    ]);
    const [mail] = await mailTo(APPLICANT);
    expect(mail).toMatchObject({ template: 'contractor_vetting' });
    expect(mail!.subject).toBe('We received your RoofBid contractor application');
    expect(mail!.textBody).toContain('Chinook Roofing Ltd.');
  });

  it('takes the application without the optional WCB letter', async () => {
    const res = await sendApplication([
      ...applicationFields({ bonded: 'false', wcbAccount: '' }),
      documentFile('licence'),
      documentFile('insurance'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedApplication(res.json().id)).toMatchObject({
      bonded: false,
      wcbAccount: null,
    });
  });

  it('names each bad field and stores nothing', async () => {
    const res = await sendApplication([
      ...applicationFields({
        companyName: ' ',
        phone: '555-12',
        email: 'not-an-address',
        serviceArea: 'Calgary',
        yearsInBusiness: 'many',
        licenceExpiresOn: '2027-02-30',
      }),
      ...allDocuments(),
    ]);
    expectFieldErrors(res, {
      companyName: 'Company name is required',
      phone: 'Enter a phone number with 10 digits',
      email: 'Enter a valid contact e-mail address',
      serviceArea:
        'Use province codes (AB, BC, ... YT) or postal-code prefixes such as T2P, separated by commas',
      yearsInBusiness: 'Enter the years in business as a whole number',
      licenceExpiresOn: 'Enter a valid date',
    });
    await nothingStored();
  });

  it('requires the licence and insurance documents, and refuses lapsed ones', async () => {
    const missing = await sendApplication([...applicationFields(), documentFile('insurance')]);
    expectFieldErrors(missing, { licence: 'Attach the business licence' });
    const lapsed = await sendApplication([
      ...applicationFields({ insuranceExpiresOn: '2026-11-20' }),
      ...allDocuments(),
    ]);
    expectFieldErrors(lapsed, {
      insuranceExpiresOn: 'This insurance has expired: send the renewed certificate',
    });
    await nothingStored();
  });

  it('reads the type from the bytes: a program named .pdf is refused', async () => {
    const res = await sendApplication([
      ...applicationFields(),
      documentFile('insurance'),
      documentFile('licence', samples.exe(), 'licence.pdf'),
    ]);
    expectFieldErrors(res, { licence: 'The business licence must be a PDF, JPG or PNG file' });
    await nothingStored();
  });

  it('refuses a document over 10 MB with 413, keeping none of the form', async () => {
    const res = await sendApplication([
      ...applicationFields(),
      documentFile('licence'),
      documentFile('insurance', samples.pdfOfSize(MAX_UPLOAD_BYTES + 1)),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields).toEqual({
      insurance: 'The certificate of insurance must be 10 MB or smaller',
    });
    await nothingStored();
  });
});
