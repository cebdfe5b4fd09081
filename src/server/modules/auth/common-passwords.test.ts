import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, STAFF_PASSWORD_LENGTH_MESSAGE } from '#shared/schemas/auth.ts';
import { isCommonPassword, passwordVariants, staffPasswordProblem } from './common-passwords.ts';

describe('the common-password check', () => {
  it('strips digits and symbols from the ends, lower-cased', () => {
    expect(passwordVariants('Password123!')).toEqual(['password123!', 'password']);
    expect(passwordVariants('!!Summer2026')).toEqual(['!!summer2026', '!!summer', 'summer']);
    expect(passwordVariants('123456789012')).toEqual(['123456789012']);
    expect(passwordVariants('')).toEqual(['']);
  });

  it.each([
    'password',
    'PASSWORD',
    'Password123!',
    'P@ssw0rd2026!',
    'qwerty123456',
    '1qaz2wsx3edc',
    'Dragon!!!!!!!!',
    '2026Football!',
    'RoofBid12345',
    'aaaaaaaaaaaa',
    'abababababab',
  ])('refuses %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'correct horse battery',
    'shingles and flashing',
    'Tr4vel-Kettle-Orchid',
    'rita sells roofs in red deer',
  ])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('finds the word inside long runs of digits and symbols', () => {
    expect(isCommonPassword(`${'!#1'.repeat(60)}Dragon${'2@'.repeat(30)}`)).toBe(true);
    expect(isCommonPassword(`${'!#1'.repeat(60)}Dragonfly-Orchid${'2@'.repeat(30)}`)).toBe(false);
  });

  it('names the first problem: the length, then the list', () => {
    expect(staffPasswordProblem('password')).toBe(STAFF_PASSWORD_LENGTH_MESSAGE);
    expect(staffPasswordProblem('Password1234')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(staffPasswordProblem('shingles and flashing')).toBeUndefined();
  });
});
