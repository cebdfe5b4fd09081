import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { leadPipeline } from '../../db/schema/pipeline.ts';
import { defaultPreferences } from '#shared/constants/contractor-preferences.ts';
import { leadForm } from '../../test-support/fixtures.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';
import { addSalesPerson } from '../pipeline-automation/pipeline-test-data.ts';
import { insertLead, insertLeads, type QuoteRequestRow } from './leads.queries.ts';

appTestFile();

/** A stored quote request's row, as createLead hands it to the queries. */
function quoteRow(n: number, overrides: Partial<QuoteRequestRow> = {}): QuoteRequestRow {
  return {
    name: `Homeowner ${n}`,
    phone: '(403) 555-0134',
    email: `homeowner.${n}@example.com`,
    address: '123 Elbow Dr SW, Calgary',
    date: '2026-12-01',
    country: 'Canada',
    province: 'Alberta',
    postalCode: 'T2P 1J9',
    budget: '10k-20k',
    projectType: 'replacement',
    roofMaterial: null,
    propertyType: null,
    roofAge: null,
    urgency: null,
    message: null,
    couponCode: null,
    finalPriceCents: 9999,
    projectCompletionDate: null,
    roofAreaSqFt: n === 1 ? 1800 : null,
    footprintSqFt: null,
    roofPitch: null,
    ...defaultPreferences,
    referralCode: null,
    dealValueCents: n * 100_000,
    idempotencyKey: null,
    submittedAt: new Date(Date.UTC(2026, 10, 21, 12, 0, n)),
    ...overrides,
  };
}

const dealOf = async (contactSubmissionId: string) =>
  (
    await database.db
      .select({ rep: leadPipeline.assignedSalesPersonId, valueCents: leadPipeline.valueCents })
      .from(leadPipeline)
      .where(eq(leadPipeline.contactSubmissionId, contactSubmissionId))
  )[0];
const assigneeOf = async (contactSubmissionId: string) => (await dealOf(contactSubmissionId))?.rep;

describe('quote requests sent together share one INSERT', () => {
  it('stores every row of a batch and deals its leads out over the reps, least loaded first', async () => {
    const ann = await addSalesPerson(database, 'Ann Oldest', '2026-01-01T00:00:00Z');
    const ben = await addSalesPerson(database, 'Ben Middle', '2026-02-01T00:00:00Z');
    const cal = await addSalesPerson(database, 'Cal Newest', '2026-03-01T00:00:00Z');

    const created = await insertLeads(database.db, [
      quoteRow(1),
      quoteRow(2, { referralCode: cal.referralCode }),
      quoteRow(3),
      quoteRow(4),
      quoteRow(5),
    ]);

    expect(created.every((lead) => lead?.finalPriceCents === 9999)).toBe(true);
    const ids = created.map((lead) => lead!.id);
    expect(new Set(ids).size).toBe(5);
    const [first] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, ids[0]!));
    expect(first).toMatchObject({ name: 'Homeowner 1', roofAreaSqFt: 1800, date: '2026-12-01' });
    // The referred lead goes to its rep; the others, in the order sent, to Ann, Ben, Cal, Ann.
    expect(await Promise.all(ids.map(assigneeOf))).toEqual([
      ann.id,
      cal.id,
      ben.id,
      cal.id,
      ann.id,
    ]);
    // Each deal starts at the value sent with its own lead.
    expect((await Promise.all(ids.map(dealOf))).map((deal) => deal?.valueCents)).toEqual([
      100_000, 200_000, 300_000, 400_000, 500_000,
    ]);
  });

  it('answers nothing for a row whose Idempotency-Key already has a lead, in the batch or before', async () => {
    const key = 'a'.repeat(64);
    const [earlier] = await insertLeads(database.db, [quoteRow(1, { idempotencyKey: key })]);
    const created = await insertLeads(database.db, [
      quoteRow(2, { idempotencyKey: 'b'.repeat(64) }),
      quoteRow(3, { idempotencyKey: key }),
      quoteRow(4, { idempotencyKey: 'b'.repeat(64) }),
    ]);
    expect(earlier).toBeDefined();
    expect(created[0]).toBeDefined();
    expect(created.slice(1)).toEqual([undefined, undefined]);
    expect(await database.db.select().from(contactSubmissions)).toHaveLength(2);
  });

  it('stores nothing of a batch with a bad row, and a bad row sent with others fails alone', async () => {
    const bad = quoteRow(9, { finalPriceCents: -1 });
    await expect(insertLeads(database.db, [quoteRow(1), bad])).rejects.toThrow();
    expect(await database.db.select().from(contactSubmissions)).toHaveLength(0);

    // Ten at once: the first few go alone, the rest together with the bad one.
    const answers = await Promise.allSettled(
      [...Array.from({ length: 9 }, (_, i) => quoteRow(i + 1)), bad].map((row) =>
        insertLead(database.db, row),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<string>(9).fill('fulfilled'),
      'rejected',
    ]);
    expect(await database.db.select().from(contactSubmissions)).toHaveLength(9);
  });

  it('answers each of many simultaneous requests with its own stored lead, in the pipeline once', async () => {
    await addSalesPerson(database, 'Ann Oldest', '2026-01-01T00:00:00Z');
    await addSalesPerson(database, 'Ben Middle', '2026-02-01T00:00:00Z');
    const visitKey = 'c'.repeat(40);
    const send = (n: number, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: leadForm({ name: `Homeowner ${n}`, email: `homeowner.${n}@example.com` }),
        headers,
      });
    const answers = await Promise.all([
      ...Array.from({ length: 24 }, (_, n) => send(n)),
      send(100, { 'idempotency-key': visitKey }),
      send(100, { 'idempotency-key': visitKey }),
    ]);

    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(26).fill(201));
    const ids = answers.map((res) => res.json<{ id: string }>().id);
    expect(ids[24]).toBe(ids[25]);
    expect(new Set(ids).size).toBe(25);
    const stored = await database.db
      .select({ id: contactSubmissions.id, name: contactSubmissions.name })
      .from(contactSubmissions);
    expect(new Map(stored.map((row) => [row.id, row.name]))).toEqual(
      new Map(ids.map((id, n) => [id, `Homeowner ${n < 24 ? n : 100}`])),
    );
    const placed = await database.db.select().from(leadPipeline);
    expect(placed.map((row) => row.contactSubmissionId).sort()).toEqual([...new Set(ids)].sort());
  });
});
