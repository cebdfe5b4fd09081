import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  DATE_RANGE_MESSAGE,
  isoDate,
  isoDateTime,
  optionalIsoDate,
  optionalText,
  requiredText,
} from './common.ts';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('text building blocks', () => {
  const line = requiredText('Name is required', 100);
  const lines = optionalText(100, { multiline: true });

  it.each([
    ['NUL', 'a\u0000b'],
    ['an escape sequence', '\u001b[31mred'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['an unpaired surrogate', 'a\ud800b'],
  ])('refuse %s, in one line and in many', (_what, value) => {
    expect(firstMessage(line, value)).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(lines, value)).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('keep tabs and line breaks only where text has several lines', () => {
    expect(lines.parse('one\r\n\ttwo')).toBe('one\r\n\ttwo');
    expect(firstMessage(line, 'one\ntwo')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(line, 'one\ttwo')).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('accept any other text, emoji and accents included', () => {
    expect(line.parse('  Zoë 🏠 Ōtaki  ')).toBe('Zoë 🏠 Ōtaki');
  });
});

describe('dates', () => {
  it.each([
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['9999-12-31', false],
  ])('take calendar days between 1900 and 2100: %s', (value, ok) => {
    expect(isoDate('Date is required').safeParse(value).success).toBe(ok);
    expect(optionalIsoDate().safeParse(value).success).toBe(ok);
    expect(isoDateTime('Enter a valid date').safeParse(value).success).toBe(ok);
    if (!ok) expect(firstMessage(isoDate('Date is required'), value)).toBe(DATE_RANGE_MESSAGE);
  });

  it.each([
    '2026-06-01T14:30',
    '2026-06-01T14:30:00Z',
    '2026-06-01T14:30:00.000Z',
    '2026-06-01T14:30:00+02:00',
  ])('take the date and time %s', (value) => {
    expect(isoDateTime('Enter a valid date').parse(value)).toBe(value);
  });

  it.each(['+275760-09-13T00:00:00.000Z', '275760-09-13', '1', 'June 1', '2026-02-30', ''])(
    'refuse the date and time %j',
    (value) => {
      expect(firstMessage(isoDateTime('Enter a valid date'), value)).toBe('Enter a valid date');
    },
  );
});
