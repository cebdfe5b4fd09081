import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { PipelineBoard, PipelineCard } from '#shared/schemas/pipeline/leads.ts';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { asUser, signIn } from './accounts.ts';
import { insertPipelineLead, insertSalesPerson, pipelineTeam, statusesByName } from './pipeline.ts';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase, resetDatabase } from './test-database.ts';

/*
 * The pipeline route tests' one setup. A test file calls pipelineTestFile() at its top and
 * imports what it uses: ES module bindings are live, so each name reads the value the hooks
 * set (the app and database once per file, the team and statuses afresh before each test).
 */
export let database: Database;
export let app: App;
export let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
export let admin: ReturnType<typeof asUser>;
export let sales: ReturnType<typeof asUser>;
export let sam: Awaited<ReturnType<typeof insertSalesPerson>>;
export let rita: Awaited<ReturnType<typeof insertSalesPerson>>;
export let status: Awaited<ReturnType<typeof statusesByName>>;

/**
 * One app on a fresh database for the file; before each test an empty database at
 * 2026-11-21 12:00 UTC with the pipeline team (and, with `goneRep`, an inactive sales person).
 */
export function pipelineTestFile(options: { goneRep?: boolean } = {}) {
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, clock } = await buildTestApp(database));
  });
  beforeEach(async () => {
    await resetDatabase(database);
    clock.set('2026-11-21T12:00:00Z');
    ({ admin, sales, sam, rita } = await pipelineTeam(app, database));
    if (options.goneRep) await insertSalesPerson(database, 'Gone Rep', { isActive: false });
    status = await statusesByName(database);
  });
  afterAll(() => app.close());
}

/** Sessions end after hours idle: after moving the clock, Sam and the admin sign in again. */
export async function signInAgain() {
  sales = asUser(app, await signIn(app, 'staff', 'sam@roofbid.ca'));
  admin = asUser(app, await signIn(app, 'staff', 'ada@roofbid.ca'));
}

export const minutes = (n: number) => new Date(Date.parse('2026-11-21T12:00:00Z') + n * 60_000);

/** Five leads whose figures are worked out by hand below. */
export async function fiveLeads() {
  const a = await insertPipelineLead(database, {
    name: 'Alice Archer',
    salesPersonId: sam.id,
    statusId: status['New Lead']!.id,
    valueCents: 1_000_000,
    probability: 50,
    updatedAt: minutes(1),
  });
  const b = await insertPipelineLead(database, {
    name: 'Bob Baker',
    salesPersonId: rita.id,
    statusId: status['Contacted']!.id,
    valueCents: 250_050,
    probability: 20,
    updatedAt: minutes(2),
  });
  const c = await insertPipelineLead(database, {
    name: 'Carol Cooper',
    salesPersonId: sam.id,
    statusId: status['Won']!.id,
    valueCents: 500_000,
    probability: 100,
    updatedAt: minutes(3),
  });
  const d = await insertPipelineLead(database, {
    name: 'Dan Dyer',
    salesPersonId: rita.id,
    statusId: status['Lost']!.id,
    valueCents: 100_000,
    probability: 10,
    updatedAt: minutes(4),
  });
  const e = await insertPipelineLead(database, {
    name: 'Eve Evans',
    salesPersonId: rita.id,
    statusId: status['New Lead']!.id,
    valueCents: 33_333,
    probability: 33,
    updatedAt: minutes(5),
  });
  return { a, b, c, d, e };
}

export const board = async (query = '', as = admin) => {
  const res = await as('GET', `/api/lead-pipeline${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PipelineBoard;
};

export const names = (cards: PipelineCard[]) => cards.map((c) => c.name);
