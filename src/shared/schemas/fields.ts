import * as z from 'zod/mini';

/**
 * Answer shapes list many plain fields in a row (ids, names, dates as text, counts). These build
 * such a run from the field names, in the order given, each field its own schema exactly as it
 * was written out by hand: `...nullableStrings('paidAt', 'refundedAt')` is
 * `paidAt: z.nullable(z.string()), refundedAt: z.nullable(z.string())`. A field with a comment of
 * its own stays written out, so the comment stays by it.
 */
const fieldsOf =
  <S extends z.ZodMiniType>(make: () => S) =>
  <K extends string>(...keys: K[]) =>
    Object.fromEntries(keys.map((key) => [key, make()])) as { [P in K]: S };

export const strings = fieldsOf(() => z.string());
export const nullableStrings = fieldsOf(() => z.nullable(z.string()));
export const optionalStrings = fieldsOf(() => z.optional(z.string()));
export const numbers = fieldsOf(() => z.number());
export const nullableNumbers = fieldsOf(() => z.nullable(z.number()));
export const booleans = fieldsOf(() => z.boolean());
