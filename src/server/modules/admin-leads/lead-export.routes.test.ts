import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dropdownOptions } from '../../db/schema/content.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { leadPipeline } from '../../db/schema/pipeline.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { insertSalesPerson, statusesByName } from '../../test-support/pipeline.ts';
import { admin, app, database, useAdminLeadsApp } from './admin-leads.test-setup.ts';

useAdminLeadsApp();

/** A CSV download's rows as cells, quoted cells ("Under $5,000") read whole. */
function csvRows(body: string) {
  return body
    .trim()
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (const char of line) {
        if (char === '"') quoted = !quoted;
        else if (char === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += char;
      }
      return [...cells, cell];
    });
}

describe('exporting leads as CSV', () => {
  it('exports the filtered leads as CSV', async () => {
    await submitLead(app, { name: 'Export Me', projectType: 'repair' });
    await submitLead(app, { name: 'Not Me', projectType: 'replacement' });
    const res = await admin('GET', '/api/admin/export/leads.csv?projectType=repair');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Export Me');
  });

  // Issue #22 item 5: the export showed option codes and a blank "Converted", and left out the
  // lead score, the referral and where the lead stands on the sales board.
  it('exports labels, Yes or No, the lead score, the referral and the pipeline status', async () => {
    const rep = await insertSalesPerson(database, 'Quinn QR');
    const referred = await submitLead(app, {
      name: 'Referred Lead',
      email: 'referred@example.com',
      projectType: 'emergency-service',
      budget: 'under-5k',
      urgency: 'within-month',
      postalCode: 't3h5l2',
      referralCode: rep.referralCode,
    });
    const plain = await submitLead(app, { name: 'Plain Lead', email: 'plain@example.com' });
    // Every new lead lands on the board; this one is won, the other taken off it.
    const { Won } = await statusesByName(database);
    await database.db
      .update(leadPipeline)
      .set({ statusId: Won!.id })
      .where(eq(leadPipeline.contactSubmissionId, referred.id));
    await database.db.delete(leadPipeline).where(eq(leadPipeline.contactSubmissionId, plain.id));
    const detail = (await admin('GET', `/api/admin/contact-submissions/${referred.id}`)).json();

    const [header, ...rows] = csvRows((await admin('GET', '/api/admin/export/leads.csv')).body);
    const cells = (name: string) => {
      const row = rows.find((r) => r[1] === name)!;
      return Object.fromEntries(header!.map((column, i) => [column, row[i]]));
    };
    expect(cells('Referred Lead')).toMatchObject({
      'Project type': 'Emergency service',
      Budget: 'Under $5,000',
      Urgency: 'Within a month',
      'Postal code': 'T3H 5L2',
      'Lead score': String(detail.leadScore),
      'Lead status': 'New',
      'Pipeline status': 'Won',
      'Referred by': `Quinn QR (${rep.referralCode})`,
      Converted: 'No',
    });
    expect(cells('Plain Lead')).toMatchObject({
      'Project type': 'Roof replacement',
      'Pipeline status': 'Not in pipeline',
      'Referred by': '',
      Converted: 'No',
    });
  });

  it('exports an option by the label the admin gave it', async () => {
    await submitLead(app, { name: 'Relabelled', budget: 'under-5k' });
    await database.db
      .update(dropdownOptions)
      .set({ label: 'Less than five thousand' })
      .where(and(eq(dropdownOptions.category, 'budget'), eq(dropdownOptions.value, 'under-5k')));
    const csv = (await admin('GET', '/api/admin/export/leads.csv')).body;
    expect(csv).toContain('"Less than five thousand"');
    expect(csv).not.toContain('under-5k');
  });

  // Issue #21 item 8: a phone stored before phones were limited to digits and + ( ) - . still
  // opens as text in an Excel that splits on ";".
  it('exports a stored formula-like phone as text, every field quoted', async () => {
    const { id } = await submitLead(app, { name: 'Old Lead' });
    await database.db
      .update(contactSubmissions)
      .set({ phone: ";=cmd|'/C calc 4035550100'!A0;" })
      .where(eq(contactSubmissions.id, id));
    const res = await admin('GET', '/api/admin/export/leads.csv');
    const [, line] = res.body.split('\r\n');
    expect(line).toContain(`";'=cmd|'/C calc 4035550100'!A0;"`);
    expect(line!.startsWith('"') && line!.endsWith('"')).toBe(true);
    for (const cell of line!.split(';').slice(1)) expect(cell).not.toMatch(/^[ "]*[=+\-@]/);
  });
});
