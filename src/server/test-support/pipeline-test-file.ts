import { beforeEach, expect } from 'vitest';
import type { PipelineBoard, PipelineCard } from '#shared/schemas/pipeline/leads.ts';
import { asUser, signIn } from './accounts.ts';
import { app, appTestFile, database } from './app-test-file.ts';
import { insertPipelineLead, insertSalesPerson, pipelineTeam, statusesByName } from './pipeline.ts';

export { app, clock, database } from './app-test-file.ts';

/*
 * The pipeline route tests' one setup. A test file calls pipelineTestFile() at its top and
 * imports what it uses: ES module bindings are live, so each name reads the value the hooks
 * set (the app and database once per file, the team and statuses afresh before each test).
 */
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
  appTestFile({ at: '2026-11-21T12:00:00Z' });
  beforeEach(async () => {
    ({ admin, sales, sam, rita } = await pipelineTeam(app, database));
    if (options.goneRep) await insertSalesPerson(database, 'Gone Rep', { isActive: false });
    status = await statusesByName(database);
  });
}

/** Sessions end after hours idle: after moving the clock, Sam and the admin sign in again. */
export async function signInAgain() {
  sales = asUser(app, await signIn(app, 'staff', 'sam@roofbid.ca'));
  admin = asUser(app, await signIn(app, 'staff', 'ada@roofbid.ca'));
}

export const minutes = (n: number) => new Date(Date.parse('2026-11-21T12:00:00Z') + n * 60_000);

/** Five leads whose figures are worked out by hand below. */
export async function fiveLeads() {
  const [a, b, c, d, e] = await inSequence(
    [
      ['Alice Archer', sam, 'New Lead', 1_000_000, 50],
      ['Bob Baker', rita, 'Contacted', 250_050, 20],
      ['Carol Cooper', sam, 'Won', 500_000, 100],
      ['Dan Dyer', rita, 'Lost', 100_000, 10],
      ['Eve Evans', rita, 'New Lead', 33_333, 33],
    ] as const,
    ([name, rep, statusName, valueCents, probability], i) =>
      insertPipelineLead(database, {
        name,
        salesPersonId: rep.id,
        statusId: status[statusName]!.id,
        valueCents,
        probability,
        updatedAt: minutes(i + 1),
      }),
  );
  return { a: a!, b: b!, c: c!, d: d!, e: e! };
}

/** One insert after the other (in the order given), not all at once. */
async function inSequence<T, R>(
  items: readonly T[],
  insert: (item: T, index: number) => Promise<R>,
) {
  const done: R[] = [];
  for (const [index, item] of items.entries()) done.push(await insert(item, index));
  return done;
}

export const board = async (query = '', as = admin) => {
  const res = await as('GET', `/api/lead-pipeline${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PipelineBoard;
};

export const names = (cards: PipelineCard[]) => cards.map((c) => c.name);
