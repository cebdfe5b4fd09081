import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import {
  quoteIdent,
  uniqueDatabaseName,
  withAdminClient,
} from '../test-support/database-template.ts';

// The lead status migration (docs/decisions/lead-status.md, deal-value.md) on rows older code
// wrote.
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
let database: Database;
let before: string;
let dropDatabase: (() => Promise<unknown>) | undefined;

beforeAll(async () => {
  // The migrations up to 0025: a copy of the folder whose journal stops there.
  before = mkdtempSync(path.join(tmpdir(), 'roofbid-0025-'));
  cpSync(migrations, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  // Whatever number it gets, the lead status migration and any after it are left out.
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_lead_status'));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  // An empty database: PGlite, or a new one on PostgreSQL when TEST_DATABASE_URL is set.
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = uniqueDatabaseName('roofbid_migration');
    await withAdminClient(url, (c) => c.query(`create database ${quoteIdent(name)}`));
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    database = await openDatabase({ url: dbUrl.toString() });
    dropDatabase = () =>
      withAdminClient(url, (c) =>
        c.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
  } else {
    database = await openDatabase({});
  }
  await migrateDatabase(database, before);
});
afterAll(async () => {
  await database.close();
  await dropDatabase?.();
  rmSync(before, { recursive: true, force: true });
});

describe('the lead status migration', () => {
  it('gives columns their lead status and leads the status and value their column and budget say', async () => {
    const db = database.db;
    await db.execute(sql`insert into job_statuses (name, "order", category) values
      ('New Lead', 60, 'active'), ('Estimate Scheduled', 40, 'active'),
      ('Negotiating', 30, 'active'), ('Won', 20, 'won'), ('Lost', 10, 'lost')`);
    await db.execute(sql`insert into sales_people (name, email) values ('Sam', 'sam@roofbid.ca')`);
    const lead = (name: string, budget: string, status: string, converted: boolean) =>
      db.execute(sql`insert into contact_submissions (name, phone, email, address, date, country,
          province, postal_code, budget, final_price_cents, lead_status, converted_at)
        values (${name}, '(403) 555-0134', ${`${name.toLowerCase()}@example.com`}, '1 Main St',
          '2026-12-01', 'Canada', 'Alberta', 'T2P1J9', ${budget}, 9999, ${status}::lead_status,
          ${converted ? '2026-11-01T00:00:00Z' : null}::timestamptz)`);
    await lead('Dropped', '10k-20k', 'nurturing', false); // dropped on Won by hand
    await lead('Lost', '5k-10k', 'contacted', false); // lost with a reason
    await lead('Estimate', 'under-5k', 'negotiating', false); // in Estimate Scheduled
    await lead('Paid', '20k-plus', 'won', true); // paid: Won, valued at the fee
    await db.execute(
      sql`insert into customers (email, first_name) values ('paid@example.com', 'Paid')`,
    );
    await db.execute(sql`insert into orders (customer_id, contact_submission_id, order_number,
        total_amount_cents, status, payment_method, order_data)
      select cu.id, c.id, 'RB-1', 9999, 'confirmed', 'Card', '{}'::jsonb
      from contact_submissions c, customers cu where c.name = 'Paid'`);
    const place = (name: string, column: string, extra: string) =>
      db.execute(
        sql.raw(`insert into lead_pipeline (contact_submission_id, assigned_sales_person_id,
          status_id, value_cents, probability, order_number, lost_reason, won_at)
        select c.id, s.id, j.id, ${extra} from contact_submissions c, sales_people s, job_statuses j
        where c.name = '${name}' and j.name = '${column}'`),
      );
    await place('Dropped', 'Won', `500000, 50, null, null, null`);
    await place('Lost', 'Lost', `0, 0, null, 'Went with a cousin', null`);
    await place('Estimate', 'Estimate Scheduled', `0, 0, null, null, null`);
    await place('Paid', 'Won', `9999, 100, 'RB-1', null, '2026-11-01T00:00:00Z'`);

    await migrateDatabase(database);

    const columns = await queryRows<{ name: string; lead_status: string }>(
      db,
      sql`select name, lead_status from job_statuses order by "order" desc`,
    );
    expect(columns.map((c) => [c.name, c.lead_status])).toEqual([
      ['New Lead', 'new'],
      ['Estimate Scheduled', 'qualified'],
      ['Negotiating', 'negotiating'],
      ['Won', 'won'],
      ['Lost', 'lost'],
    ]);
    const leads = await queryRows<{
      name: string;
      lead_status: string;
      column: string;
      value_cents: string;
      probability: number;
      won_at: Date | null;
    }>(
      db,
      sql`select c.name, c.lead_status, j.name as column, lp.value_cents, lp.probability, lp.won_at
        from contact_submissions c join lead_pipeline lp on lp.contact_submission_id = c.id
        join job_statuses j on j.id = lp.status_id order by c.name`,
    );
    expect(
      leads.map((l) => [l.name, l.lead_status, l.column, Number(l.value_cents), l.probability]),
    ).toEqual([
      // Won without an order goes back to Negotiating, keeping its value.
      ['Dropped', 'negotiating', 'Negotiating', 500_000, 50],
      ['Estimate', 'qualified', 'Estimate Scheduled', 250_000, 10],
      ['Lost', 'lost', 'Lost', 0, 0],
      // The paid deal is worth its roof job, not the fee.
      ['Paid', 'won', 'Won', 2_000_000, 100],
    ]);
    expect(leads.find((l) => l.name === 'Dropped')!.won_at).toBeNull();
  });
});
