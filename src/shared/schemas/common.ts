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

// Text without C0 controls, DEL, C1 controls or unpaired surrogates; multi-line text keeps tab,
// line feed and carriage return. With the `u` flag a surrogate range matches only halves that
// are not part of a pair. They are patterns (not refinements) so the API document states them:
// JSON Schema patterns are read with the `u` flag too.
// (Matching control characters is the point here.)
/* eslint-disable no-control-regex */
const cleanLine = /^[^\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;
const cleanLines = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;
/* eslint-enable no-control-regex */

/** Whether text is free of control characters (and of unpaired surrogates). */
export function isCleanText(value: string, multiline = false) {
  return (multiline ? cleanLines : cleanLine).test(value);
}

/** A check for a string schema: no control characters; `multiline` allows tabs and newlines. */
export const noControlCharacters = (multiline = false) =>
  z.regex(multiline ? cleanLines : cleanLine, CONTROL_CHARACTERS_MESSAGE);

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

/**
 * Required text of the admin's content forms: `message` when missing or shorter than `min`, and
 * zod's own message past `max` (these forms never had one of their own).
 */
export const textField = (
  message: string,
  max: number,
  options: TextOptions & { min?: number } = {},
) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(options.min ?? 1, message),
      z.maxLength(max),
      noControlCharacters(options.multiline),
    );

/** The place of an entry in its list, 0 first (FAQ entries, dropdown options). */
export const sortOrderField = () =>
  z._default(
    z
      .int('Enter a whole number')
      .check(z.minimum(0, 'Enter 0 or more'), z.maximum(100000, 'Enter at most 100,000')),
    0,
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

/**
 * An e-mail address, trimmed and lower-cased; the format is a check, so the document shows it.
 * `requiredMessage`, if given, is the message for a blank one.
 */
export const emailAddress = (message: string, requiredMessage?: string) =>
  z.pipe(
    z
      .string({ error: requiredMessage ?? message })
      .check(
        z.trim(),
        z.minLength(1, { message: requiredMessage ?? message, abort: true }),
        z.maxLength(254, message),
        z.email(message),
        z.meta({ examples: ['casey@example.com'] }),
      ),
    z.transform((value: string) => value.toLowerCase()),
  );

/**
 * Dates people type are between these years: anything else is a typo or a probe (the year
 * 275760 is a valid JavaScript date but not one the database or anyone's calendar can use).
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
export const DATE_RANGE_MESSAGE = `Enter a date between ${MIN_YEAR} and ${MAX_YEAR}`;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
// The sane years, as a pattern on the text's start (checked once its shape is right).
const saneYears = /^(?:19\d{2}|20\d{2}|2100)-/;
const dateOrBlank = /^(?:\d{4}-\d{2}-\d{2})?$/;
const saneYearsOrBlank = /^(?:(?:19\d{2}|20\d{2}|2100)-|$)/;
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

/**
 * What the API document says of a schema whose check is a function it cannot show (an amount
 * read by amountToCents, a phone number's digits): words, an example, and a pattern that every
 * value it shows passes. Only documentation: the schema's own checks still decide.
 */
export function documented<T extends z.ZodMiniType>(
  schema: T,
  meta: { description: string; examples: unknown[]; pattern?: string },
) {
  z.globalRegistry.add(schema, meta);
  return schema;
}

/** Dollar amounts as the document shows them ("$12,500.00"): documentation, amountToCents decides. */
export const AMOUNT_PATTERN = '^\\$?[0-9][0-9,]*(?:\\.[0-9]{1,2})?$';

/** A phone number as people type it: the server counts its digits. */
export const PHONE_DOCS = {
  description: 'A phone number with at least 10 digits, in any punctuation',
  examples: ['(403) 555-0100'],
};

/** A 204 answer: no body. */
export const noContent = z.null().register(z.globalRegistry, { description: 'Done: no body' });

/** A calendar date as YYYY-MM-DD. */
export const isoDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.iso.date({ message: 'Enter a valid date', abort: true }),
      z.regex(saneYears, DATE_RANGE_MESSAGE),
      z.meta({ format: 'date', examples: ['2026-06-15'] }),
    );

/** YYYY-MM-DD, or blank (not given). */
export const optionalIsoDate = () =>
  z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.regex(dateOrBlank, { message: 'Enter a valid date', abort: true }),
        z.refine((value) => value === '' || isRealDate(value), {
          message: 'Enter a valid date',
          abort: true,
        }),
        z.regex(saneYearsOrBlank, DATE_RANGE_MESSAGE),
        z.meta({ examples: ['2026-06-15'] }),
      ),
    ),
    emptyToUndefined,
  );

/** A point in time as ISO 8601 (a date alone means its midnight UTC), within the sane years. */
export const isoDateTime = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.regex(isoDateTimePattern, { message, abort: true }),
      z.refine(isIsoDateTime, { message, abort: true }),
      z.regex(saneYears, DATE_RANGE_MESSAGE),
      z.meta({ examples: ['2026-06-15T09:30:00Z'] }),
    );

/** Whether a record is in use; staff retire one by setting it false. */
export const activeFlag = () => z._default(z.boolean('Choose active or not'), true);

export const uuid = (message = 'Must be a valid id') => z.uuid(message);

export const idParams = z.object({ id: z.uuid('Must be a valid id') });
