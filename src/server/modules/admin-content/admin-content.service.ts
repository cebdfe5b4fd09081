import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { coupons, dropdownOptions, faqEntries } from '../../db/schema/content.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import {
  deleteFaq,
  insertCoupon,
  insertDropdownOption,
  insertFaq,
  listFaq,
  updateCoupon,
  updateDropdownOption,
  updateFaq,
  upsertSetting,
} from './admin-content.queries.ts';

export type Deps = { db: Db; clock: Clock; reference: ReferenceData };
type Faq = typeof faqEntries.$inferSelect;
type Coupon = typeof coupons.$inferSelect;

/** Runs a staff write and its audit row in one transaction. */
export async function audited<T>(
  deps: Deps,
  request: FastifyRequest,
  action: string,
  entityType: string,
  write: (db: Db) => Promise<T & { id?: string }>,
  details?: Record<string, unknown>,
) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const result = await write(tx);
    await auditStaff(tx, request, at, { action, entityType, entityId: result?.id, details });
    return result;
  });
}

export const faqRow = (f: Faq) => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  category: f.category,
  sortOrder: f.sortOrder,
  isActive: f.isActive,
  updatedAt: f.updatedAt.toISOString(),
});

export async function allFaq(deps: Deps) {
  return { data: (await listFaq(deps.db)).map(faqRow) };
}

type FaqInput = {
  question: string;
  answer: string;
  category: string;
  sortOrder: number;
  isActive: boolean;
};

export async function saveFaq(
  deps: Deps,
  request: FastifyRequest,
  id: string | undefined,
  input: FaqInput,
) {
  const now = deps.clock.now();
  try {
    const row = await audited(
      deps,
      request,
      id ? 'faq.updated' : 'faq.created',
      'faq',
      async (tx) => {
        const saved = id
          ? await updateFaq(tx, id, { ...input, updatedAt: now })
          : await insertFaq(tx, { ...input, createdAt: now, updatedAt: now });
        if (!saved) throw notFound('FAQ entry not found');
        return saved;
      },
    );
    return faqRow(row);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict('This question is already in the FAQ', {
        question: 'This question is already in the FAQ',
      });
    }
    throw err;
  }
}

export async function removeFaq(deps: Deps, request: FastifyRequest, id: string) {
  await audited(deps, request, 'faq.deleted', 'faq', async (tx) => {
    if (!(await deleteFaq(tx, id))) throw notFound('FAQ entry not found');
    return { id };
  });
}

/**
 * New order of one category's entries: sortOrder 10, 20, 30 ... in the order given. The ids
 * must be that whole category, each once, so no entry is left with a clashing position.
 */
export async function reorderFaq(deps: Deps, request: FastifyRequest, ids: string[]) {
  const now = deps.clock.now();
  const entries = await listFaq(deps.db);
  const given = entries.filter((entry) => ids.includes(entry.id));
  const category = given[0]?.category;
  const whole = entries.filter((entry) => entry.category === category);
  if (
    given.length !== ids.length ||
    new Set(ids).size !== ids.length ||
    whole.length !== ids.length ||
    given.some((entry) => entry.category !== category)
  ) {
    throw badRequest('Send every entry of one category, each once, in the new order', {
      ids: 'Send every entry of one category, each once, in the new order',
    });
  }
  await audited(
    deps,
    request,
    'faq.reordered',
    'faq',
    async (tx) => {
      for (const [index, id] of ids.entries()) {
        if (!(await updateFaq(tx, id, { sortOrder: (index + 1) * 10, updatedAt: now }))) {
          throw notFound('FAQ entry not found');
        }
      }
      return {};
    },
    { ids },
  );
  return allFaq(deps);
}

export const optionRow = (o: typeof dropdownOptions.$inferSelect) => ({
  id: o.id,
  category: o.category,
  value: o.value,
  label: o.label,
  sortOrder: o.sortOrder,
  isActive: o.isActive,
});

export async function saveDropdownOption(
  deps: Deps,
  request: FastifyRequest,
  id: string | undefined,
  input: Omit<typeof dropdownOptions.$inferInsert, 'id'>,
) {
  const now = deps.clock.now();
  try {
    const row = await audited(
      deps,
      request,
      id ? 'dropdown_option.updated' : 'dropdown_option.created',
      'dropdown_option',
      async (tx) => {
        const saved = id
          ? await updateDropdownOption(tx, id, { ...input, updatedAt: now })
          : await insertDropdownOption(tx, { ...input, createdAt: now, updatedAt: now });
        if (!saved) throw notFound('Option not found');
        return saved;
      },
    );
    deps.reference.invalidate();
    return optionRow(row);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict('This value already exists in this category', {
        value: 'This value already exists in this category',
      });
    }
    throw err;
  }
}

export const couponRow = (c: Coupon) => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  percentOff: c.percentOff,
  finalPriceCents: c.finalPriceCents,
  description: c.description,
  isActive: c.isActive,
  expiresAt: c.expiresAt?.toISOString() ?? null,
  maxUses: c.maxUses,
  usedCount: c.usedCount,
});

type CouponInput = {
  code: string;
  kind: 'percent' | 'fixed_price';
  percentOff?: number | null;
  finalPrice?: number | null;
  description: string;
  isActive: boolean;
  expiresAt?: string | null;
  maxUses?: number | null;
};

export async function saveCoupon(
  deps: Deps,
  request: FastifyRequest,
  id: string | undefined,
  input: CouponInput,
) {
  const now = deps.clock.now();
  const values = {
    code: input.code,
    kind: input.kind,
    percentOff: input.kind === 'percent' ? (input.percentOff ?? null) : null,
    finalPriceCents: input.kind === 'fixed_price' ? (input.finalPrice ?? null) : null,
    description: input.description,
    isActive: input.isActive,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    maxUses: input.maxUses ?? null,
    updatedAt: now,
  };
  try {
    const row = await audited(
      deps,
      request,
      id ? 'coupon.updated' : 'coupon.created',
      'coupon',
      async (tx) => {
        const saved = id
          ? await updateCoupon(tx, id, values)
          : await insertCoupon(tx, { ...values, createdAt: now });
        if (!saved) throw notFound('Coupon not found');
        return saved;
      },
      { code: input.code },
    );
    return couponRow(row);
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('A coupon with this code exists', { code: 'A coupon with this code exists' });
    throw err;
  }
}

export async function savePrices(
  deps: Deps,
  request: FastifyRequest,
  input: { listPrice: number; launchPrice: number; revealFee: number; paymentLinkDefault: number },
) {
  const fields: Record<string, string> = {};
  for (const [name, cents] of Object.entries(input))
    if (cents <= 0) fields[name] = 'Enter a price above zero';
  if (input.launchPrice > input.listPrice)
    fields.launchPrice = 'The launch price cannot be above the list price';
  if (Object.keys(fields).length > 0)
    throw badRequest('Please correct the highlighted fields', fields);
  const now = deps.clock.now();
  await audited(
    deps,
    request,
    'prices.updated',
    'settings',
    async (tx) => {
      await upsertSetting(tx, 'price.listPriceCents', input.listPrice, request.staff?.id, now);
      await upsertSetting(tx, 'price.launchPriceCents', input.launchPrice, request.staff?.id, now);
      await upsertSetting(tx, 'price.revealFeeCents', input.revealFee, request.staff?.id, now);
      await upsertSetting(
        tx,
        'price.paymentLinkDefaultCents',
        input.paymentLinkDefault,
        request.staff?.id,
        now,
      );
      return {};
    },
    { ...input },
  );
  deps.reference.invalidate();
  return readPriceSettings(deps.db);
}
