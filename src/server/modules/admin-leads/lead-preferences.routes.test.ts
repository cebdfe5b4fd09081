import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  preferenceCsvHeader,
} from '#shared/constants/contractor-preferences.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { leadPipeline } from '../../db/schema/pipeline.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { leadForm, submitLead } from '../../test-support/fixtures.ts';
import { insertSalesPerson } from '../../test-support/pipeline.ts';
import { admin, app, database, useAdminLeadsApp } from './admin-leads.test-setup.ts';

/**
 * Issue #23 part 2: the quote request carries the owner's contractor preferences; they are
 * stored on the lead and shown in the admin lead details, the pipeline drawer and the CSV.
 */

useAdminLeadsApp();

const chosen = {
  bondedRequired: true,
  minYearsInBusiness: 10,
  minWorkmanshipWarrantyYears: null,
  verifiedReviewsOnly: true,
};

describe("the owner's contractor preferences on the lead", () => {
  it('stores them and shows them in the lead details, the pipeline drawer and the CSV', async () => {
    // New leads land on the sales board once it has a rep.
    await insertSalesPerson(database, 'Quinn QR');
    // The form sends text; "" is no minimum.
    const lead = await submitLead(app, {
      name: 'Particular Owner',
      bondedRequired: 'true',
      minYearsInBusiness: '10',
      minWorkmanshipWarrantyYears: '',
      verifiedReviewsOnly: true,
    });
    const plain = await submitLead(app, { name: 'Easygoing Owner', email: 'easy@example.com' });
    const [stored] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, lead.id));
    expect(stored).toMatchObject(chosen);

    const detail = await admin('GET', `/api/admin/contact-submissions/${lead.id}`);
    expect(detail.json().preferences).toEqual(chosen);
    const easy = await admin('GET', `/api/admin/contact-submissions/${plain.id}`);
    expect(easy.json().preferences).toEqual(defaultPreferences);

    const [deal] = await database.db
      .select({ id: leadPipeline.id })
      .from(leadPipeline)
      .where(eq(leadPipeline.contactSubmissionId, lead.id));
    const drawer = await admin('GET', `/api/lead-pipeline/${deal!.id}`);
    expect(drawer.statusCode).toBe(200);
    expect(drawer.json().contact.preferences).toEqual(chosen);

    const csv = await admin('GET', '/api/admin/export/leads.csv');
    // Every cell is quoted; these hold no quote or comma of their own.
    const [header, ...rows] = csv.body.replaceAll('"', '').trim().split('\r\n');
    expect(header!.endsWith(preferenceCsvHeader.join(','))).toBe(true);
    const particular = rows.find((row) => row.includes('Particular Owner'))!;
    expect(particular.endsWith('Bonded,At least 10 years in business,,Has verified reviews')).toBe(
      true,
    );
    expect(rows.find((row) => row.includes('Easygoing Owner'))!.endsWith(',,,,')).toBe(true);
  });

  it('refuses values out of range with field errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...leadForm(),
        bondedRequired: 'maybe',
        minYearsInBusiness: 51,
        minWorkmanshipWarrantyYears: '2.5',
        verifiedReviewsOnly: 1,
      },
    });
    expectFieldErrors(res, {
      bondedRequired: 'Choose yes or no',
      minYearsInBusiness: 'Choose no minimum or a whole number of years from 0 to 50',
      minWorkmanshipWarrantyYears: 'Choose no minimum or a whole number of years from 0 to 25',
      verifiedReviewsOnly: 'Choose yes or no',
    });
  });
});
