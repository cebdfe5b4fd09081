import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { insertPipelineLead } from '../../test-support/pipeline.ts';
import {
  admin,
  database,
  pipelineTestFile,
  sales,
  sam,
  status,
} from '../../test-support/pipeline-test-file.ts';

pipelineTestFile({ goneRep: true });

describe('one lead, one status (issue #22)', () => {
  it('gives a board lead its column status in Admin → Leads, its details, filter and CSV', async () => {
    const { lead, submission } = await insertPipelineLead(database, {
      name: 'Dana Drop',
      salesPersonId: sam.id,
      statusId: status['New Lead']!.id,
    });
    const url = `/api/lead-pipeline/${lead.id}`;
    const detail = async () =>
      (await admin('GET', `/api/admin/contact-submissions/${submission.id}`)).json();
    expect(await detail()).toMatchObject({ leadStatus: 'new', pipelineStatus: 'New Lead' });

    await sales('PATCH', url, { statusId: status['Estimate Scheduled']!.id });
    expect(await detail()).toMatchObject({
      leadStatus: 'qualified',
      pipelineStatus: 'Estimate Scheduled',
    });

    const lost = await sales('PATCH', url, {
      statusId: status['Lost']!.id,
      lostReason: 'Went with a cousin',
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(await detail()).toMatchObject({ leadStatus: 'lost', pipelineStatus: 'Lost' });
    const lostList = (await admin('GET', '/api/admin/contact-submissions?leadStatus=lost')).json();
    expect(lostList.data.map((l: { name: string }) => l.name)).toEqual(['Dana Drop']);
    const csv = (await admin('GET', '/api/admin/export/leads.csv')).body;
    expect(csv.split('\n').find((line) => line.includes('Dana Drop'))).toContain('"Lost","Lost"');

    // The admin menu does not give a board lead a second status.
    const picked = await admin('PATCH', `/api/admin/contact-submissions/${submission.id}`, {
      leadStatus: 'nurturing',
    });
    expectFieldErrors(picked, {
      leadStatus: 'This lead is on the pipeline board: move its card there',
    });
    expect((await detail()).leadStatus).toBe('lost');
  });

  it('keeps a column and its leads saying the same status when the column changes', async () => {
    const { submission } = await insertPipelineLead(database, {
      salesPersonId: sam.id,
      statusId: status['Negotiating']!.id,
    });
    await database.db
      .update(contactSubmissions)
      .set({ leadStatus: 'negotiating' })
      .where(eq(contactSubmissions.id, submission.id));
    const columnUrl = `/api/job-statuses/${status['Negotiating']!.id}`;
    const edited = await admin('PUT', columnUrl, {
      name: 'Proposal Out',
      category: 'active',
      leadStatus: 'proposal_sent',
      order: 30,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Proposal Out', leadStatus: 'proposal_sent' });
    const [row] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, submission.id));
    expect(row!.leadStatus).toBe('proposal_sent');

    // An edit that does not name the lead status keeps it.
    const recoloured = await admin('PUT', columnUrl, { name: 'Proposal Out', color: '#EF4444' });
    expect(recoloured.json()).toMatchObject({ color: '#EF4444', leadStatus: 'proposal_sent' });

    // A column holding leads keeps its category: its leads were not won or lost.
    const toWon = await admin('PUT', columnUrl, { name: 'Proposal Out', category: 'won' });
    expect(toWon.statusCode).toBe(409);
    expect(toWon.json().error.fields).toEqual({
      category:
        'Leads sit in this status: move them to another status before changing its category',
    });
    // A won column stands for Won whatever is sent.
    const wonColumn = await admin('POST', '/api/job-statuses', {
      name: 'Signed',
      category: 'won',
      leadStatus: 'nurturing',
    });
    expect(wonColumn.json()).toMatchObject({ category: 'won', leadStatus: 'won' });
  });
});
