import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { coupons, dropdownOptions, faqEntries } from '../../db/schema/content.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { saveSettings } from './save-settings.ts';
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

type ListRow = {
  entity: string;
  missing: string;
  clash: [field: string, message: string];
};

/**
 * The save of an editable list's row: adds (no id) or changes (an id) it in an audited
 * transaction (`<entity>.created` / `<entity>.updated`); a clash on the row's unique key
 * answers 409 with the message on the field that must differ.
 */
function listRowSaver<Input, Row extends { id: string }, View>(
  about: ListRow & {
    view: (row: Row) => View;
    details?: (input: Input) => Record<string, unknown>;
  },
  write: (tx: Db, id: string | undefined, input: Input, now: Date) => Promise<Row | undefined>,
) {
  return async (deps: Deps, request: FastifyRequest, id: string | undefined, input: Input) => {
    const now = deps.clock.now();
    try {
      const row = await audited(
        deps,
        request,
        `${about.entity}.${id ? 'updated' : 'created'}`,
        about.entity,
        async (tx) => {
          const saved = await write(tx, id, input, now);
          if (!saved) throw notFound(about.missing);
          return saved;
        },
        about.details?.(input),
      );
      return about.view(row);
    } catch (err) {
      const [field, message] = about.clash;
      if (isUniqueViolation(err)) throw conflict(message, { [field]: message });
      throw err;
    }
  };
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

const faqList = {
  entity: 'faq',
  missing: 'FAQ entry not found',
  clash: ['question', 'This question is already in the FAQ'],
  view: faqRow,
} satisfies ListRow & { view: unknown };

export const saveFaq = listRowSaver(faqList, (tx, id, input: FaqInput, now) =>
  id
    ? updateFaq(tx, id, { ...input, updatedAt: now })
    : insertFaq(tx, { ...input, createdAt: now, updatedAt: now }),
);

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

type OptionInput = Omit<typeof dropdownOptions.$inferInsert, 'id'>;

const saveOption = listRowSaver(
  {
    entity: 'dropdown_option',
    missing: 'Option not found',
    clash: ['value', 'This value already exists in this category'],
    view: optionRow,
  },
  (tx, id, input: OptionInput, now) =>
    id
      ? updateDropdownOption(tx, id, { ...input, updatedAt: now })
      : insertDropdownOption(tx, { ...input, createdAt: now, updatedAt: now }),
);

/** The quote form's options are cached (reference data): a saved option empties the cache. */
export async function saveDropdownOption(...save: Parameters<typeof saveOption>) {
  const row = await saveOption(...save);
  save[0].reference.invalidate();
  return row;
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

const couponValues = (input: CouponInput, now: Date) => ({
  code: input.code,
  kind: input.kind,
  percentOff: input.kind === 'percent' ? (input.percentOff ?? null) : null,
  finalPriceCents: input.kind === 'fixed_price' ? (input.finalPrice ?? null) : null,
  description: input.description,
  isActive: input.isActive,
  expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  maxUses: input.maxUses ?? null,
  updatedAt: now,
});

export const saveCoupon = listRowSaver(
  {
    entity: 'coupon',
    missing: 'Coupon not found',
    clash: ['code', 'A coupon with this code exists'],
    view: couponRow,
    details: (input: CouponInput) => ({ code: input.code }),
  },
  (tx, id, input: CouponInput, now) =>
    id
      ? updateCoupon(tx, id, couponValues(input, now))
      : insertCoupon(tx, { ...couponValues(input, now), createdAt: now }),
);

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
  await saveSettings(deps, request, {
    action: 'prices.updated',
    values: {
      'price.listPriceCents': input.listPrice,
      'price.launchPriceCents': input.launchPrice,
      'price.revealFeeCents': input.revealFee,
      'price.paymentLinkDefaultCents': input.paymentLinkDefault,
    },
    details: { ...input },
  });
  deps.reference.invalidate();
  return readPriceSettings(deps.db);
}
