import * as z from 'zod/mini';

/**
 * The confirmation repeats the password, or `confirmPassword` says so. It exists only in the
 * browser: the server gets the password alone. `skipEmpty` leaves an empty confirmation to its
 * own "please confirm" message.
 */
export function confirmationMatches<K extends string>(
  passwordField: K,
  { message = "Passwords don't match", skipEmpty = false } = {},
) {
  return z.refine<Record<K, string> & { confirmPassword: string }>(
    (v) => (skipEmpty && v.confirmPassword === '') || v[passwordField] === v.confirmPassword,
    { message, path: ['confirmPassword'] },
  );
}
