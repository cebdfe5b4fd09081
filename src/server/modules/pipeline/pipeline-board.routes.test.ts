import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { jobStatuses } from '../../db/schema/pipeline.ts';
import { signedInContractor, signedInCustomer } from '../../test-support/accounts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { insertPipelineLead } from '../../test-support/pipeline.ts';
import {
  admin,
  app,
  board,
  clock,
  database,
  fiveLeads,
  minutes,
  names,
  pipelineTestFile,
  rita,
  sales,
  sam,
  status,
} from '../../test-support/pipeline-test-file.ts';

pipelineTestFile({ goneRep: true });

describe('the board', () => {
  it('computes the stat cards in SQL for the filters, against figures worked out by hand', async () => {
    await fiveLeads();
    const all = await board();
    // 10,000.00 + 2,500.50 + 5,000.00 + 1,000.00 + 333.33; open leads: A, B and E only:
    // 10,000 × 50% + 2,500.50 × 20% + 333.33 × 33% = 5,000 + 500.10 + 109.9989 = 5,610.0989.
    expect(all.stats).toEqual({
      totalLeads: 5,
      totalValueCents: 1_883_383,
      salesTeam: 2,
      weightedForecastCents: 561_010,
    });
    const ritas = await board(`?salesPersonId=${rita.id}`);
    // B, D, E: 2,500.50 + 1,000 + 333.33; open: 500.10 + 109.9989.
    expect(ritas.stats).toEqual({
      totalLeads: 3,
      totalValueCents: 383_383,
      salesTeam: 2,
      weightedForecastCents: 61_010,
    });
    const contacted = await board(`?statusId=${status['Contacted']!.id}`);
    expect(contacted.stats.totalLeads).toBe(1);
    expect(contacted.columns.map((c) => c.status.name)).toEqual(['Contacted']);
  });

  it('shows one column per active open status, by order then newest, with counts and values', async () => {
    const { e } = await fiveLeads();
    // Eve came through Sam's QR code.
    await database.db
      .update(contactSubmissions)
      .set({ referredBySalesPersonId: sam.id })
      .where(eq(contactSubmissions.id, e.submission.id));
    clock.advance(1000);
    await database.db.insert(jobStatuses).values([
      // Newer than the seeded Estimate Scheduled of the same order.
      {
        name: 'Site Visit',
        order: 40,
        category: 'active',
        createdAt: new Date(Date.now() + 60_000),
      },
      { name: 'Retired', order: 99, category: 'active', isActive: false },
    ]);
    const all = await board();
    expect(all.columns.map((c) => c.status.name)).toEqual([
      'New Lead',
      'Contacted',
      'Site Visit',
      'Estimate Scheduled',
      'Negotiating',
    ]);
    const newLeads = all.columns[0]!;
    expect(newLeads.count).toBe(2);
    expect(newLeads.valueCents).toBe(1_033_333);
    // Most recently touched first.
    expect(names(newLeads.cards)).toEqual(['Eve Evans', 'Alice Archer']);
    expect(newLeads.nextCursor).toBeNull();
    expect(newLeads.cards[0]!.referralRep).toEqual({ id: sam.id, name: 'Sam Sales' });
    expect(newLeads.cards[1]).toMatchObject({
      valueCents: 1_000_000,
      probability: 50,
      email: 'alice.archer@example.com',
      salesPerson: { id: sam.id, name: 'Sam Sales' },
      status: { name: 'New Lead', category: 'active' },
      referralRep: null,
      orderNumber: null,
    });
  });

  it('narrows to "mine", a sales person and a search of name, e-mail or phone', async () => {
    await fiveLeads();
    const mine = await board('?mine=true', sales);
    expect(mine.stats.totalLeads).toBe(2);
    expect(mine.columns.flatMap((c) => names(c.cards))).toEqual(['Alice Archer']);
    // An admin who is not a sales person has no leads of their own.
    expect((await board('?mine=true')).stats.totalLeads).toBe(0);
    expect((await board('?search=evans')).stats.totalLeads).toBe(1);
    expect((await board('?search=BOB.BAKER@')).stats.totalLeads).toBe(1);
    expect((await board('?search=403%20555')).stats.totalLeads).toBe(5);
    expect((await board(`?search=alice&salesPersonId=${rita.id}`)).stats.totalLeads).toBe(0);
  });

  it('loads a column page by page with a cursor, without gaps or repeats', async () => {
    for (let i = 0; i < 45; i++) {
      await insertPipelineLead(database, {
        name: `Lead ${String(i).padStart(2, '0')}`,
        salesPersonId: sam.id,
        statusId: status['Contacted']!.id,
        valueCents: 100,
        // Pairs share a timestamp: the id breaks the tie.
        updatedAt: minutes(Math.floor(i / 2)),
      });
    }
    const column = (await board()).columns.find((c) => c.status.name === 'Contacted')!;
    expect(column.count).toBe(45);
    expect(column.cards).toHaveLength(20);
    const seen = names(column.cards);
    let cursor = column.nextCursor;
    let pages = 1;
    while (cursor) {
      const res = await admin(
        'GET',
        `/api/lead-pipeline?column=${status['Contacted']!.id}&cursor=${cursor}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.view).toBe('column');
      seen.push(...names(page.cards));
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(45);
    expect(seen[0]).toBe('Lead 44');
    expect(seen.slice(1, 3).sort()).toEqual(['Lead 42', 'Lead 43']);
    expect(seen.at(-1)).toMatch(/Lead 0[01]/);

    const bad = await admin(
      'GET',
      `/api/lead-pipeline?column=${status['Contacted']!.id}&cursor=abc`,
    );
    expectFieldErrors(bad, { cursor: 'Invalid cursor' });
  });

  it('lists with sorting and paging', async () => {
    await fiveLeads();
    const list = async (query: string) => {
      const res = await admin('GET', `/api/lead-pipeline?view=list&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const byValue = await list('sort=value&direction=asc');
    expect(names(byValue.data)).toEqual([
      'Eve Evans',
      'Dan Dyer',
      'Bob Baker',
      'Carol Cooper',
      'Alice Archer',
    ]);
    expect(byValue).toMatchObject({ view: 'list', total: 5, totalCapped: false, page: 1 });
    expect(byValue.stats.totalLeads).toBe(5);
    expect(names((await list('sort=name&direction=desc&pageSize=2&page=2')).data)).toEqual([
      'Carol Cooper',
      'Bob Baker',
    ]);
    expect(names((await list('sort=updatedAt')).data)[0]).toBe('Eve Evans');
    const bad = await admin('GET', '/api/lead-pipeline?view=list&sort=colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.sort).toBe('Choose a sort');
  });

  it('is for sales and admin staff only', async () => {
    const { call: customer } = await signedInCustomer(app, database, 'cust@example.com');
    const { call: contractor } = await signedInContractor(app, database, 'Peak Roofing');
    expect((await app.inject({ method: 'GET', url: '/api/lead-pipeline' })).statusCode).toBe(401);
    expect((await customer('GET', '/api/lead-pipeline')).statusCode).toBe(401);
    expect((await contractor('GET', '/api/lead-pipeline')).statusCode).toBe(403);
    expect((await sales('GET', '/api/lead-pipeline')).statusCode).toBe(200);
  });
});
