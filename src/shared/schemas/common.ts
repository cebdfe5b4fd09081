import * as z from 'zod/mini';
import { isPhoneText } from '../domain/phone.ts';

/**
 * Building blocks for the shared schemas. They use zod/mini: the same validation as classic zod
 * at a quarter of the browser weight (docs/decisions/page-weight.md).
 *
 * Every free-text field is built from these: they refuse NUL and the other control characters
 * that PostgreSQL cannot store (NUL) or that nobody types (escape sequences, C1 codes), and text
 * that is not well-formed Unicode, so the browser and the server refuse the same input with the
 * same message instead of the database failing on it.
 */

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters such as NUL';

// C0 controls, DEL and the C1 controls. Multi-line text keeps tab, line feed and carriage return.
// (Matching control characters is the point here.)
/* eslint-disable no-control-regex */
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/;
const controlCharactersInLines = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
// In a `u` pattern a surrogate range matches only halves that are not part of a pair.
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** Whether text is free of control characters (and of unpaired surrogates). */
export function isCleanText(value: string, multiline = false) {
  const pattern = multiline ? controlCharactersInLines : controlCharacters;
  return !pattern.test(value) && !loneSurrogate.test(value);
}

/** A check for a string schema: no control characters; `multiline` allows tabs and newlines. */
export const noControlCharacters = (multiline = false) =>
  z.refine<string>((value) => isCleanText(value, multiline), CONTROL_CHARACTERS_MESSAGE);

export type TextOptions = { multiline?: boolean };

/** A trimmed string of at most `max` characters and no control characters. */
export const cleanText = (max: number, options: TextOptions & { error?: string } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .check(
      z.trim(),
      z.maxLength(max, `Must be at most ${max} characters`),
      noControlCharacters(options.multiline),
    );

/** A trimmed string that must not be empty; `message` for missing and for blank. */
export const requiredText = (message: string, max = 200, options: TextOptions = {}) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Must be at most ${max} characters`),
      noControlCharacters(options.multiline),
    );

const emptyToUndefined = z.transform((value: string | undefined) => (value ? value : undefined));

/** A trimmed optional string; blank becomes undefined. */
export const optionalText = (max = 2000, options: TextOptions = {}) =>
  z.pipe(z.optional(cleanText(max, options)), emptyToUndefined);

export const PHONE_CHARACTERS_MESSAGE =
  'Enter a phone number using only digits, spaces and + ( ) - .';

/** A check for a phone number's characters (src/shared/domain/phone.ts). */
export const phoneCharacters = (message = PHONE_CHARACTERS_MESSAGE) =>
  z.refine<string>(isPhoneText, message);

/** A trimmed optional phone number of at most `max` characters; blank becomes undefined. */
export const optionalPhone = (max = 30) =>
  z.pipe(z.optional(cleanText(max).check(phoneCharacters())), emptyToUndefined);

export const emailAddress = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.maxLength(254, message)),
    z.pipe(
      z.email(message),
      z.transform((value: string) => value.toLowerCase()),
    ),
  );

/**
 * Dates people type are between these years: anything else is a typo or a probe (the year
 * 275760 is a valid JavaScript date but not one the database or anyone's calendar can use).
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
export const DATE_RANGE_MESSAGE = `Enter a date between ${MIN_YEAR} and ${MAX_YEAR}`;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
// A calendar date, optionally with a time and a zone: what date and datetime-local inputs and
// toISOString() produce. No other formats: Date.parse reads "1" as the year 2001.
const isoDateTimePattern =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

export function isRealDate(value: string) {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An ISO 8601 date, or date and time, that exists ("2025-02-30" does not). */
export function isIsoDateTime(value: string) {
  return (
    isoDateTimePattern.test(value) &&
    isRealDate(value.slice(0, 10)) &&
    !Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value))
  );
}

/** Whether the (valid ISO) date's year is between MIN_YEAR and MAX_YEAR. */
export function inSaneYears(value: string) {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A calendar date as YYYY-MM-DD. */
export const isoDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.refine(isRealDate, { message: 'Enter a valid date', abort: true }),
      z.refine(inSaneYears, DATE_RANGE_MESSAGE),
    );

export const optionalIsoDate = () =>
  z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || isRealDate(value), {
          message: 'Enter a valid date',
          abort: true,
        }),
        z.refine((value) => value === '' || inSaneYears(value), DATE_RANGE_MESSAGE),
      ),
    ),
    emptyToUndefined,
  );

/** A point in time as ISO 8601 (a date alone means its midnight UTC), within the sane years. */
export const isoDateTime = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.refine(isIsoDateTime, { message, abort: true }),
      z.refine(inSaneYears, DATE_RANGE_MESSAGE),
    );

export const uuid = (message = 'Must be a valid id') => z.uuid(message);

export const idParams = z.object({ id: z.uuid('Must be a valid id') });
