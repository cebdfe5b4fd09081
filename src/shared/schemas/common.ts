import * as z from 'zod/mini';

/**
 * Building blocks for the shared schemas. They use zod/mini: the same validation as classic zod
 * at a quarter of the browser weight (docs/decisions/page-weight.md).
 */

/** A trimmed string that must not be empty; `message` for missing and for blank. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Must be at most ${max} characters`),
    );

/** A trimmed optional string; blank becomes undefined. */
export const optionalText = (max = 2000) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );

export const emailAddress = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.maxLength(254, message)),
    z.pipe(
      z.email(message),
      z.transform((value: string) => value.toLowerCase()),
    ),
  );

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string) {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar date as YYYY-MM-DD. */
export const isoDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, requiredMessage), z.refine(isRealDate, 'Enter a valid date'));

export const optionalIsoDate = () =>
  z
    .pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((value: string | undefined) => (value ? value : undefined)),
    )
    .check(z.refine((value) => value === undefined || isRealDate(value), 'Enter a valid date'));

export const uuid = (message = 'Must be a valid id') => z.uuid(message);

export const idParams = z.object({ id: z.uuid('Must be a valid id') });
