import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { defaultOptions, dropdownCategories, jobStatusColors } from '#shared/constants/options.ts';
import { defaultPriceSettings } from '#shared/constants/pricing.ts';
import type { Db } from '../client.ts';
import { coupons, dropdownOptions, faqEntries, settings } from '../schema/content.ts';
import { jobStatuses } from '../schema/pipeline.ts';
import { correctedFaqAnswers, seedFaqEntries } from './faq-entries.ts';

export const seedJobStatuses = [
  // Each column stands for a lead status (src/shared/domain/lead-status.ts).
  {
    name: 'New Lead',
    color: jobStatusColors.blue,
    order: 60,
    category: 'active',
    leadStatus: 'new',
  },
  {
    name: 'Contacted',
    color: jobStatusColors.yellow,
    order: 50,
    category: 'active',
    leadStatus: 'contacted',
  },
  {
    name: 'Estimate Scheduled',
    color: jobStatusColors.purple,
    order: 40,
    category: 'active',
    leadStatus: 'qualified',
  },
  {
    name: 'Negotiating',
    color: jobStatusColors.orange,
    order: 30,
    category: 'active',
    leadStatus: 'negotiating',
  },
  { name: 'Won', color: jobStatusColors.green, order: 20, category: 'won', leadStatus: 'won' },
  { name: 'Lost', color: jobStatusColors.red, order: 10, category: 'lost', leadStatus: 'lost' },
] as const;

export const seedCoupons = [
  { code: 'WELCOME10', kind: 'percent', percentOff: 10, description: '10% off' },
  { code: 'SAVE20', kind: 'percent', percentOff: 20, description: '20% off' },
  { code: 'FIRST50', kind: 'percent', percentOff: 50, description: '50% off' },
  {
    code: 'SUPER80',
    kind: 'fixed_price',
    finalPriceCents: 1_999,
    description: 'Special launch offer',
  },
] as const;

// What this version seeds, in one fingerprint: a start whose database already has it skips the
// inserts (a tenth of a restart), and an option or FAQ an admin deleted stays deleted.
const seedFingerprint = createHash('sha256')
  .update(
    JSON.stringify([
      defaultOptions,
      seedFaqEntries,
      correctedFaqAnswers,
      seedJobStatuses,
      seedCoupons,
      defaultPriceSettings,
    ]),
  )
  .digest('hex');

/**
 * Reference data every installation needs. Idempotent: existing rows (perhaps edited by an
 * admin since) are left as they are; nothing is inserted when this version's data was already.
 */
export async function seedReferenceData(db: Db) {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .insert(settings)
      .values({ key: 'seed.reference', value: seedFingerprint })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: seedFingerprint },
        setWhere: sql`${settings.value} <> ${JSON.stringify(seedFingerprint)}::jsonb`,
      })
      .returning({ key: settings.key });
    if (!changed) return;
    await tx
      .insert(dropdownOptions)
      .values(
        dropdownCategories.flatMap((category) =>
          defaultOptions[category].map((option, index) => ({
            category,
            value: option.value,
            label: option.label,
            sortOrder: (index + 1) * 10,
          })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(faqEntries)
      .values(seedFaqEntries.map((entry, index) => ({ ...entry, sortOrder: (index + 1) * 10 })))
      .onConflictDoNothing();
    for (const { question, was } of correctedFaqAnswers) {
      const current = seedFaqEntries.find((entry) => entry.question === question)!;
      await tx
        .update(faqEntries)
        .set({ answer: current.answer })
        .where(and(eq(faqEntries.question, question), eq(faqEntries.answer, was)));
    }

    await tx
      .insert(jobStatuses)
      .values(seedJobStatuses.map((s) => ({ ...s })))
      .onConflictDoNothing();

    await tx
      .insert(coupons)
      .values(seedCoupons.map((c) => ({ ...c })))
      .onConflictDoNothing();

    await tx
      .insert(settings)
      .values(
        Object.entries(defaultPriceSettings).map(([key, value]) => ({
          key: `price.${key}`,
          value,
        })),
      )
      .onConflictDoNothing();
  });
}
