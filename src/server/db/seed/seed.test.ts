import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { demoRuleBreaks } from '../../test-support/demo-rules.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';
import type { Database } from '../client.ts';
import { sellerBids } from '../schema/bids.ts';
import { coupons, dropdownOptions, faqEntries, settings } from '../schema/content.ts';
import { contactSubmissions } from '../schema/leads.ts';
import { orders } from '../schema/orders.ts';
import { jobStatuses } from '../schema/pipeline.ts';
import { staffUsers } from '../schema/staff.ts';
import { demoAccounts, seedDemoData } from './demo.ts';
import { correctedFaqAnswers, seedFaqEntries } from './faq-entries.ts';
import { seedReferenceData } from './reference.ts';

let database: Database;
const countOf = async (table: PgTable) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => resetDatabase(database));

describe('reference data', () => {
  it('holds every SPEC.md §5 dropdown value, FAQ in several categories, statuses, coupons, prices', async () => {
    const options = await database.db.select().from(dropdownOptions);
    const byCategory = (c: string) => options.filter((o) => o.category === c).map((o) => o.value);
    expect(byCategory('budget')).toEqual(['under-5k', '5k-10k', '10k-20k', '20k-plus', 'not-sure']);
    expect(byCategory('projectType')).toEqual(
      expect.arrayContaining(['new-installation', 'replacement', 'repair']),
    );
    expect(byCategory('roofMaterial')).toHaveLength(7);
    expect(byCategory('propertyType')).toEqual([
      'single-family',
      'multi-family',
      'commercial',
      'industrial',
    ]);
    expect(byCategory('roofAge')).toEqual(['0-5', '6-10', '11-15', '16-20', '21-plus', 'not-sure']);
    expect(byCategory('urgency')).toEqual([
      'emergency',
      'within-week',
      'within-month',
      'planning-ahead',
    ]);

    const faq = await database.db.select().from(faqEntries);
    expect(new Set(faq.map((f) => f.category)).size).toBeGreaterThanOrEqual(3);

    const statuses = await database.db.select().from(jobStatuses);
    expect(new Set(statuses.map((s) => s.category))).toEqual(new Set(['active', 'won', 'lost']));

    const codes = (await database.db.select().from(coupons)).map((c) => c.code).sort();
    expect(codes).toEqual(['FIRST50', 'SAVE20', 'SUPER80', 'WELCOME10']);

    const [launch] = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'price.launchPriceCents'));
    expect(launch?.value).toBe(9999);
  });

  it('is idempotent and keeps admin edits', async () => {
    await database.db.update(faqEntries).set({ answer: 'Edited by an admin' });
    const before = await countOf(faqEntries);
    await seedReferenceData(database.db);
    await seedReferenceData(database.db);
    expect(await countOf(faqEntries)).toBe(before);
    const answers = new Set((await database.db.select().from(faqEntries)).map((f) => f.answer));
    expect(answers).toEqual(new Set(['Edited by an admin']));
  });

  it('inserts nothing again once this version seeded, so a deleted entry stays deleted', async () => {
    const [first] = await database.db.select().from(faqEntries).limit(1);
    await database.db.delete(faqEntries).where(eq(faqEntries.id, first!.id));
    await seedReferenceData(database.db);
    const ids = (await database.db.select().from(faqEntries)).map((f) => f.id);
    expect(ids).not.toContain(first!.id);

    // A database seeded by another version (another fingerprint) gets this version's rows.
    await database.db
      .update(settings)
      .set({ value: 'an older version' })
      .where(eq(settings.key, 'seed.reference'));
    await seedReferenceData(database.db);
    const questions = (await database.db.select().from(faqEntries)).map((f) => f.question);
    expect(questions).toContain(first!.question);
  });
});

describe('reference data of a database seeded by an older version', () => {
  const answerOf = async (question: string) =>
    (await database.db.select().from(faqEntries).where(eq(faqEntries.question, question)))[0]
      ?.answer;

  it('gets the new reveal-fee entry and the corrected answers, but keeps what an admin wrote', async () => {
    const revealFee = 'How much is the reveal fee, and what does it buy?';
    const [published, contractors] = correctedFaqAnswers;
    // As an older version left it: no reveal-fee entry, one wrong answer as seeded, and one an
    // admin has rewritten since.
    await database.db.delete(faqEntries).where(eq(faqEntries.question, revealFee));
    await database.db
      .update(faqEntries)
      .set({ answer: published!.was })
      .where(eq(faqEntries.question, published!.question));
    await database.db
      .update(faqEntries)
      .set({ answer: 'Our own words, written by an admin.' })
      .where(eq(faqEntries.question, contractors!.question));
    await database.db
      .update(settings)
      .set({ value: 'an older version' })
      .where(eq(settings.key, 'seed.reference'));

    await seedReferenceData(database.db);

    expect(await answerOf(revealFee)).toContain('The reveal fee is {{revealFee}}');
    const corrected = seedFaqEntries.find((e) => e.question === published!.question)!.answer;
    expect(await answerOf(published!.question)).toBe(corrected);
    expect(corrected).not.toContain('check every bid');
    expect(await answerOf(contractors!.question)).toBe('Our own words, written by an admin.');
  });
});

describe('demo data', () => {
  it('seeds leads, orders with at most four bids, and working demo sign-ins, once', async () => {
    const clock = fixedClock();
    expect(await seedDemoData(database.db, clock)).toBe(true);
    expect(await seedDemoData(database.db, clock)).toBe(false);

    expect(await countOf(contactSubmissions)).toBe(48);
    const orderRows = await database.db.select().from(orders);
    expect(orderRows.length).toBe(8);
    expect(new Set(orderRows.map((o) => o.orderNumber)).size).toBe(8);
    expect(orderRows[0]?.orderNumber).toMatch(/^RB-\d{6}$/);
    expect(await countOf(sellerBids)).toBeGreaterThan(0);

    const [admin] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, demoAccounts.admin.email));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin?.passwordHash, demoAccounts.admin.password)).toBe(true);
    expect(await verifyPassword(admin?.passwordHash, 'wrong')).toBe(false);
  });

  it('obeys the rules it demonstrates: full auctions closed, nothing dated ahead, deadlines from publishing, reviews in their own words', async () => {
    // Seeded at the wall-clock time: rows the database dates itself must not look ahead of it.
    const clock = fixedClock(new Date());
    await seedDemoData(database.db, clock);
    expect(await demoRuleBreaks(database.db, clock.now())).toEqual([]);
  });

  it('lets the database refuse a fifth bid on an order', async () => {
    await seedDemoData(database.db, fixedClock());
    const [order] = await database.db.select().from(orders).limit(1);
    const bid = (slot: number) => ({
      orderId: order!.id,
      slot,
      sellerName: `Firm ${slot}`,
      insuredAmountCents: 100_000_000,
      bidAmountCents: 1_000_000,
    });
    await database.db.delete(sellerBids).where(eq(sellerBids.orderId, order!.id));
    await database.db.insert(sellerBids).values([1, 2, 3, 4].map(bid));
    await expect(database.db.insert(sellerBids).values(bid(5))).rejects.toThrow();
    await expect(database.db.insert(sellerBids).values(bid(4))).rejects.toThrow();
  });
});
