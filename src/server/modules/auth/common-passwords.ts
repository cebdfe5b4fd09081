import * as z from 'zod/mini';
import { COMMON_PASSWORD_MESSAGE, newStaffPassword } from '#shared/schemas/auth.ts';
import { commonPasswordList } from './common-passwords.list.ts';

// Built on the first check, not at start-up: most starts check no password.
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(commonPasswordList.split('\n').filter((entry) => entry !== '')));

// The product's own name is the first word anyone tries against its staff.
const contextWords = new Set(['roofbid']);

// Passwords of so few different characters ("111111111111", "abababababab") are in every
// guessing list even when no leaked set has that exact length.
const FEWEST_DIFFERENT_CHARACTERS = 4;

const isLetter = (character: string) => character.toLowerCase() !== character.toUpperCase();

/**
 * The password and its trivial variants, lower-cased: without the digits and symbols at its
 * end ("Password123!" -> "password") and at both ends ("!!Summer2026" -> "summer"). A loop, not
 * a regular expression, so a long run of symbols costs one pass.
 */
export function passwordVariants(password: string) {
  const lower = password.toLowerCase();
  const characters = Array.from(lower);
  let end = characters.length;
  while (end > 0 && !isLetter(characters[end - 1]!)) end--;
  let start = 0;
  while (start < end && !isLetter(characters[start]!)) start++;
  const variants = new Set([lower]);
  if (end > 0) variants.add(characters.slice(0, end).join(''));
  if (end > start) variants.add(characters.slice(start, end).join(''));
  return [...variants];
}

/**
 * True for a password that appears, or nearly appears, in the leaked-password list shipped with
 * the app (common-passwords.list.ts), checked offline: case-insensitive, with digits and
 * symbols stripped from its ends.
 */
export function isCommonPassword(password: string) {
  if (new Set(password.toLowerCase()).size < FEWEST_DIFFERENT_CHARACTERS) return true;
  const list = commonPasswords();
  return passwordVariants(password).some(
    (variant) => list.has(variant) || contextWords.has(variant),
  );
}

/**
 * A new staff password as the server checks it: the shared schema's rules (the length first, so
 * its message wins), then the common-password list.
 */
export const checkedStaffPassword = newStaffPassword.check(
  z.refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE),
);

/** Why a new staff password is refused, or undefined (for the command line). */
export function staffPasswordProblem(password: string) {
  const result = checkedStaffPassword.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}
